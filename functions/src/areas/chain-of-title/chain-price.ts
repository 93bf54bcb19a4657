// What one chain of title report costs the caller's account, in its price list (a la carte, or the credit-card
// alternate rates for a card payer). The search area's caller price list shows it before paying.
import { chainOfTitleFee } from '@portal/shared/fees/chain-of-title-fee';
import type { Fee } from '@portal/shared/fees/types';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';

export async function chainPriceOf(county: string, account: Pick<Account, 'paymentMethod'> | undefined): Promise<Fee> {
  const [aLaCarte, aLaCarteSpecialRates, creditCard] = await Promise.all([
    getConfig(county, 'aLaCarte'),
    getConfig(county, 'aLaCarteSpecialRates'),
    getConfig(county, 'creditCard'),
  ]);
  return chainOfTitleFee({
    config: { aLaCarte, aLaCarteSpecialRates, creditCard },
    paymentMethod: account?.paymentMethod,
  });
}
