// Shared shapes of the fee engine. Money is integer cents everywhere; the only non-integer input is a percent rate.
import type { PaymentMethod } from '../auth/roles.ts';
import type { ConfigGroup } from '../config/groups.ts';

/** One priced item, as the confirm-order table and the ledger show it. */
export interface ChargeLine {
  description: string;
  cents: number;
}

/** Which price list priced a fee: the county's a la carte rates, or its credit-card alternate rates. */
export type RateSchedule = 'A_LA_CARTE' | 'CREDIT_CARD';

export interface Fee {
  /** the sum of the lines */
  cents: number;
  /** non-zero lines only: a free item has no line */
  lines: ChargeLine[];
  schedule: RateSchedule;
}

/** How an account pays for images: one price per document, or first page + additional pages. */
export type ChargeMethod = 'DOCUMENT' | 'PAGE';

export type SpecialRate = ConfigGroup<'aLaCarteSpecialRates'>['rates'][number];

/**
 * The fee groups of a county's configuration, as `readGroup` returns them. The price fields of `aLaCarte` and
 * `creditCard` are read by name (searchByName, searchByNameCreditCard ...), so any object carrying them fits.
 */
export interface FeeConfig {
  aLaCarte: object;
  /** absent: no special rates */
  aLaCarteSpecialRates?: { applySpecialRates: boolean; rates: readonly SpecialRate[] };
  /** absent: no credit-card alternate rates */
  creditCard?: { applyAlternateRates: boolean; rates: readonly SpecialRate[] };
}

export interface PricingContext {
  config: FeeConfig;
  /** the paying account's method; absent or not CREDIT_CARD: a la carte rates */
  paymentMethod?: PaymentMethod | undefined;
}
