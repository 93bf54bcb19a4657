// A results screen (spec 2 'Result screens'): 10 rows a page with 'Displaying Results: x-y of n' and the pager,
// the sort select and ASC/DESC toggle (each re-sorts on the server), the truncation badge at 1000 or more, the
// Image/Certificate, Tax and GIS buttons, and the chosen row's detail pane (or the prompt to choose one). When
// results arrive the heading takes focus (once), so a keyboard or screen reader user lands on them and hears them.
import { searchMessages } from '@portal/shared/search/messages';
import { MAX_RESULTS, PAGE_SIZE, type ResultKind } from '@portal/shared/search/result-kinds';
import type { DocumentResultRow, ResultRow } from '@portal/shared/search/results';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pager } from '#src/components/pager.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { rememberPageMatches } from '#src/lib/page-highlight.ts';
import { useCardTokenOnOpen } from '#src/lib/payments-api.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { useSearchSession } from '../search-session.tsx';
import { kindOf, type ShownSearch, useShownSearch } from '../search-state.ts';
import { useCountyLabels } from '../search-titles.ts';
import { SEARCH_RESULTS_ID } from '../skip-targets.ts';
import { withMatchedColumn } from './matched-column.tsx';
import { withPageWordsColumn } from './page-words-column.tsx';
import { ResultActions } from './result-actions.tsx';
import { ResultTable } from './result-table.tsx';
import { resultView } from './result-views.tsx';
import { SortControls } from './sort-controls.tsx';
import { useResultPaging } from './use-result-paging.ts';
import { useResultsAnnouncer } from './use-results-announcer.ts';

export function ResultsPage({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation();
  const [shown] = useShownSearch();
  if (!shown || kindOf(shown) !== kind) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
        {t('There are no results to show. Start a search from the list of searches.')}
      </p>
    );
  }
  return <ShownResults key={`${shown.type}:${JSON.stringify(shown.criteria)}`} shown={shown} kind={kind} />;
}

function ShownResults({ shown, kind }: { shown: ShownSearch; kind: ResultKind }) {
  const { t } = useTranslation();
  const headingId = SEARCH_RESULTS_ID;
  const heading = useRef<HTMLHeadingElement>(null);
  // mounted once per search shown (keyed by it): paging and sorting keep focus where the user put it
  useEffect(() => heading.current?.focus(), []);
  const labels = useCountyLabels();
  const fileNumbers = useCountyConfig().landlink?.fileNumbers === true;
  const { setCardToken } = useSearchSession();
  useCardTokenOnOpen(setCardToken);
  const paging = useResultPaging(shown);
  const [selected, setSelected] = useState<ResultRow | null>(null);
  const view = resultView(kind);
  const context = { t, labels, fileNumbers };
  const results = shown.results;
  const truncated = results.truncated || results.totalRecordCount >= MAX_RESULTS;
  const { Details } = view;
  const page = results.pageNumber || 1;
  const pageSize = results.pageSize || PAGE_SIZE;
  useResultsAnnouncer({ total: results.totalRecordCount, page, pageSize }, paging.busy);
  // a 'Words on the page' search's rows: the page view highlights their words (issue 33)
  useEffect(() => rememberPageMatches(results.searchResultList as DocumentResultRow[]), [results]);

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby={headingId}
        aria-busy={paging.busy}
        className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
            {view.title(context)}
          </h1>
          <Link to={`/search/${shown.type}`} className="text-sm text-brand-700 underline">
            {t('Back to the search form')}
          </Link>
        </div>
        {truncated && (
          <p>
            <StatusBadge tone="amber">{t(searchMessages.truncated)}</StatusBadge>
          </p>
        )}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SortControls
            options={view.sortOptions(context)}
            sort={paging.sort}
            disabled={paging.busy}
            onSort={(order) => void paging.sortBy(order)}
          />
          <ResultActions kind={kind} selected={selected} />
        </div>
        <Pager
          page={page}
          pageSize={pageSize}
          total={results.totalRecordCount}
          onPage={(page) => void paging.goToPage(page)}
        />
        <ResultTable
          caption={view.title(context)}
          sort={paging.sort}
          columns={withPageWordsColumn(
            t,
            withMatchedColumn(t, view.columns(context), results.searchResultList),
            results.searchResultList,
            String(shown.criteria.words ?? ''),
          )}
          rows={results.searchResultList}
          rowId={view.rowId}
          selectedId={selected ? view.rowId(selected) : null}
          onSelect={setSelected}
        />
      </section>
      <div className="min-w-0">
        {selected ? (
          <Details key={view.rowId(selected)} row={selected} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-center text-slate-600">
            {t('Click on a record to view details and images')}
          </p>
        )}
      </div>
    </div>
  );
}
