// The API keys area's Lambda: the router of an account's keys (api-areas.ts lists it for the app and infra).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { apiKeyRoutes } from './routes.ts';

export const routers: readonly Area[] = [apiKeyRoutes];

export const handler = handle(newApp(routers));
