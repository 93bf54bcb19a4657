// Access rows of reports (spec 3 sections 2.2, 7.2).
import type { RouteAccess } from '../route-who.ts';

export const reportsRows: Record<string, RouteAccess> = {};
