// The usage balance an answer shows after its charge. Once money is taken nothing may fail the answer, so when the
// account cannot be read again the balance is worked out from the read before the charge.
import type { UsageBalance } from '@portal/shared/search/results';
import { usageBalanceOf } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import type { Charge } from './charge-search.ts';

export async function balanceAfter(
  county: string,
  user: SessionUser,
  account: Account | undefined,
  payment: Pick<Charge, 'paid' | 'cents' | 'preauthRemainingCents'>,
): Promise<UsageBalance | null> {
  const { paid, preauthRemainingCents } = payment;
  try {
    return await usageBalanceOf(county, user, { account, changed: paid, preauthRemainingCents });
  } catch (err) {
    if (!paid || !account) throw err; // nothing taken: the caller's 503 costs nothing
    console.warn(`[search] balance of ${user.userId} not read again after a charge; worked out instead`, err);
    const spent = account.paymentMethod === 'ESCROW' ? (payment.cents ?? 0) : 0;
    return usageBalanceOf(county, user, {
      account: { ...account, usageBalanceCents: account.usageBalanceCents - spent },
      preauthRemainingCents: preauthRemainingCents ?? 0,
    });
  }
}
