// The card surcharge on an escrow deposit (spec 1 'Escrow deposit'): a fixed amount or a percent of the deposit,
// rounded half-up to cents, when the escrow group applies one; total = deposit + surcharge.
import type { ConfigGroup } from '../config/groups.ts';
import { surchargeCents } from './surcharge.ts';

export type EscrowSurchargeConfig = Pick<
  ConfigGroup<'escrow'>,
  'applySurcharge' | 'creditCardSurchargeMethod' | 'creditCardSurcharge' | 'creditCardSurchargePercent'
>;

export interface EscrowDepositCharge {
  depositCents: number;
  surchargeCents: number;
  /** what the card is charged: depositCents + surchargeCents */
  totalCents: number;
}

/** The deposit credited to the usage balance, its surcharge, and the card total. The deposit must be > 0. */
export function escrowDepositSurcharge({
  depositCents,
  escrow,
}: {
  depositCents: number;
  escrow: EscrowSurchargeConfig;
}): EscrowDepositCharge {
  if (!Number.isSafeInteger(depositCents) || depositCents <= 0) {
    throw new RangeError(`depositCents must be a positive integer, got ${depositCents}`);
  }
  const surcharge = escrow.applySurcharge
    ? surchargeCents(depositCents, {
        method: escrow.creditCardSurchargeMethod,
        fixedCents: escrow.creditCardSurcharge,
        percent: escrow.creditCardSurchargePercent,
      })
    : 0;
  return { depositCents, surchargeCents: surcharge, totalCents: depositCents + surcharge };
}
