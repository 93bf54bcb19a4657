// The page text job's routes (areas/page-text), served by the config area's Lambda: listed before the generic
// countyConfig/{group} router, whose POST would otherwise take startPageText for a group name.
export { pageTextRoutes } from '#src/areas/page-text/index.ts';
