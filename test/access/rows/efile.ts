// Access rows of e-file (spec 3 sections 2.1, 7.1) and the county's e-file intake queue.
import type { RouteAccess } from '../route-who.ts';

export const efileRows: Record<string, RouteAccess> = {};
