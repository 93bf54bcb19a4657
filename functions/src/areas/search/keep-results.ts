// Sorts what a search found in the order asked for and, when it runs past one page or was paid for, keeps it as
// the user's result set. A free set of one page is not kept: paging it stays on that page and re-sorting searches
// again (free again), which costs what reading a kept set would. A paid one is kept so that re-sorting it is
// recognised as the search already paid for.
import { PAGE_SIZE, type ResultKind, type SortOrder } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { sortRows } from '@portal/shared/search/sort-rows';
import { putResultSet, type ResultSet } from './result-set-store.ts';
import type { FoundRows } from './run-query.ts';

export interface KeepRequest {
  county: string;
  userId: string;
  type: string;
  resultKind: ResultKind;
  hash: string;
  sort: SortOrder;
}

export interface Found {
  set: Omit<ResultSet, 'ttl'>;
  /** every row, in `set.sort` order */
  rows: ResultRow[];
}

export async function keepResults(r: KeepRequest, found: FoundRows, paid: boolean): Promise<Found> {
  const rows = sortRows(r.resultKind, found.rows as never[], r.sort.sortKey, r.sort.sortDirection) as ResultRow[];
  const set = {
    userId: r.userId,
    hash: r.hash,
    type: r.type,
    resultKind: r.resultKind,
    total: rows.length,
    truncated: found.truncated,
    sort: r.sort,
  };
  if (rows.length > PAGE_SIZE || paid) await putResultSet(r.county, set, rows);
  return { set, rows };
}
