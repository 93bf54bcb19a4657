// What every search answer carries besides its page (spec 2 section 3): the payment outcome, the user's balance
// (read again only when the search was paid for, so a charge shows), the history (none kept for GUEST) and the
// county lockout.
import type { PaymentOutcome, SearchResponse, SearchResults } from '@portal/shared/search/results';
import type { Account } from '#src/areas/accounts/store.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { loadSearchHistory, type SearchHistoryEntry } from './history-store.ts';
import { usageBalanceOf } from './usage-balance.ts';

export interface ResponseParts {
  payment: PaymentOutcome & { paid?: boolean };
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
    usageBalanceOf(county, user, payment.paid ? undefined : account),
    user.role === 'GUEST' ? [] : (history ?? loadSearchHistory(county, user.userId)),
    getConfig(county, 'userLockout'),
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
