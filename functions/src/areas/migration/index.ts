// What the migration area offers the other areas: the LS1 migration routes (served by the config Lambda). Another area
// imports migration only through this module (dependency-cruiser 'area-only-through-its-index'); everything else in the
// folder is its own.
export { migrationRoutes } from './routes.ts';
