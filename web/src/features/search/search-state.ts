// What the search area keeps across reloads (persistent-state, wiped on logout): the last criteria of each form,
// the search whose results are shown with its current page, and the lockout flag of the last search answer.
import type { ResultKind } from '@portal/shared/search/result-kinds';
import type { ResultRow, SearchResults } from '@portal/shared/search/results';
import { type SearchType, searchLink, searchTypes } from '@portal/shared/search/search-types';
import { usePersistentState, writeStored } from '#src/lib/persistent-state.ts';

export type Criteria = Record<string, string>;

/** The search behind the results screen: its form type, the criteria sent, and the page of results shown. */
export interface ShownSearch {
  type: SearchType;
  criteria: Criteria;
  results: SearchResults<ResultRow>;
}

const criteriaKey = (type: SearchType) => `searchCriteria:${type}`;
const SHOWN = 'searchShown';
const LOCKOUT = 'searchLockout';

export const useStoredCriteria = (type: SearchType) => usePersistentState<Criteria | null>(criteriaKey(type), null);
export const storeCriteria = (type: SearchType, criteria: Criteria | null) =>
  writeStored(criteriaKey(type), criteria ?? undefined);

export const useShownSearch = () => usePersistentState<ShownSearch | null>(SHOWN, null);
export const storeShownSearch = (shown: ShownSearch) => writeStored(SHOWN, shown);

export const storeLockout = (lockout: boolean) => writeStored(LOCKOUT, lockout);

/** The kind of results a shown search has (the server says; the form type's kind otherwise). */
export const kindOf = (shown: ShownSearch): ResultKind =>
  shown.results.resultKind ?? searchTypes[shown.type].resultKind;

/** The call path that pages the shown search, without its leading slash. */
export const pagingPath = (shown: ShownSearch) => (shown.results.link || searchLink(shown.type)).replace(/^\//, '');

/** Only the text values of criteria (history JSON or a stored object may hold anything). */
export function textValues(value: unknown): Criteria {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
