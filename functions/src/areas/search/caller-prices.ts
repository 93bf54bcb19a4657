// What the signed-in caller would be charged for each search type and priced detail pane (issue 18 'Prices before
// paying'): the same priceOf and the same free cases as the charge itself (staff, no account, a flat-fee account),
// so the price a form shows is the price the search takes. Free items are left out.
import { staffRoles } from '@portal/shared/auth/roles';
import type { ItemPrice } from '@portal/shared/search/details';
import { searchTypeNames } from '@portal/shared/search/search-types';
import { chainPriceOf } from '#src/areas/chain-of-title/index.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { priceOf } from './charge-search.ts';

const pricedItems = [...searchTypeNames, 'documentDetails', 'taxLienDetails'];

export async function callerPrices(county: string, user: SessionUser): Promise<ItemPrice[]> {
  if (staffRoles.includes(user.role)) return [];
  const account = await getAccount(county, user.accountId);
  if (!account || account.accountType === 'FLAT_FEE') return [];
  const prices = await Promise.all([
    ...pricedItems.map(async (item) => ({ item, cents: (await priceOf(county, account, item))?.cents ?? 0 })),
    // issue 32: one chain of title report, priced by its own area
    chainPriceOf(county, account).then((fee) => ({ item: 'chainOfTitle', cents: fee.cents })),
  ]);
  return prices.filter((p) => p.cents > 0);
}
