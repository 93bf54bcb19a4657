// The start-up lists' answer (spec 1 section 7): helperdata/landlink (the county's public configuration groups,
// each under its group name) and helperdata/productVersions (the server version).
import type { ConfigGroup, ConfigGroupName } from '../config/groups.ts';

export interface NamedContentList<T> {
  namedContentResultList: Array<{ name: string; baseContent: T }>;
}

/** helperdata/landlink: one entry per public group, named by the group */
export type PublicConfigGroups = NamedContentList<ConfigGroup<ConfigGroupName>>;

/** helperdata/productVersions: one entry, productVersions */
export type ProductVersions = NamedContentList<{ application: string }>;
