// Which searches the side navigation offers (spec 2 'Side navigation', section 6): an entry shows only when the
// county's search configuration turns it on AND the user's searchList holds it; Torrens Text also needs a
// Torrens county. Entries are grouped (Search By, Special Searches) and sorted by their label.
import type { SearchType } from '@portal/shared/search/search-types';
import type { CountyConfig } from '#src/lib/county-config.ts';

export type SearchGroup = 'searchBy' | 'special';

export const searchGroups: Record<SearchType, SearchGroup> = {
  searchByAddress: 'searchBy',
  searchByBookAndPage: 'searchBy',
  searchByDate: 'searchBy',
  searchByDocumentNumber: 'searchBy',
  searchByName: 'searchBy',
  searchByLegalDescription: 'searchBy',
  searchByParcelId: 'searchBy',
  searchByTorrensCertificate: 'searchBy',
  searchByTorrensText: 'searchBy',
  searchByTractIndexNMI: 'searchBy',
  searchByPageWords: 'searchBy',
  searchByGrantorGranteeBook: 'special',
  searchByPlat: 'special',
  searchByTaxLien: 'special',
  searchByTractBookId: 'special',
  searchByTractBookLegal: 'special',
};

/** Whether the county and the user both allow a search (nothing is allowed before the configuration is read). */
export function isSearchAllowed(type: SearchType, config: CountyConfig, searchList: readonly string[]): boolean {
  if (config.search?.[type] !== true || !searchList.includes(type)) return false;
  return type !== 'searchByTorrensText' || config.landlink?.torrens === true;
}

export interface SearchEntry {
  type: SearchType;
  label: string;
}

/** The allowed searches of one group, sorted by label. */
export function searchEntries(
  group: SearchGroup,
  config: CountyConfig,
  searchList: readonly string[],
  label: (type: SearchType) => string,
): SearchEntry[] {
  return (Object.keys(searchGroups) as SearchType[])
    .filter((type) => searchGroups[type] === group && isSearchAllowed(type, config, searchList))
    .map((type) => ({ type, label: label(type) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
