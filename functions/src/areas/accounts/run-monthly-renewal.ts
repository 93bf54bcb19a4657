// controlPanel/runMonthlyRenewal: renews an account marked needsMonthlyRenewal now: charges its monthly fee (from
// the usage balance when it pays by escrow; billed otherwise), resets a flat fee account's images to its rate
// level's allowance, and clears the mark, as one ledger event keyed by the county month, so a renewal sent twice
// (or racing the scheduled job) is applied once.
import { accountMessages as m } from '@portal/shared/accounts/messages';
import { flatFeeLevel } from '@portal/shared/fees/flat-fee';
import { applyMoneyEvent } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { conflict } from '#src/platform/errors.ts';
import { managedAccount } from './managed-account.ts';

export const renewalKey = (month: string) => `MONTHLY_RENEWAL#${month}`;

export async function runMonthlyRenewal(
  county: string,
  caller: SessionUser,
  accountId: string,
): Promise<{ account: Account; message: string }> {
  const account = await managedAccount(county, accountId);
  const month = (await countyToday(county)).slice(0, 7);
  if (!account.needsMonthlyRenewal) {
    if (account.lastMonthlyRenewalKey === renewalKey(month)) return { account, message: m.renewed(account.name) };
    throw conflict(m.noRenewal);
  }
  const level =
    account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0
      ? flatFeeLevel(account.flatFeeRateLevel, await getConfig(county, 'flatFee'))
      : undefined;
  const amountCents = account.monthlyFeeCents || level?.monthlyCents || 0;
  const images = level && !level.unlimited ? (level.imagesIncluded ?? 0) : undefined;
  const at = new Date().toISOString();
  const result = await applyMoneyEvent({
    county,
    accountId,
    userId: caller.userId,
    username: caller.username,
    type: 'CHARGE',
    transactionType: 'MONTHLY_RENEWAL',
    idempotencyKey: renewalKey(month),
    amountCents,
    ...(images !== undefined ? { images } : {}),
    balance: {
      kind: 'ACCOUNT',
      deltas: account.paymentMethod === 'ESCROW' && amountCents ? { usageBalanceCents: -amountCents } : {},
      set: {
        needsMonthlyRenewal: false,
        lastMonthlyRenewal: at,
        lastMonthlyRenewalKey: renewalKey(month),
        ...(images !== undefined ? { imagesRemaining: images } : {}),
      },
    },
    info: `Monthly renewal of ${account.name} for ${month}`,
    details: { month, imagesBefore: account.imagesRemaining, imagesAfter: images ?? account.imagesRemaining },
  });
  if (result.status === 'INSUFFICIENT') throw conflict(m.insufficient);
  return { account: await managedAccount(county, accountId), message: m.renewed(account.name) };
}
