// GET controlPanel/accountFlatFeeUsage/{id}: the account's name and images remaining.
import type { FlatFeeUsageContent } from '@portal/shared/accounts/types';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';

export function useFlatFeeUsage(id: string) {
  const { data, error } = useSWR(
    `controlPanel/accountFlatFeeUsage/${encodeURIComponent(id)}`,
    (k: string) => apiGet<FlatFeeUsageContent>(k),
    { revalidateOnFocus: false },
  );
  return { usage: data, error };
}
