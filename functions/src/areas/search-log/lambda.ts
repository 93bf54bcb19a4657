// The search log area's Lambda: its routers (api-areas.ts lists them for the whole app and for infra) on one Hono
// app.
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { searchLogRoutes } from './routes.ts';

export const routers: readonly Area[] = [searchLogRoutes];

export const handler = handle(newApp(routers));
