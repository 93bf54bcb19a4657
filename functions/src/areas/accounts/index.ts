// What the accounts area offers the other areas: the control panel's account lists, an account's deletion and reindex,
// and the renewal's idempotency key. Another area imports accounts only through this module (dependency-cruiser 'area-
// only-through-its-index'); everything else in the folder is its own.
export { deleteAccount } from './delete-account.ts';
export { ensureAccountLists } from './ensure-account-lists.ts';
export { listedAccount } from './listed-account.ts';
export { reindexAccount } from './reindex-account.ts';
export { renewalKey } from './run-monthly-renewal.ts';
