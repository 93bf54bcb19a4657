// Sorts what a search found in the order asked for and keeps it as the user's result set when it runs past one
// page or was paid for. A free set of one page is not kept: paging it stays on that page and re-sorting searches
// again (free again), which costs what reading a kept set would. A paid one is kept so that re-sorting it is
// recognised as the search already paid for: its items are written in the charge's own transaction
// (charge-search.ts), so a kept set never exists without its charge, nor a charge without its set.
import { PAGE_SIZE, type ResultKind, type SortOrder } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { sortRows } from '@portal/shared/search/sort-rows';
import { putResultSet, type ResultSet, type ResultSetItem, resultSetItems } from '#src/data/app/result-sets.ts';
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

export function sortFound(r: KeepRequest, found: FoundRows): Found {
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
  return { set, rows };
}

/** The items that keep a found set, for the charge's transaction. */
export const keptItems = (county: string, found: Found): ResultSetItem[] =>
  resultSetItems(county, found.set, found.rows);

/** Keeps a set no charge wrote: only when it runs past one page. */
export async function keepUnpaid(items: ResultSetItem[], found: Found): Promise<void> {
  if (found.rows.length > PAGE_SIZE) await putResultSet(items);
}
