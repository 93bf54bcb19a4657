// POST controlPanel/accounts with a filter text: the accounts a TRIMIN or COUNTY administrator may pick for a user
// (a county may hold thousands, so the form looks them up as typed).
import type { AccountListContent } from '@portal/shared/accounts/types';
import useSWR from 'swr';
import { apiPost } from '#src/lib/api.ts';

export function useAccountChoices(filterText: string, enabled: boolean) {
  const { data } = useSWR(
    enabled ? ['controlPanel/accounts', filterText] : null,
    ([, f]) => apiPost<AccountListContent>('controlPanel/accounts', { filterText: f, includeInactive: false }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  return data?.accounts ?? [];
}
