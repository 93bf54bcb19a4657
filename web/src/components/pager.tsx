// Result paging: 'Displaying Results: x-y of n', First/Prev/Next/Last, up to 10 page buttons, and -10/+10 jumps
// when there are more than 30 pages. The pager sizes itself to its own width (a container query), not the
// window's: in the results column beside a detail pane it shows the 5 pages nearest the current one on a line of
// their own, so the row never wraps and splits the page numbers.
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** 1-based current page */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** The window of up to `size` page numbers around the current page. */
export function pageWindow(page: number, pages: number, size = 10): number[] {
  const start = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const shape = 'min-w-9 rounded border px-2 py-1 text-sm disabled:cursor-not-allowed disabled:text-slate-400';
const btn = `${shape} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
// The current page: its own colours, never layered over btn's (both would set the background and text colour,
// and the stylesheet's order, not the class list, would decide which shows).
const current = `${shape} border-brand-600 bg-brand-600 font-semibold text-white hover:bg-brand-700`;

export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const go = (p: number) => onPage(Math.min(pages, Math.max(1, p)));
  const many = pages > 30;
  const nearest = new Set(pageWindow(page, pages, 5));
  return (
    <nav aria-label={t('Pages')} className="@container">
      <div className="flex flex-col items-center gap-2 @5xl:flex-row @5xl:justify-between">
        <p className="text-sm text-slate-700">
          {t('Displaying Results: {{from}}-{{to}} of {{total}}', { from, to, total })}
        </p>
        {pages > 1 && (
          <ul className="flex flex-wrap items-center justify-center gap-1">
            <li>
              <button type="button" className={btn} disabled={page === 1} onClick={() => go(1)}>
                {t('First')}
              </button>
            </li>
            {many && (
              <li>
                <button type="button" className={btn} disabled={page === 1} onClick={() => go(page - 10)}>
                  -10
                </button>
              </li>
            )}
            <li>
              <button type="button" className={btn} disabled={page === 1} onClick={() => go(page - 1)}>
                {t('Prev')}
              </button>
            </li>
            {pageWindow(page, pages).map((p) => (
              <li key={p} className={nearest.has(p) ? undefined : 'hidden @3xl:block'}>
                <button
                  type="button"
                  className={p === page ? current : btn}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('Page {{page}}', { page: p })}
                  onClick={() => go(p)}
                >
                  {p}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={btn} disabled={page === pages} onClick={() => go(page + 1)}>
                {t('Next')}
              </button>
            </li>
            {many && (
              <li>
                <button type="button" className={btn} disabled={page === pages} onClick={() => go(page + 10)}>
                  +10
                </button>
              </li>
            )}
            <li>
              <button type="button" className={btn} disabled={page === pages} onClick={() => go(pages)}>
                {t('Last')}
              </button>
            </li>
          </ul>
        )}
      </div>
    </nav>
  );
}
