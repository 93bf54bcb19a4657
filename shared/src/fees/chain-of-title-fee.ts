// The a la carte price of one chain of title report (aLaCarte.chainOfTitle, or chainOfTitleCreditCard under
// credit-card alternate rates): its screen, PDF and sheet are one report. Special rates do not apply.
import { activeRates } from './active-rates.ts';
import { feeOf } from './fee-lines.ts';
import type { Fee, PricingContext } from './types.ts';

export const chainOfTitleFeeDescription = 'Chain of title';

export function chainOfTitleFee(ctx: PricingContext): Fee {
  const rates = activeRates(ctx);
  return feeOf(rates.schedule, [{ description: chainOfTitleFeeDescription, cents: rates.price('chainOfTitle') }]);
}
