// What every search answer carries besides its page (spec 2 section 3): the payment outcome, the user's balance
// (an escrow balance read again only when the search was paid for, so a charge shows; a card payer's as the charge
// answered it), the history (none kept for GUEST) and the county lockout. Built after the charge, so none of its
// reads may fail a paid answer: each falls back (the balance worked out, the history and lockout as unknown).
import { readGroup } from '@portal/shared/config/groups';
import type { SearchResponse, SearchResults } from '@portal/shared/search/results';
import type { Account } from '#src/data/app/accounts.ts';
import { loadSearchHistory, type SearchHistoryEntry } from '#src/data/app/search-history.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { balanceAfter } from './balance-after.ts';
import type { Charge } from './charge-search.ts';

export interface ResponseParts {
  payment: Charge;
  /** the account as read before the charge */
  account?: Account | undefined;
  /** the history when the caller already holds it (it just wrote it) */
  history?: Promise<SearchHistoryEntry[]>;
}

export async function searchResponse(
  county: string,
  user: SessionUser,
  searchResults: SearchResults,
  { payment, account, history }: ResponseParts,
): Promise<SearchResponse> {
  const [usageBalance, searchHistoryList, lockout] = await Promise.all([
    balanceAfter(county, user, account, payment),
    user.role === 'GUEST'
      ? []
      : tolerated(payment, history ?? loadSearchHistory(county, user.userId), [], 'history not read'),
    tolerated(payment, getConfig(county, 'userLockout'), readGroup('userLockout', {}), 'lockout not read'),
  ]);
  return {
    searchResults,
    paymentNeeded: payment.paymentNeeded,
    paymentNeededAgain: payment.paymentNeededAgain,
    usageBalance,
    historyResults: { searchHistoryList },
    lockout: lockout.lockoutInPlace,
  };
}

/** A paid answer's part that may not fail it: its fallback, with a log line. Unpaid, a failure is the 503. */
async function tolerated<T>(payment: Charge, part: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await part;
  } catch (err) {
    if (!payment.paid) throw err;
    console.warn(`[search] ${what} after a charge`, err);
    return fallback;
  }
}
