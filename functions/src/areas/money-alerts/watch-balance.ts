// The low-balance alert (issue 31): after a money event on an escrow balance, a charge that leaves the balance below
// the account's threshold sends ONE e-mail to its administrators, and a credit that lifts it back to the threshold
// or above re-arms it. Once, whatever the race: the alert is claimed by a conditional write of a mark on the
// account item (money-mail.ts claimLowBalanceAlert), so of two charges crossing at once only one mails; the mark
// stays until the balance is at or above the threshold again. Accounts without a threshold cost one key read, or
// none when the charge's caller read the account just before (a search's or a report's charge): a threshold set
// in between is seen at the next charge.
// The charge is already written when this runs: a failure here is logged, never the charge's answer.
import {
  claimLowBalanceAlert,
  readLowBalanceState,
  rearmLowBalanceAlert,
  releaseLowBalanceAlert,
} from '#src/data/app/money-mail.ts';
import { mailLowBalance } from './low-balance-mail.ts';

/** What the watch reads of a money event (payments/ledger.ts MoneyEvent has it; no import, so no area cycle). */
export interface WatchedEvent {
  county: string;
  accountId: string;
  userId: string;
  username: string;
  balance?: { kind: 'ACCOUNT'; deltas: { usageBalanceCents?: number } } | { kind: 'PREAUTH' };
  accountBefore?: { lowBalanceThresholdCents?: number; lowBalanceAlertedAt?: string };
}

export async function watchBalance(event: WatchedEvent): Promise<void> {
  const delta = event.balance?.kind === 'ACCOUNT' ? (event.balance.deltas.usageBalanceCents ?? 0) : 0;
  if (!delta) return;
  const before = event.accountBefore;
  if (before && before.lowBalanceThresholdCents === undefined && !before.lowBalanceAlertedAt) return;
  try {
    const state = await readLowBalanceState(event.county, event.accountId);
    const threshold = state?.lowBalanceThresholdCents;
    if (!state || threshold === undefined) return;
    if (delta > 0) {
      if (state.lowBalanceAlertedAt && state.usageBalanceCents >= threshold)
        await rearmLowBalanceAlert(event.county, event.accountId);
      return;
    }
    if (state.lowBalanceAlertedAt || state.usageBalanceCents >= threshold) return;
    const at = new Date().toISOString();
    const claimed = await claimLowBalanceAlert(event.county, event.accountId, at, {
      county: event.county,
      type: 'LOW_BALANCE_ALERT',
      accountId: event.accountId,
      userId: event.userId,
      username: event.username,
      info: `Balance ${state.usageBalanceCents} cents below the threshold of ${threshold} cents`,
    });
    if (!claimed) return;
    try {
      await mailLowBalance(event.county, event.accountId, state.name, state.usageBalanceCents, threshold);
    } catch (err) {
      await releaseLowBalanceAlert(event.county, event.accountId, at);
      throw err;
    }
  } catch (err) {
    console.error(`[low-balance] ${event.county} ${event.accountId}`, err);
  }
}
