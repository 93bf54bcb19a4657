// What the search log offers the other areas (issue 32): the file a call names, and the hooks that log a search,
// a details view and an image purchase under it. Another area imports search-log only through this module.

export { logDetails } from './log-details.ts';
export { imagePurchaseLog } from './log-image.ts';
export { logSearch, type RanSearch } from './log-search.ts';
export { takeTitleFile, titleFileOf } from './title-file.ts';
