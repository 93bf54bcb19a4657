// The header's payment calls (spec 1 section 7 'Home, payments'): an escrow deposit by card, and the flat-fee
// image purchase of an account administrator.
import type { PurchaseOptions } from '@portal/shared/imaging/types';
import { apiPost } from '#src/lib/api.ts';
import type { UsageBalance } from '#src/lib/current-user.ts';

export interface InitiatedDeposit {
  tokenResults: { token: string };
  depositCents: number;
  surchargeCents: number;
  totalCents: number;
}

/** POST escrowDeposit/initiateDeposit: the amount in dollars as typed; a 400 names the amount's problem. */
export const initiateDeposit = (amount: string) =>
  apiPost<InitiatedDeposit>('escrowDeposit/initiateDeposit', { amount });

/** POST escrowDeposit/completeDeposit with the provider's transactResponse. */
export const completeDeposit = (response: unknown) =>
  apiPost<{ depositCents: number; usageBalance: UsageBalance | null }>('escrowDeposit/completeDeposit', response);

/** POST flatFee/getAddOnOptions: an image state holding only the flat-fee options. */
export const getAddOnOptions = () =>
  apiPost<{ guid: string; purchaseOptions: PurchaseOptions }>('flatFee/getAddOnOptions', {});
