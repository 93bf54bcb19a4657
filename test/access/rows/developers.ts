// Access row of the OpenAPI document (issue 31): anyone reads it, signed in or not, since a vendor reads it before
// holding a key.
import { anyone, type RouteAccess } from '../route-who.ts';

export const developersRows: Record<string, RouteAccess> = {
  'GET /api/openapi.json': { who: anyone },
};
