// POST controlPanel/accounts: one page of the Accounts list for the filters (spec 3 section 7.4); the list page
// keeps it by SWR under this path, and a change answers the list again and replaces it in place.
import type { AccountListContent } from '@portal/shared/accounts/types';
import type { ListQuery } from '@portal/shared/users/schemas';
import { apiPost } from '#src/lib/api.ts';
import type { ListSource } from '#src/lib/use-paged-list.ts';

export const listAccounts = (query: ListQuery) => apiPost<AccountListContent>('controlPanel/accounts', query);

export const accountsSource: ListSource<AccountListContent> = { key: 'controlPanel/accounts', load: listAccounts };
