// Surcharges: a fixed amount (DOLLARS, configured in cents) or a PERCENT of the amount, rounded half-up to cents.
// Nothing is added to a zero amount. The card surcharge of the creditCardExtra group is built on it here; the
// escrow-deposit surcharge is in escrow-surcharge.ts.
import type { ConfigGroup } from '../config/groups.ts';
import { assertCents } from './assert-cents.ts';
import { percentOfCents } from './percent-of.ts';

export type SurchargeMethod = 'DOLLARS' | 'PERCENT';

export interface SurchargeRule {
  method: SurchargeMethod;
  /** DOLLARS: the fixed surcharge in cents */
  fixedCents: number;
  /** PERCENT: e.g. 3.5 for 3.5% */
  percent: number;
}

export interface Surcharged {
  amountCents: number;
  surchargeCents: number;
  /** amountCents + surchargeCents */
  totalCents: number;
}

/** The surcharge on `amountCents` under `rule`: 0 for a zero amount. */
export function surchargeCents(amountCents: number, rule: SurchargeRule): number {
  assertCents(amountCents, 'amountCents');
  if (amountCents === 0) return 0;
  if (rule.method === 'PERCENT') return percentOfCents(amountCents, rule.percent);
  assertCents(rule.fixedCents, 'fixedCents');
  return rule.fixedCents;
}

export type CardSurchargeConfig = Pick<
  ConfigGroup<'creditCardExtra'>,
  'applySurcharge' | 'surchargeMethod' | 'surcharge' | 'surchargePercent'
>;

/** A card charge of `amountCents` with the county's card surcharge (creditCardExtra), when it applies one. */
export function cardSurcharge({
  amountCents,
  creditCardExtra,
}: {
  amountCents: number;
  creditCardExtra: CardSurchargeConfig;
}): Surcharged {
  assertCents(amountCents, 'amountCents');
  const surcharge = creditCardExtra.applySurcharge
    ? surchargeCents(amountCents, {
        method: creditCardExtra.surchargeMethod,
        fixedCents: creditCardExtra.surcharge,
        percent: creditCardExtra.surchargePercent,
      })
    : 0;
  return { amountCents, surchargeCents: surcharge, totalCents: amountCents + surcharge };
}
