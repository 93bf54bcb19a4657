// Who may ask for a chain of title: a signed-in user of a county that offers the report (search2.chainOfTitle), the
// shared GUEST login only where the county lets it (chainOfTitleGuest), a flat-fee account only where the county
// includes it (chainOfTitleFlatFee), and only for land the user may search by: the county has that search on and
// the user's account is not denied it (staff get every search the county has on). Every refusal is a 403. The
// caller's account, read here, is the one the report is charged to.
import { staffRoles } from '@portal/shared/auth/roles';
import type { ChainOfTitleRequest } from '@portal/shared/chain-of-title/request';
import type { SearchTypeKey } from '@portal/shared/config/groups';
import { searchListOf } from '@portal/shared/search/search-list';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
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

export async function assertChainAllowed(
  county: string,
  user: SessionUser,
  by: ChainOfTitleRequest['by'],
): Promise<Account | undefined> {
  const key = searchOf[by];
  const [search, search2, account] = await Promise.all([
    getConfig(county, 'search'),
    getConfig(county, 'search2'),
    getAccount(county, user.accountId),
  ]);
  const staff = staffRoles.includes(user.role);
  if (!search2.chainOfTitle) throw forbidden('This county does not offer the chain of title.');
  if (user.role === 'GUEST' && !search2.chainOfTitleGuest) {
    throw forbidden('The chain of title is not offered to the guest login. Sign in with your own account.');
  }
  if (!staff && account?.accountType === 'FLAT_FEE' && !search2.chainOfTitleFlatFee) {
    throw forbidden('The chain of title is not part of a flat fee account here. Ask the county about it.');
  }
  if (search[`searchBy${key}`] !== true) throw forbidden('This county does not offer that kind of land description.');
  if (!searchListOf(search, account, staff).includes(`searchBy${key}`)) {
    throw forbidden('Your account may not search by that kind of land description.');
  }
  return account;
}
