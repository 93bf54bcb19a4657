// The LS1 migration's routes (areas/migration), served by the config area's Lambda: listed before the generic
// countyConfig/{group} router, whose POST would otherwise take migrateLandSharkOne... for a group name.
export { migrationRoutes } from '#src/areas/migration/index.ts';
