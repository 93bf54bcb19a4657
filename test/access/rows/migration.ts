// Access rows of the LS1 migration pages (spec 3 section 5.10, Technical): TRIMIN only.
import type { RouteAccess } from '../route-who.ts';

export const migrationRows: Record<string, RouteAccess> = {};
