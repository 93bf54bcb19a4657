// The developers area's Lambda: the OpenAPI document (api-areas.ts lists its routers for the whole app and infra).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { developersRoutes } from './routes.ts';

export const routers: readonly Area[] = [developersRoutes];

export const handler = handle(newApp(routers));
