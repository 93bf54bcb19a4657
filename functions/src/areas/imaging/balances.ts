// The balance an order is measured against: escrow cents, flat-fee images remaining, the unspent part of a card
// preauthorization, or what an invoice account owes.
import type { BalanceKind } from '@portal/shared/imaging/fee-schedule';
import { openPreauthorization } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';

export interface Balance {
  amount: number;
  preauthorized: boolean;
}

export async function balanceFor(
  county: string,
  userId: string,
  account: Account,
  kind: BalanceKind,
): Promise<Balance> {
  switch (kind) {
    case 'IMAGES':
      return { amount: account.imagesRemaining, preauthorized: false };
    case 'ESCROW':
    case 'INVOICE':
      return { amount: account.usageBalanceCents, preauthorized: false };
    case 'PREAUTH': {
      const preauth = await openPreauthorization(county, userId);
      return preauth ? { amount: preauth.remainingCents, preauthorized: true } : { amount: 0, preauthorized: false };
    }
  }
}
