// The whole API: every area's router on one Hono app. The local server and the API tests use it; in the cloud
// each area runs alone in its own Lambda (areas/<area>/lambda.ts).
import { authRoutes } from './areas/auth/routes.ts';
import { helperdataRoutes } from './areas/config/helperdata-routes.ts';
import { homeRoutes } from './areas/home/routes.ts';
import { imagingRoutes } from './areas/imaging/routes.ts';
import { paymentsRoutes } from './areas/payments/routes.ts';
import { linksRoutes } from './areas/search/links-routes.ts';
import { pickListRoutes } from './areas/search/pick-list-routes.ts';
import { searchRoutes } from './areas/search/routes.ts';
import { newApp } from './platform/app-factory.ts';

export const areas = [
  authRoutes,
  helperdataRoutes,
  homeRoutes,
  imagingRoutes,
  paymentsRoutes,
  searchRoutes,
  linksRoutes,
  pickListRoutes,
];

export const createApp = () => newApp(areas);
