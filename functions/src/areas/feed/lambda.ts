// The feed area's Lambda: the index feed's routes (api-areas.ts lists it for the app and infra).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { feedRoutes } from './routes.ts';

export const routers: readonly Area[] = [feedRoutes];

export const handler = handle(newApp(routers));
