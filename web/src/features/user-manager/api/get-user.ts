// GET userManager/user/{id}: the entry form's fields (id 0: a new user's defaults) and the user types and accounts
// the caller may choose.
import type { UserDetails } from '@portal/shared/users/types';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';

export function useUser(id: string) {
  const { data, error, mutate } = useSWR(
    `userManager/user/${encodeURIComponent(id)}`,
    (k: string) => apiGet<UserDetails>(k),
    { revalidateOnFocus: false },
  );
  return { user: data, error, mutate };
}
