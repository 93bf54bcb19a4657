// Keeps what a search found as the user's result set, sorted in the order asked for.
import type { ResultKind, SortOrder } from '@portal/shared/search/result-kinds';
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

/** The kept set and its rows in the order asked for (a fresh search answers its page from these). */
export async function keepResults(r: KeepRequest, found: FoundRows): Promise<{ set: ResultSet; rows: ResultRow[] }> {
  const rows = sortRows(r.resultKind, found.rows as never[], r.sort.sortKey, r.sort.sortDirection) as ResultRow[];
  const set = {
    userId: r.userId,
    hash: r.hash,
    type: r.type,
    resultKind: r.resultKind,
    total: rows.length,
    truncated: found.truncated,
  };
  return { set: await putResultSet(r.county, set, r.sort, rows), rows };
}
