// The a la carte price of opening a document's details or a tax lien's details (aLaCarte.documentDetails /
// taxLienDetails, or the *CreditCard prices under credit-card alternate rates). Special rates do not apply.
import { activeRates } from './active-rates.ts';
import { feeOf } from './fee-lines.ts';
import type { Fee, PricingContext } from './types.ts';

export type DetailsKind = 'DOCUMENT' | 'TAX_LIEN';

export function detailsFee({ kind, ...ctx }: PricingContext & { kind: DetailsKind }): Fee {
  const rates = activeRates(ctx);
  return feeOf(
    rates.schedule,
    kind === 'TAX_LIEN'
      ? [{ description: 'Tax lien details', cents: rates.price('taxLienDetails') }]
      : [{ description: 'Document details', cents: rates.price('documentDetails') }],
  );
}
