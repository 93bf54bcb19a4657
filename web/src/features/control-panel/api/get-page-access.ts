// GET controlPanel/accountPageAccess/{id}: the account's name and its search flags (spec 3 section 3.5).
import type { PageAccessContent } from '@portal/shared/accounts/types';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';

export function usePageAccess(id: string) {
  const { data, error } = useSWR(
    `controlPanel/accountPageAccess/${encodeURIComponent(id)}`,
    (k: string) => apiGet<PageAccessContent>(k),
    { revalidateOnFocus: false },
  );
  return { access: data, error };
}
