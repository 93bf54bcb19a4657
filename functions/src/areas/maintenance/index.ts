// What the maintenance area offers the other areas: the jobs an administrator may run now (purge, billing). Another
// area imports maintenance only through this module (dependency-cruiser 'area-only-through-its-index'); everything else
// in the folder is its own.
export { purgeNow } from './purge-now.ts';
export { runBillingNow } from './run-billing-now.ts';
