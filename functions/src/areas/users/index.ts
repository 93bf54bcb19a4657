// What the users area offers the other areas: the user manager's lists and the user changes other areas make (profile,
// status, removal, reindex). Another area imports users only through this module (dependency-cruiser 'area-only-
// through-its-index'); everything else in the folder is its own.
export { setUserStatus } from './change-user-status.ts';
export { removeUser } from './delete-user.ts';
export { ensureUserLists } from './ensure-user-lists.ts';
export type { ListQueryParsed } from './list-users.ts';
export { listedUser } from './listed-user.ts';
export { reindexUser } from './reindex-user.ts';
export { updateUser } from './update-user.ts';
