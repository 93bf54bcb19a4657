// One page of the Users or Accounts list (spec 3 sections 2.3, 2.4, 7.3, 7.4), kept by SWR under the filters and
// page. The server answers a cursor for the next page; it is kept per page number so that Next reads in one step
// and a page seen before is asked for the same way. New filters start again at page 1.
import type { ListQuery } from '@portal/shared/users/schemas';
import type { ListPage } from '@portal/shared/users/types';
import { useCallback, useState } from 'react';
import useSWR from 'swr';

export interface ListFilters {
  filterText: string;
  includeInactive: boolean;
}

/** Where a list's pages come from: the SWR key (the request path) and the request. */
export interface ListSource<C extends ListPage> {
  key: string;
  load: (query: ListQuery) => Promise<C>;
}

export function usePagedList<C extends ListPage>(source: ListSource<C>, initialFilterText = '') {
  const [filters, setFilters] = useState<ListFilters>({ filterText: initialFilterText, includeInactive: true });
  const [pageNumber, setPageNumber] = useState(1);
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const query: ListQuery = { ...filters, pageNumber, cursor: cursors[pageNumber] };
  const { data, error, isLoading, mutate } = useSWR([source.key, query], ([, q]) => source.load(q), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });

  const onFilters = useCallback((next: ListFilters) => {
    setFilters(next);
    setPageNumber(1);
    setCursors({});
  }, []);
  const goTo = (page: number) => {
    if (data?.nextCursor && page === data.pageNumber + 1) setCursors((c) => ({ ...c, [page]: data.nextCursor! }));
    setPageNumber(page);
  };
  /** A change answered the list again: show it in place, or the page before when the last row of a page went. */
  const replace = async (next: C, isEmpty: boolean) => {
    if (isEmpty && pageNumber > 1) setPageNumber(pageNumber - 1);
    else await mutate(next, false);
  };
  return { filters, onFilters, pageNumber, goTo, list: data, error, isLoading, replace };
}
