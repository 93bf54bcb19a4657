import { handle } from 'hono/aws-lambda';
import { newApp } from '#src/platform/app-factory.ts';
import { linksRoutes } from './links-routes.ts';
import { pickListRoutes } from './pick-list-routes.ts';
import { searchRoutes } from './routes.ts';

export const handler = handle(newApp([searchRoutes, linksRoutes, pickListRoutes]));
