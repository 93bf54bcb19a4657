// Who may ask for a chain of title: any signed-in user (as the search detail panes) who may run the search that
// finds that kind of land: the county has it turned on and the user's account is not denied it (staff get every
// search the county has on). Both refusals are 403s.
import { staffRoles } from '@portal/shared/auth/roles';
import type { ChainOfTitleRequest } from '@portal/shared/chain-of-title/request';
import type { SearchTypeKey } from '@portal/shared/config/groups';
import { searchListOf } from '@portal/shared/search/search-list';
import { getAccount } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';

const searchOf: Record<ChainOfTitleRequest['by'], SearchTypeKey> = {
  parcel: 'ParcelId',
  lotBlock: 'LegalDescription',
  section: 'LegalDescription',
  certificate: 'TorrensCertificate',
  tract: 'TractIndexNMI',
};

export async function assertChainAllowed(county: string, user: SessionUser, by: ChainOfTitleRequest['by']) {
  const key = searchOf[by];
  const [search, account] = await Promise.all([getConfig(county, 'search'), getAccount(county, user.accountId)]);
  if (search[`searchBy${key}`] !== true) throw forbidden('This county does not offer that kind of land description.');
  if (!searchListOf(search, account, staffRoles.includes(user.role)).includes(`searchBy${key}`)) {
    throw forbidden('Your account may not search by that kind of land description.');
  }
}
