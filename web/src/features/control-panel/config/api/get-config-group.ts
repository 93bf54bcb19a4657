// GET controlPanel/countyConfig/{group}: the saved group (or its defaults) as the page's form state.
import type { SavedGroupName } from '@portal/shared/config/rules';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';
import type { FormValue } from '../form-path.ts';

export const configGroupKey = (group: SavedGroupName) => `controlPanel/countyConfig/${group}`;

export function useConfigGroup(group: SavedGroupName) {
  const { data, error } = useSWR(configGroupKey(group), (k: string) => apiGet<FormValue>(k), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { value: data, error };
}
