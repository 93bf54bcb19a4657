// Which search forms a user may use (spec 2 section 6): those the county's search configuration turns on and, when
// the county configures access per account, those the user's account is not denied. Staff get every enabled one.
// currentUser's searchList, the search calls' guard and the card payer's price list all read this.
import { type ConfigGroup, searchTypeKeys } from '../config/groups.ts';

/** The account's per-search-type access, when the county's searchAccess is CONFIGURABLE. */
export interface SearchAccessOf {
  searchAccess?: Record<string, boolean> | undefined;
}

export function searchListOf(
  search: ConfigGroup<'search'>,
  account: SearchAccessOf | undefined,
  staff: boolean,
): string[] {
  return searchTypeKeys
    .filter((k) => search[`searchBy${k}`] === true)
    .filter((k) => staff || search.searchAccess !== 'CONFIGURABLE' || account?.searchAccess?.[`searchBy${k}`] !== false)
    .map((k) => `searchBy${k}`);
}
