// GET controlPanel/countyConfig/{group}: the saved group (or its defaults) as the page's form state. Each page
// loads on open (spec 3 section 2.5): the key carries the page's mount, so an earlier visit's value is never shown.
import type { SavedGroupName } from '@portal/shared/config/rules';
import { useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';
import type { FormValue } from '../form-path.ts';

export const configGroupPath = (group: SavedGroupName) => `controlPanel/countyConfig/${group}`;

let opened = 0;

export function useConfigGroup(group: SavedGroupName) {
  const [visit] = useState(() => ++opened);
  const { data, error } = useSWR([configGroupPath(group), visit], ([path]) => apiGet<FormValue>(path), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { value: data, error };
}
