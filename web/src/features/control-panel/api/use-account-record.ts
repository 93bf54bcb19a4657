// GET controlPanel/{call}/{id}: one account's record for a screen, fetched once (a refetch on focus would replace
// what the user is editing).
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';

export function useAccountRecord<T>(call: string, id: string) {
  return useSWR(`controlPanel/${call}/${encodeURIComponent(id)}`, (k: string) => apiGet<T>(k), {
    revalidateOnFocus: false,
  });
}
