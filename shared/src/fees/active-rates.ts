// Which price list applies to a payer. A card payer (paymentMethod CREDIT_CARD) of a county whose creditCard group
// has applyAlternateRates on is priced from the credit-card alternate rates: the *CreditCard prices and the
// creditCard.rates special rates replace the a la carte prices and aLaCarteSpecialRates (whose applySpecialRates
// flag then plays no part). Everyone else is priced from aLaCarte, with aLaCarteSpecialRates.rates only when
// applySpecialRates is on.
import { assertCents } from './assert-cents.ts';
import type { PricingContext, RateSchedule, SpecialRate } from './types.ts';

// The price field names live with the configuration groups that hold them.
export { type PriceField, priceFields } from '../config/groups.ts';

import type { PriceField } from '../config/groups.ts';

export interface ActiveRates {
  schedule: RateSchedule;
  /** a price in cents from the active list; a field the group does not carry is 0 (the group default) */
  price(field: PriceField): number;
  /** the special rates in force: empty when special rates are off */
  specialRates: readonly SpecialRate[];
}

export function usesAlternateRates({ config, paymentMethod }: PricingContext): boolean {
  return paymentMethod === 'CREDIT_CARD' && !!config.creditCard?.applyAlternateRates;
}

export function activeRates(ctx: PricingContext): ActiveRates {
  const { config } = ctx;
  if (usesAlternateRates(ctx) && config.creditCard) {
    const group = config.creditCard;
    return {
      schedule: 'CREDIT_CARD',
      price: (field) => readPrice(group, `${field}CreditCard`),
      specialRates: group.rates,
    };
  }
  const specials = config.aLaCarteSpecialRates;
  return {
    schedule: 'A_LA_CARTE',
    price: (field) => readPrice(config.aLaCarte, field),
    specialRates: specials?.applySpecialRates ? specials.rates : [],
  };
}

function readPrice(group: object, key: string): number {
  const value = (group as Record<string, unknown>)[key];
  if (value === undefined) return 0;
  if (typeof value !== 'number') throw new TypeError(`price ${key} is not a number of cents: ${String(value)}`);
  assertCents(value, key);
  return value;
}
