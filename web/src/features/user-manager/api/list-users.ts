// POST userManager/users: one page of the Users list for the filters (spec 3 section 7.3); the list page keeps it
// by SWR under this path, and a change (delete, status) answers the list again and replaces it in place.
import type { ListQuery } from '@portal/shared/users/schemas';
import type { UserListContent } from '@portal/shared/users/types';
import { apiPost } from '#src/lib/api.ts';
import type { ListSource } from '#src/lib/use-paged-list.ts';

export const listUsers = (query: ListQuery) => apiPost<UserListContent>('userManager/users', query);

export const usersSource: ListSource<UserListContent> = { key: 'userManager/users', load: listUsers };
