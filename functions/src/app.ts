// The whole API: every area's routers on one Hono app. The local server and the API tests use it; in the cloud
// each area runs alone in its own Lambda (areas/<area>/lambda.ts), and infra routes to it exactly what its
// routers answer. Mount a router here only through api-areas.ts, or the cloud will not have it.
import { apiAreas } from './areas/api-areas.ts';
import { newApp } from './platform/app-factory.ts';

export const areas = Object.values(apiAreas).flat();

export const createApp = () => newApp(areas);
