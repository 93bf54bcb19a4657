// Paging and sorting the shown search (spec 2 section 4): the saved criteria posted again with a page number and
// the sort; the answer replaces the page and updates balance and history. A failure is silent (section 8).
import { defaultSort, type SortOrder } from '@portal/shared/search/result-kinds';
import { useSubmitGuard } from '#src/lib/form.ts';
import { pageSearch } from '../api/page-search.ts';
import { applySearchAnswer } from '../search-history.ts';
import { useSearchSession } from '../search-session.tsx';
import { kindOf, pagingPath, type ShownSearch, storeShownSearch } from '../search-state.ts';

export function useResultPaging(shown: ShownSearch) {
  const { askPayment } = useSearchSession();
  const guard = useSubmitGuard();
  const fallback = defaultSort[kindOf(shown)];
  const sort: SortOrder = {
    sortKey: shown.results.sortKey || fallback.sortKey,
    sortDirection: shown.results.sortDirection || fallback.sortDirection,
  };

  const load = (pageNumber: number, order: SortOrder): Promise<void> =>
    guard.run(async () => {
      try {
        const answer = await pageSearch(pagingPath(shown), shown.criteria, { pageNumber, ...order });
        applySearchAnswer(answer);
        if (askPayment(answer, shown.type, () => void load(pageNumber, order))) return;
        storeShownSearch({ ...shown, results: answer.searchResults });
      } catch (err) {
        console.warn('paging failed', err);
      }
    });

  return {
    sort,
    busy: guard.running,
    goToPage: (pageNumber: number) => load(pageNumber, sort),
    sortBy: (order: SortOrder) => load(1, order),
  };
}
