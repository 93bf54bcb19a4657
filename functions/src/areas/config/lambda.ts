// The config area's Lambda: its routers (api-areas.ts lists them for the whole app and for infra) on one Hono app.
import { handle } from 'hono/aws-lambda';
import { type Area, newApp } from '#src/platform/app-factory.ts';
import { helperdataRoutes } from './helperdata-routes.ts';
import { maintenanceRoutes } from './maintenance-routes.ts';
import { migrationRoutes } from './migration-routes.ts';
import { monitoringRoutes } from './monitoring-routes.ts';
import { pageTextRoutes } from './page-text-routes.ts';
import { countyConfigRoutes } from './routes.ts';

export const routers: readonly Area[] = [
  helperdataRoutes,
  maintenanceRoutes,
  monitoringRoutes,
  migrationRoutes,
  pageTextRoutes,
  countyConfigRoutes,
];

export const handler = handle(newApp(routers));
