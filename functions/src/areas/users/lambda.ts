// The users area's Lambda: the user manager's router (api-areas.ts lists it for the whole app and for infra).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { userRoutes } from './routes.ts';

export const routers: readonly Area[] = [userRoutes];

export const handler = handle(newApp(routers));
