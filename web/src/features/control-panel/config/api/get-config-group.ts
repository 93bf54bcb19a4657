// GET controlPanel/countyConfig/{group}: the saved group (or its defaults) as the page's form state. Each page
// loads on open (spec 3 section 2.5): a value cached from an earlier visit is shown only once it is read again.
import type { SavedGroupName } from '@portal/shared/config/rules';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '#src/lib/api.ts';
import type { FormValue } from '../form-path.ts';

export const configGroupKey = (group: SavedGroupName) => `controlPanel/countyConfig/${group}`;

export function useConfigGroup(group: SavedGroupName) {
  const { data, error, isValidating } = useSWR(configGroupKey(group), (k: string) => apiGet<FormValue>(k), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (data && !isValidating) setFresh(true);
  }, [data, isValidating]);
  return { value: fresh ? data : undefined, error };
}
