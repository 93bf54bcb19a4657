// The monthly renewal in two phases. Mark: every active account with a monthly fee (or a flat fee level) not yet
// renewed this county month gets needsMonthlyRenewal and needsMonthlyRenewalJob, with the month (a conditional
// update: an account renewed this month is never marked again). Charge: each account the job marked is renewed as
// the account page's Run Monthly Renewal does (accounts/run-monthly-renewal.ts): one ledger event keyed by the
// account and month (MONTHLY_RENEWAL#YYYY-MM, attribute_not_exists) that moves the money in integer cents, resets a
// flat fee account's images, clears the marks and writes the audit entry in one transaction. A second run, or a
// run after one that died between the phases, charges nobody twice.

import { flatFeeLevel } from '@portal/shared/fees/flat-fee';
import { renewalKey } from '#src/areas/accounts/index.ts';
import { applyMoneyEvent } from '#src/areas/payments/index.ts';
import { type Account, listAccounts } from '#src/data/app/accounts.ts';
import { clearRenewalMarks, markAccountForRenewal } from '#src/data/app/maintenance.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';

/** The account item as the job leaves it: the month it marked the account for. */
type MarkedAccount = Account & { renewalJobMonth?: string };

const renews = (a: Account) =>
  a.status === 'A' && (a.monthlyFeeCents > 0 || (a.accountType === 'FLAT_FEE' && a.flatFeeRateLevel > 0));

/** Phase 1: marks the accounts due this month; answers how many it marked now. */
export async function markRenewals(county: string, month: string): Promise<number> {
  let marked = 0;
  for (const account of (await listAccounts(county)) as MarkedAccount[]) {
    if (!renews(account) || account.lastMonthlyRenewalKey === renewalKey(month)) continue;
    if (account.needsMonthlyRenewalJob && account.renewalJobMonth === month) continue;
    if (await markAccountForRenewal(county, account.id, month, renewalKey(month))) marked++;
  }
  return marked;
}

export interface ChargeReport {
  charged: number;
  /** escrow accounts whose balance could not pay: they stay marked for the account page's button */
  insufficient: string[];
}

/** Phase 2: renews every account the job marked for this month. */
export async function chargeRenewals(county: string, month: string, by: SessionUser): Promise<ChargeReport> {
  const report: ChargeReport = { charged: 0, insufficient: [] };
  const flatFee = await getConfig(county, 'flatFee');
  for (const account of (await listAccounts(county)) as MarkedAccount[]) {
    if (!account.needsMonthlyRenewalJob || account.renewalJobMonth !== month) continue;
    const level =
      account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0
        ? flatFeeLevel(account.flatFeeRateLevel, flatFee)
        : undefined;
    const amountCents = account.monthlyFeeCents || level?.monthlyCents || 0;
    const images = level && !level.unlimited ? (level.imagesIncluded ?? 0) : undefined;
    const result = await applyMoneyEvent({
      county,
      accountId: account.id,
      userId: by.userId,
      username: by.username,
      type: 'CHARGE',
      transactionType: 'MONTHLY_RENEWAL',
      idempotencyKey: renewalKey(month),
      amountCents,
      ...(images !== undefined ? { images } : {}),
      dataSource: 'SCHEDULE',
      balance: {
        kind: 'ACCOUNT',
        deltas: account.paymentMethod === 'ESCROW' && amountCents ? { usageBalanceCents: -amountCents } : {},
        set: {
          needsMonthlyRenewal: false,
          needsMonthlyRenewalJob: false,
          lastMonthlyRenewal: new Date().toISOString(),
          lastMonthlyRenewalKey: renewalKey(month),
          ...(images !== undefined ? { imagesRemaining: images } : {}),
        },
      },
      info: `Monthly renewal of ${account.name} for ${month}`,
      details: { month, imagesBefore: account.imagesRemaining, imagesAfter: images ?? account.imagesRemaining },
    });
    if (result.status === 'APPLIED') report.charged++;
    else if (result.status === 'REPLAYED') await clearRenewalMarks(county, account.id);
    else report.insufficient.push(account.name);
  }
  return report;
}
