// The accounts area's Lambda: the account control panel's router and the user's money e-mail settings (api-areas.ts
// lists them for the app and infra).
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { moneyMailRoutes } from './money-mail-routes.ts';
import { accountRoutes } from './routes.ts';

export const routers: readonly Area[] = [accountRoutes, moneyMailRoutes];

export const handler = handle(newApp(routers));
