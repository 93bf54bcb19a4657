// The alerts area's Lambda: its routers (api-areas.ts lists them for the whole app and for infra) on one Hono app.
// The stream matcher is a Lambda of its own (matcher-lambda.ts).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { alertsRoutes } from './routes.ts';

export const routers: readonly Area[] = [alertsRoutes];

export const handler = handle(newApp(routers));
