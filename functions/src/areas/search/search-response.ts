// What every search answer carries besides its page (spec 2 section 3): the payment outcome, the user's balance
// (an escrow balance read again only when the search was paid for, so a charge shows; a card payer's as the charge
// answered it), the history (none kept for GUEST) and the county lockout.
import type { SearchResponse, SearchResults } from '@portal/shared/search/results';
import type { Account } from '#src/areas/accounts/store.ts';
import { usageBalanceOf } from '#src/areas/payments/usage-balance.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import type { Charge } from './charge-search.ts';
import { loadSearchHistory, type SearchHistoryEntry } from './history-store.ts';

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
    usageBalanceOf(county, user, {
      account,
      changed: payment.paid,
      preauthRemainingCents: payment.preauthRemainingCents,
    }),
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
