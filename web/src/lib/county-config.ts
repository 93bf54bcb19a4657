// Start-up lists (spec 1 section 7): helperdata/landlink holds the county's public configuration groups and
// helperdata/productVersions the server version. Read through SWR; a failure is only logged.
import type { NamedContentList, ProductVersions, PublicConfigGroups } from '@portal/shared/api/named-content';
import type { ConfigGroup, ConfigGroupName } from '@portal/shared/config/groups';
import { todayIn } from '@portal/shared/search/today';
import useSWR from 'swr';

export type CountyConfig = { [G in ConfigGroupName]?: ConfigGroup<G> };

function byName<T>(content: NamedContentList<T> | undefined): Record<string, T> {
  return Object.fromEntries((content?.namedContentResultList ?? []).map((n) => [n.name, n.baseContent]));
}

/** The county's public configuration groups (common, efile, userLockout, escrow, ...); {} until loaded. */
export function useCountyConfig(): CountyConfig {
  const { data } = useSWR<PublicConfigGroups>('helperdata/landlink', { revalidateOnFocus: false });
  return byName(data) as CountyConfig;
}

/**
 * Today (YYYY-MM-DD) on the county's clock, its configured time zone, so a date the form fills in is the date the
 * server checks against; the browser's own clock until the configuration has loaded.
 */
export function useCountyToday(): string {
  return todayIn(useCountyConfig().common?.timeZone);
}

/** The server's application version, e.g. '5.0.9', or '' until loaded. */
export function useProductVersion(): string {
  const { data } = useSWR<ProductVersions>('helperdata/productVersions', { revalidateOnFocus: false });
  return byName(data).productVersions?.application ?? '';
}
