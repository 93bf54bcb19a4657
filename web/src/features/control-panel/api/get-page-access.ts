// GET controlPanel/accountPageAccess/{id}: the account's name and its search flags (spec 3 section 3.5).
import type { PageAccessContent } from '@portal/shared/accounts/types';
import { useAccountRecord } from './use-account-record.ts';

export function usePageAccess(id: string) {
  const { data, error } = useAccountRecord<PageAccessContent>('accountPageAccess', id);
  return { access: data, error };
}
