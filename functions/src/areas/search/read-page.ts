// One page of a kept result set in the order asked for. An order not kept yet is made once from any kept one
// (sorting the whole set, not the page) and kept beside it.
import { PAGE_SIZE, type SortDirection, type SortOrder } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { sortRows } from '@portal/shared/search/sort-rows';
import { addSortOrder, CHUNK_ROWS, type ResultSet, readAllRows, readChunk, sortTag } from './result-set-store.ts';

export interface Page {
  rows: ResultRow[];
  /** the page answered: the one asked for, or the last one when it asked past the end */
  pageNumber: number;
  pageCount: number;
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

const orderOf = (tag: string): SortOrder => {
  const dot = tag.lastIndexOf('.');
  return { sortKey: tag.slice(0, dot), sortDirection: tag.slice(dot + 1) as SortDirection };
};

/** A page of the set; `fresh` holds the rows a search just kept, in `sort` order, so they are not read back. */
export async function readPage(
  county: string,
  set: ResultSet,
  sort: SortOrder,
  pageNumber: number,
  fresh?: ResultRow[],
): Promise<Page> {
  const pageCount = pageCountOf(set.total);
  const page = Math.min(Math.max(1, pageNumber), pageCount);
  const first = (page - 1) * PAGE_SIZE;
  if (fresh) return { rows: fresh.slice(first, first + PAGE_SIZE), pageNumber: page, pageCount };
  if (!set.total) return { rows: [], pageNumber: page, pageCount };
  if (set.sorts.includes(sortTag(sort))) {
    const chunk = Math.floor(first / CHUNK_ROWS);
    const rows = await readChunk(county, set, sort, chunk);
    const at = first - chunk * CHUNK_ROWS;
    return { rows: rows.slice(at, at + PAGE_SIZE), pageNumber: page, pageCount };
  }
  const kept = await readAllRows(county, set, orderOf(set.sorts[0]!));
  const sorted = sortRows(set.resultKind, kept as never[], sort.sortKey, sort.sortDirection) as ResultRow[];
  await addSortOrder(county, set, sort, sorted);
  return { rows: sorted.slice(first, first + PAGE_SIZE), pageNumber: page, pageCount };
}
