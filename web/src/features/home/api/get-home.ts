// GET home/all: the cards the county enables and what the caller's role may see. A failure is silent
// (spec 1 error catalogue): the page simply shows no cards.
import type { HomeContent } from '@portal/shared/home/home-content';
import useSWR from 'swr';

export function useHome() {
  const { data, isLoading } = useSWR<HomeContent>('home/all', { revalidateOnFocus: false });
  return { home: data, isLoading };
}
