// Access rows of purge and billing on demand, performance monitoring (spec 3 sections 2.5, 7.5).
import type { RouteAccess } from '../route-who.ts';

export const schedulingRows: Record<string, RouteAccess> = {};
