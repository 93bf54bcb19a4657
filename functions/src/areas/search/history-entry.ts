// A search as its Recent Searches entry: the call path that pages it, the form type that re-runs it, its criteria
// as the form restores them, and how it reads.
import { describeCriteria } from '@portal/shared/search/describe-criteria';
import type { SearchHistoryEntry } from '@portal/shared/search/results';
import { type SearchType, searchLink } from '@portal/shared/search/search-types';

export function historyEntry(type: SearchType, criteria: Record<string, unknown>): SearchHistoryEntry {
  return {
    link: searchLink(type),
    type,
    criteriaJson: JSON.stringify(criteria),
    ...describeCriteria(type, criteria),
  };
}
