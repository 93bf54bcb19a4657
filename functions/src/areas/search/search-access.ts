// The guard of every search call: the county must have the search turned on and the user's search list (their
// account's access, when the county configures it per account) must include it. Both refusals are 403s.
import { staffRoles } from '@portal/shared/auth/roles';
import type { SearchTypeKey } from '@portal/shared/config/groups';
import { searchMessages as m } from '@portal/shared/search/messages';
import { searchListOf } from '@portal/shared/search/search-list';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';

export async function assertSearchAllowed(
  county: string,
  user: SessionUser,
  account: Account | undefined,
  key: SearchTypeKey,
): Promise<void> {
  const search = await getConfig(county, 'search');
  if (search[`searchBy${key}`] !== true) throw forbidden(m.searchOffInCounty);
  const list = searchListOf(search, account, staffRoles.includes(user.role));
  if (!list.includes(`searchBy${key}`)) throw forbidden(m.searchNotAllowed);
}
