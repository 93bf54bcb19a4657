// The accounts area's Lambda: the account control panel's router (api-areas.ts lists it for the app and infra).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { accountRoutes } from './routes.ts';

export const routers: readonly Area[] = [accountRoutes];

export const handler = handle(newApp(routers));
