// The caller's money e-mail settings: the monthly statement choice, and the low-balance alert of their escrow account
// when they administer it.
import type { MoneyMailSettings } from '@portal/shared/accounts/money-mail';
import { getMonthlyStatementOn, readLowBalanceState } from '#src/data/app/money-mail.ts';
import type { SessionUser } from '#src/platform/context.ts';

export async function getMoneyMail(county: string, user: SessionUser): Promise<MoneyMailSettings> {
  const [monthlyStatement, state] = await Promise.all([
    getMonthlyStatementOn(county, user.userId),
    user.role === 'ACCOUNT' ? readLowBalanceState(county, user.accountId) : undefined,
  ]);
  return {
    monthlyStatement,
    canChange: user.role !== 'GUEST',
    lowBalance:
      state?.paymentMethod === 'ESCROW' && state.accountType !== 'FLAT_FEE'
        ? { thresholdCents: state.lowBalanceThresholdCents ?? null, balanceCents: state.usageBalanceCents ?? 0 }
        : null,
  };
}
