// The page the Users and Accounts lists share (spec 3 sections 2.3, 2.4, 4.3, 4.4): filters, New and Export, ten
// rows a page with the row actions last, and the pager. The feature names the columns and draws each row; a row's
// status change or delete goes through `change`: asked first, run under the loading overlay, the list answered
// again replaces the page shown, then the server's message is shown.
import type { ListQuery } from '@portal/shared/users/schemas';
import type { ListPage } from '@portal/shared/users/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#src/lib/error-text.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import { type ListFilters, type ListSource, usePagedList } from '#src/lib/use-paged-list.ts';
import { listCell } from './admin-list-row.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { Pager } from './pager.tsx';
import { ScrollBox } from './scroll-box.tsx';
import { useDialogs } from './use-dialogs.tsx';

/** The filters and page a row change is sent with, so that the server answers the same page again. */
export type ListAt = Omit<ListQuery, 'cursor'>;
export type ListChange<C> = (
  question: string | undefined,
  call: (at: ListAt) => Promise<{ list?: C; message: string }>,
) => Promise<void>;

export interface AdminListPageProps<C extends ListPage, R> {
  /** the heading's id, which names the section */
  titleId: string;
  /** the heading, the table's caption and the scroll box's name */
  title: string;
  allLabel: string;
  activeLabel: string;
  onNew: () => void;
  onExport: (filters: ListFilters) => Promise<void>;
  source: ListSource<C>;
  initialFilterText?: string;
  rowsOf: (list: C) => R[];
  /** the header cells before the actions column; `numeric` ones are right-aligned */
  columns: { label: string; numeric?: boolean }[];
  /** one <tr>, its last cell the row actions */
  renderRow: (row: R, change: ListChange<C>) => ReactNode;
  emptyText: string;
}

export function AdminListPage<C extends ListPage, R>(props: AdminListPageProps<C, R>) {
  const { t } = useTranslation();
  const { alert, confirm, dialogs } = useDialogs();
  const { filters, onFilters, pageNumber, goTo, list, error, isLoading, replace } = usePagedList(
    props.source,
    props.initialFilterText,
  );
  const { busy, run } = useOneStep((err) => void alert(t(errorText(err)), 'WARNING'));
  const rows = list ? props.rowsOf(list) : [];

  // The question is asked before, and the message shown after, the call: the overlay covers the call only.
  const change: ListChange<C> = async (question, call) => {
    if (question && !(await confirm(question))) return;
    let message = '';
    await run(async () => {
      const answer = await call({ ...filters, pageNumber });
      message = answer.message;
      if (answer.list) await replace(answer.list, !props.rowsOf(answer.list).length);
    });
    if (message) await alert(t(message));
  };

  return (
    <section aria-labelledby={props.titleId}>
      <h1 id={props.titleId} className="mb-4 text-2xl font-semibold text-slate-900">
        {props.title}
      </h1>
      <ListToolbar
        filters={filters}
        onFilters={onFilters}
        allLabel={props.allLabel}
        activeLabel={props.activeLabel}
        onNew={props.onNew}
        onExport={() => run(() => props.onExport(filters))}
        exporting={busy}
      />
      {error && <p className="mb-3 text-sm text-red-800">{t(errorText(error))}</p>}
      <ScrollBox label={props.title} className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{props.title}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {props.columns.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? `${listCell} text-right` : listCell}>
                  {c.label}
                </th>
              ))}
              <th scope="col" className={listCell}>
                <span className="sr-only">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => props.renderRow(row, change))}
            {list && !rows.length && (
              <tr>
                <td colSpan={props.columns.length + 1} className={`${listCell} text-center text-slate-600`}>
                  {props.emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollBox>
      <div className="mt-3">
        <Pager page={pageNumber} pageSize={list?.pageSize ?? 10} total={list?.total ?? 0} onPage={goTo} />
      </div>
      {(busy || (isLoading && !list)) && <LoadingOverlay />}
      {dialogs}
    </section>
  );
}
