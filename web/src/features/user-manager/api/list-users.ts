// POST userManager/users: one page of the Users list for the filters (spec 3 section 7.3). The answer is kept by
// SWR under the filters and page; a change (delete, status) answers the list again and replaces it in place.
import type { ListQuery } from '@portal/shared/users/schemas';
import type { UserListContent } from '@portal/shared/users/types';
import useSWR from 'swr';
import { apiPost } from '#src/lib/api.ts';

export const listUsers = (query: ListQuery) => apiPost<UserListContent>('userManager/users', query);

export function useUsers(query: ListQuery) {
  const { data, error, isLoading, mutate } = useSWR(['userManager/users', query], ([, q]) => listUsers(q), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { list: data, error, isLoading, replace: (content: UserListContent) => mutate(content, false) };
}
