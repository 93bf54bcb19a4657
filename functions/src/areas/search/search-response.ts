// What every search answer carries besides its page (spec 2 section 3): the payment outcome, the user's balance
// (read after the payment seam, so a charge shows), the history (none kept for GUEST) and the county lockout.
import type { PaymentOutcome, SearchResponse, SearchResults } from '@portal/shared/search/results';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { loadSearchHistory, type SearchHistoryEntry } from './history-store.ts';
import { usageBalanceOf } from './usage-balance.ts';

export async function searchResponse(
  county: string,
  user: SessionUser,
  searchResults: SearchResults,
  payment: PaymentOutcome,
  /** the history when the caller already holds it (it just wrote it) */
  history?: Promise<SearchHistoryEntry[]>,
): Promise<SearchResponse> {
  const [usageBalance, searchHistoryList, lockout] = await Promise.all([
    usageBalanceOf(county, user),
    user.role === 'GUEST' ? [] : (history ?? loadSearchHistory(county, user.userId)),
    getConfig(county, 'userLockout'),
  ]);
  return {
    searchResults,
    ...payment,
    usageBalance,
    historyResults: { searchHistoryList },
    lockout: lockout.lockoutInPlace,
  };
}
