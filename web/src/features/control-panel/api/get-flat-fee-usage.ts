// GET controlPanel/accountFlatFeeUsage/{id}: the account's name and images remaining.
import type { FlatFeeUsageContent } from '@portal/shared/accounts/types';
import { useAccountRecord } from './use-account-record.ts';

export function useFlatFeeUsage(id: string) {
  const { data, error } = useAccountRecord<FlatFeeUsageContent>('accountFlatFeeUsage', id);
  return { usage: data, error };
}
