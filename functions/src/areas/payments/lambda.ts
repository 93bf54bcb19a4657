import { handle } from 'hono/aws-lambda';
import { newApp } from '#src/platform/app-factory.ts';
import { paymentsRoutes } from './routes.ts';

export const handler = handle(newApp([paymentsRoutes]));
