// Which search forms a user may use (spec 2 section 6): those the county's search configuration turns on and, when
// the county configures access per account, those the user's account is not denied. Staff get every enabled one.
// currentUser's searchList and the search calls' guard both read this.
import { type ConfigGroup, searchTypeKeys } from '@portal/shared/config/groups';
import type { Account } from '#src/areas/accounts/store.ts';

export function searchListOf(
  search: ConfigGroup<'search'>,
  account: Pick<Account, 'searchAccess'> | undefined,
  staff: boolean,
): string[] {
  return searchTypeKeys
    .filter((k) => search[`searchBy${k}`] === true)
    .filter((k) => staff || search.searchAccess !== 'CONFIGURABLE' || account?.searchAccess?.[`searchBy${k}`] !== false)
    .map((k) => `searchBy${k}`);
}
