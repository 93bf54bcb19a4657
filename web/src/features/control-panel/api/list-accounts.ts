// POST controlPanel/accounts: one page of the Accounts list for the filters (spec 3 section 7.4), kept by SWR;
// a change answers the list again and replaces it in place.
import type { AccountListContent } from '@portal/shared/accounts/types';
import type { ListQuery } from '@portal/shared/users/schemas';
import useSWR from 'swr';
import { apiPost } from '#src/lib/api.ts';

export const listAccounts = (query: ListQuery) => apiPost<AccountListContent>('controlPanel/accounts', query);

export function useAccounts(query: ListQuery) {
  const { data, error, isLoading, mutate } = useSWR(['controlPanel/accounts', query], ([, q]) => listAccounts(q), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { list: data, error, isLoading, replace: (content: AccountListContent) => mutate(content, false) };
}
