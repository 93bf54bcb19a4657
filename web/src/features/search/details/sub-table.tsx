// A detail pane's table, 3 rows a page (spec 2 section 9) with its own small pager (3 page buttons; First and
// Last when there are more pages than that).
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '#src/components/pager.tsx';
import { DetailsTable } from './details-table.tsx';

export const SUB_TABLE_PAGE_SIZE = 3;

export interface SubTableProps<R> {
  title: string;
  headers: string[];
  rows: R[];
  cells: (row: R) => ReactNode[];
  /** a button beside the title (the legal description's Details) */
  action?: ReactNode;
}

const shape = 'min-w-7 rounded border px-1.5 py-0.5 text-xs disabled:text-slate-400';
const btn = `${shape} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
// the current page has its own colours, never layered over btn's (the stylesheet's order would decide)
const current = `${shape} border-brand-600 bg-brand-600 font-semibold text-white`;

export function SubTable<R>({ title, headers, rows, cells, action }: SubTableProps<R>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  if (!rows.length) return null;
  const pages = Math.ceil(rows.length / SUB_TABLE_PAGE_SIZE);
  const first = (page - 1) * SUB_TABLE_PAGE_SIZE;
  const window = pageWindow(page, pages, 3);
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">
          {title}
        </h3>
        {action}
      </div>
      <DetailsTable
        headers={headers}
        rows={rows.slice(first, first + SUB_TABLE_PAGE_SIZE).map((row, i) => ({ key: first + i, cells: cells(row) }))}
        cellClassName="px-2 py-1 align-top"
      />
      {pages > 1 && (
        <nav aria-label={t('{{table}} pages', { table: title })} className="mt-1 flex flex-wrap items-center gap-1">
          <span className="mr-2 text-xs text-slate-600">
            {t('{{from}}-{{to}} of {{total}}', {
              from: first + 1,
              to: Math.min(rows.length, first + SUB_TABLE_PAGE_SIZE),
              total: rows.length,
            })}
          </span>
          {pages > 3 && (
            <button type="button" className={btn} disabled={page === 1} onClick={() => setPage(1)}>
              {t('First')}
            </button>
          )}
          <button type="button" className={btn} disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('Prev')}
          </button>
          {window.map((p) => (
            <button
              key={p}
              type="button"
              className={p === page ? current : btn}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('Page {{page}}', { page: p })}
              onClick={() => setPage(p)}
            >
              {p}
            </button>
          ))}
          <button type="button" className={btn} disabled={page === pages} onClick={() => setPage(page + 1)}>
            {t('Next')}
          </button>
          {pages > 3 && (
            <button type="button" className={btn} disabled={page === pages} onClick={() => setPage(pages)}>
              {t('Last')}
            </button>
          )}
        </nav>
      )}
    </section>
  );
}
