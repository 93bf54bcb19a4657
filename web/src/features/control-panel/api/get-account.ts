// GET controlPanel/account/{id}: every field of the entry form (id 0: a new account's defaults), with the county's
// flat fee rates and whether it allows admin reload.
import type { AccountDetails } from '@portal/shared/accounts/types';
import { useAccountRecord } from './use-account-record.ts';

export function useAccount(id: string) {
  const { data, error } = useAccountRecord<AccountDetails>('account', id);
  return { account: data, error };
}
