// One page of a search's rows in the order asked for: the rows come in the order they were kept and are sorted
// again (the whole set, not the page) when another order is asked.
import { PAGE_SIZE, type SortOrder } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { sortRows } from '@portal/shared/search/sort-rows';
import type { Found } from './keep-results.ts';

export interface Page {
  rows: ResultRow[];
  /** the page answered: the one asked for, or the last one when it asked past the end */
  pageNumber: number;
  pageCount: number;
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

const sameOrder = (a: SortOrder, b: SortOrder) => a.sortKey === b.sortKey && a.sortDirection === b.sortDirection;

export function pageOf({ set, rows }: Found, sort: SortOrder, pageNumber: number): Page {
  const pageCount = pageCountOf(set.total);
  const page = Math.min(Math.max(1, pageNumber), pageCount);
  const first = (page - 1) * PAGE_SIZE;
  const ordered = sameOrder(set.sort, sort)
    ? rows
    : (sortRows(set.resultKind, rows as never[], sort.sortKey, sort.sortDirection) as ResultRow[]);
  return { rows: ordered.slice(first, first + PAGE_SIZE), pageNumber: page, pageCount };
}
