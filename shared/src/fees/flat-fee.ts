// Flat-fee accounts (spec 3: rate levels 1 to 5 plus 0, Free). flatFee.rates holds the five rate options; level N
// is rates[N - 1] and is offered only when that row's option is on. Level 0 has no flat fee: nothing monthly, and
// images are not counted. A county whose flatFee.chargingImages is off does not count images at any level.
// Images remaining change only downwards by a charge, and never below zero unless the level is unlimited.
import type { ConfigGroup } from '../config/groups.ts';
import { formatCents } from '../format/money.ts';
import { assertCents } from './assert-cents.ts';
import type { ChargeMethod } from './types.ts';

export type RateOption = ConfigGroup<'flatFee'>['rates'][number];
export type FlatFeeConfig = Pick<ConfigGroup<'flatFee'>, 'chargingImages' | 'rates'>;
export type FlatFeeOverrideConfig = Pick<ConfigGroup<'flatFeeOverride'>, 'accountAdminReload' | 'rates'>;

export const flatFeeLevels = [0, 1, 2, 3, 4, 5] as const;
export type FlatFeeRateLevel = (typeof flatFeeLevels)[number];

export interface FlatFeeLevel {
  level: FlatFeeRateLevel;
  /** the monthly cost in cents: the rate option's cost, 0 at level 0 */
  monthlyCents: number;
  /** images included each month; null when unlimited */
  imagesIncluded: number | null;
  unlimited: boolean;
  /** whether a charge of images lowers the images remaining (false: level 0, unlimited, or chargingImages off) */
  deductsImages: boolean;
}

export function isFlatFeeRateLevel(n: number): n is FlatFeeRateLevel {
  return Number.isInteger(n) && n >= 0 && n <= 5;
}

/** Level 0..5 of this county; undefined for a level 1..5 whose rate option is not on. */
export function flatFeeLevel(level: number, flatFee: FlatFeeConfig): FlatFeeLevel | undefined {
  if (!isFlatFeeRateLevel(level)) throw new RangeError(`flat fee rate level must be 0 to 5, got ${level}`);
  if (level === 0) return { level, monthlyCents: 0, imagesIncluded: null, unlimited: true, deductsImages: false };
  const rate = flatFee.rates[level - 1];
  if (!rate?.option) return undefined;
  const unlimited = rate.unlimitedNumberOfPages;
  return {
    level,
    monthlyCents: rate.cost,
    imagesIncluded: unlimited ? null : rate.numberOfPages,
    unlimited,
    deductsImages: flatFee.chargingImages && !unlimited,
  };
}

export type ImagesCharge =
  | { ok: true; remaining: number; charged: number }
  | { ok: false; remaining: number; shortBy: number };

/**
 * Images remaining after charging `images`. Unlimited (pass `!level.deductsImages`): nothing is deducted.
 * Otherwise refused (ok false, remaining unchanged) when it would go below zero.
 */
export function imagesRemainingAfter({
  remaining,
  images,
  unlimited,
}: {
  remaining: number;
  images: number;
  unlimited: boolean;
}): ImagesCharge {
  assertCents(remaining, 'remaining');
  assertCents(images, 'images');
  if (unlimited) return { ok: true, remaining, charged: 0 };
  if (images > remaining) return { ok: false, remaining, shortBy: images - remaining };
  return { ok: true, remaining: remaining - images, charged: images };
}

/** 'N documents for $cost' / 'Unlimited documents for $cost'; pages when the account is charged per page. */
export function flatFeeRateLabel(rate: RateOption, chargeMethod: ChargeMethod, locale = 'en-US'): string {
  const unit = chargeMethod === 'PAGE' ? 'page' : 'document';
  const cost = formatCents(rate.cost, locale);
  if (rate.unlimitedNumberOfPages) return `Unlimited ${unit}s for ${cost}`;
  return `${rate.numberOfPages} ${unit}${rate.numberOfPages === 1 ? '' : 's'} for ${cost}`;
}

export interface FlatFeeAddOnOption {
  text: string;
  /** the rate row's number, 1 to 5, as text (the add-on call sends it back) */
  value: string;
  cents: number;
  /** images added; null when unlimited */
  images: number | null;
  unlimited: boolean;
}

/**
 * The add-ons an account may buy: the flatFeeOverride rates when the county lets account administrators reload
 * (accountAdminReload) and has at least one override option on, else the flatFee rate options. Rows whose option
 * is off are left out; values keep the row number so they stay stable.
 */
export function flatFeeAddOnOptions({
  flatFee,
  flatFeeOverride,
  chargeMethod,
  locale,
}: {
  flatFee: FlatFeeConfig;
  flatFeeOverride?: FlatFeeOverrideConfig | undefined;
  chargeMethod: ChargeMethod;
  locale?: string;
}): FlatFeeAddOnOption[] {
  const override = flatFeeOverride?.accountAdminReload && flatFeeOverride.rates.some((r) => r.option);
  const rates = override ? flatFeeOverride.rates : flatFee.rates;
  return rates.flatMap((rate, i) =>
    rate.option
      ? [
          {
            text: flatFeeRateLabel(rate, chargeMethod, locale),
            value: String(i + 1),
            cents: rate.cost,
            images: rate.unlimitedNumberOfPages ? null : rate.numberOfPages,
            unlimited: rate.unlimitedNumberOfPages,
          },
        ]
      : [],
  );
}
