// GET status/open: the incidents and planned maintenance open now, for the home page's banner (issue 28). A failure
// is silent like the rest of the home page: no banner.
import type { OpenIncidentsAnswer } from '@portal/shared/status/schemas';
import useSWR from 'swr';

export function useOpenIncidents() {
  const { data } = useSWR<OpenIncidentsAnswer>('status/open', { revalidateOnFocus: false, refreshInterval: 300_000 });
  return data?.open ?? [];
}
