// GET controlPanel/account/{id}: every field of the entry form (id 0: a new account's defaults), with the county's
// flat fee rates and whether it allows admin reload.
import type { AccountDetails } from '@portal/shared/accounts/types';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';

export function useAccount(id: string) {
  const { data, error } = useSWR(
    `controlPanel/account/${encodeURIComponent(id)}`,
    (k: string) => apiGet<AccountDetails>(k),
    { revalidateOnFocus: false },
  );
  return { account: data, error };
}
