// Search history (spec 2): the current user's last five searches, newest first, kept on the current user. Every
// search answer refreshes it together with the usage balance and the lockout flag.
import type { SearchHistoryEntry, SearchResponse } from '@portal/shared/search/results';
import { type SearchType, searchTypes } from '@portal/shared/search/search-types';
import { type CurrentUser, getCurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import { type Criteria, storeLockout, textValues } from './search-state.ts';

export const HISTORY_SIZE = 5;

export const isSearchType = (type: string | undefined): type is SearchType =>
  !!type && Object.hasOwn(searchTypes, type);

export function historyOf(user: CurrentUser | null): SearchHistoryEntry[] {
  return ((user?.searchHistoryList ?? []) as SearchHistoryEntry[]).slice(0, HISTORY_SIZE);
}

/** The criteria of history entry n (1-based), when it is a search of that type. */
export function historyCriteria(user: CurrentUser | null, type: SearchType, n: string | undefined): Criteria | null {
  const entry = historyOf(user)[Number(n) - 1];
  if (!entry || entry.type !== type) return null;
  try {
    return textValues(JSON.parse(entry.criteriaJson));
  } catch {
    return null;
  }
}

type Answer = Partial<Pick<SearchResponse, 'usageBalance' | 'historyResults' | 'lockout'>>;

/** Keeps what any search answer carries: balance, history and the lockout flag. */
export function applySearchAnswer(answer: Answer, envelopeLockout?: boolean): void {
  const user = getCurrentUser();
  if (user) {
    setCurrentUser({
      ...user,
      usageBalance: answer.usageBalance !== undefined ? answer.usageBalance : user.usageBalance,
      searchHistoryList: answer.historyResults?.searchHistoryList ?? user.searchHistoryList,
    });
  }
  const lockout = answer.lockout ?? envelopeLockout;
  if (lockout !== undefined) storeLockout(lockout);
}
