// Paging and re-sorting a shown search (spec 2 section 4): the saved criteria posted again to the search's link
// (leading slash dropped) with pageNumber, sortKey and sortDirection; the server reads its kept result set.
import type { SortDirection } from '@portal/shared/search/result-kinds';
import type { SearchResponse } from '@portal/shared/search/results';
import { apiPost } from '#src/lib/api.ts';

export interface PageRequest {
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
}

export const pageSearch = (path: string, criteria: Record<string, string>, page: PageRequest) =>
  apiPost<SearchResponse>(path.replace(/^\//, ''), { ...criteria, ...page });
