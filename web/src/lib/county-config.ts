// Start-up lists (spec 1 section 7): helperdata/landlink holds the county's public configuration groups and
// helperdata/productVersions the server version. Read through SWR; a failure is only logged.
import type { ConfigGroup, ConfigGroupName } from '@portal/shared/config/groups';
import useSWR from 'swr';

interface Named<T> {
  namedContentResultList: Array<{ name: string; baseContent: T }>;
}

export type CountyConfig = { [G in ConfigGroupName]?: ConfigGroup<G> };

function byName<T>(content: Named<T> | undefined): Record<string, T> {
  return Object.fromEntries((content?.namedContentResultList ?? []).map((n) => [n.name, n.baseContent]));
}

/** The county's public configuration groups (common, efile, userLockout, escrow, ...); {} until loaded. */
export function useCountyConfig(): CountyConfig {
  const { data } = useSWR<Named<unknown>>('helperdata/landlink', { revalidateOnFocus: false });
  return byName(data) as CountyConfig;
}

/** The server's application version, e.g. '5.0.9', or '' until loaded. */
export function useProductVersion(): string {
  const { data } = useSWR<Named<{ application: string }>>('helperdata/productVersions', { revalidateOnFocus: false });
  return byName(data).productVersions?.application ?? '';
}
