// The chain of title area's Lambda: its routers (api-areas.ts lists them for the whole app and for infra) on one
// Hono app.
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { chainOfTitleRoutes } from './routes.ts';

export const routers: readonly Area[] = [chainOfTitleRoutes];

export const handler = handle(newApp(routers));
