// The price list a card payer sees before a preauthorization (spec 2 'Payment flow', price list and
// re-authorization windows): what each search the user may run and each priced detail pane costs in the price
// list that applies to CREDIT_CARD payers (the credit-card alternate rates when the county applies them, else a la
// carte), the preauthorization amount (creditCardExtra.maxAmount) and what is left of the open preauthorization.
import { detailsFee } from '@portal/shared/fees/details-fee';
import { searchFee } from '@portal/shared/fees/search-fee';
import type { CardPrice, CardSearchPrices } from '@portal/shared/payments/responses';
import { searchListOf } from '@portal/shared/search/search-list';
import { type SearchType, searchTypes } from '@portal/shared/search/search-types';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import { openPreauthorization } from './preauth.ts';

export async function cardSearchPrices(
  county: string,
  userId: string,
  account: Account | undefined,
): Promise<CardSearchPrices> {
  const [aLaCarte, aLaCarteSpecialRates, creditCard, search, extra, open] = await Promise.all([
    getConfig(county, 'aLaCarte'),
    getConfig(county, 'aLaCarteSpecialRates'),
    getConfig(county, 'creditCard'),
    getConfig(county, 'search'),
    getConfig(county, 'creditCardExtra'),
    openPreauthorization(county, userId),
  ]);
  const ctx = { config: { aLaCarte, aLaCarteSpecialRates, creditCard }, paymentMethod: 'CREDIT_CARD' as const };
  const prices: CardPrice[] = searchListOf(search, account, false)
    .filter((item): item is SearchType => item in searchTypes)
    .map((item) => ({ item, cents: searchFee({ ...ctx, searchType: searchTypes[item].key }).cents }));
  prices.push(
    { item: 'documentDetails', cents: detailsFee({ ...ctx, kind: 'DOCUMENT' }).cents },
    { item: 'taxLienDetails', cents: detailsFee({ ...ctx, kind: 'TAX_LIEN' }).cents },
  );
  return { prices, preauthorizationCents: extra.maxAmount, remainingCents: open ? open.remainingCents : null };
}
