// /controlPanel/accounts: the Accounts list (spec 3 sections 2.4, 4.4): filters, New and Export, ten rows a page,
// and each row's Edit, More (Access, Reload where allowed, Users(count)), Deactivate or Activate and Delete, each
// change asked first ('... Account {name} and users?'). A change answers the list again; its message is shown.
import type { AccountListContent, AccountRow } from '@portal/shared/accounts/types';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { type ListFilters, ListToolbar } from '#src/components/list-toolbar.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { Pager } from '#src/components/pager.tsx';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import { changeAccountStatusInList } from '../api/change-account-status.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { exportAccounts } from '../api/export-accounts.ts';
import { useAccounts } from '../api/list-accounts.ts';
import { errorText } from '../error-text.ts';
import { MoreMenu } from './more-menu.tsx';

const cell = 'px-3 py-2 text-sm';
const named = (a: AccountRow) => `${encodeURIComponent(a.id)}/${encodeURIComponent(a.name)}`;

export function AccountsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { alert, confirm, dialogs } = useDialogs();
  const me = useCurrentUser();
  const [filters, setFilters] = useState<ListFilters>({ filterText: '', includeInactive: true });
  const [pageNumber, setPageNumber] = useState(1);
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const { list, error, isLoading, replace } = useAccounts({ ...filters, pageNumber, cursor: cursors[pageNumber] });
  const { busy, run } = useOneStep((err) => void alert(t(errorText(err)), 'WARNING'));

  const onFilters = useCallback((next: ListFilters) => {
    setFilters(next);
    setPageNumber(1);
    setCursors({});
  }, []);
  const goTo = (page: number) => {
    if (list?.nextCursor && page === list.pageNumber + 1) setCursors((c) => ({ ...c, [page]: list.nextCursor! }));
    setPageNumber(page);
  };
  const change = async (question: string, call: () => Promise<{ list?: AccountListContent; message: string }>) => {
    if (!(await confirm(question))) return;
    let message = '';
    await run(async () => {
      const answer = await call();
      message = answer.message;
      const next = answer.list;
      if (!next) return;
      if (!next.accounts.length && pageNumber > 1) setPageNumber(pageNumber - 1);
      else await replace(next);
    });
    if (message) await alert(t(message));
  };
  const query = (a: AccountRow) => ({ ...filters, pageNumber, accountId: a.id });
  const toggle = (a: AccountRow) =>
    change(
      a.status === 'A'
        ? t('Deactivate Account {{name}} and users?', { name: a.name })
        : t('Activate Account {{name}} and users?', { name: a.name }),
      () => changeAccountStatusInList(query(a)),
    );
  const remove = (a: AccountRow) =>
    change(t('Delete account {{name}} and users?', { name: a.name }), () => deleteAccount(query(a)));

  return (
    <section aria-labelledby="accounts-title">
      <h1 id="accounts-title" className="mb-4 text-2xl font-semibold text-slate-900">
        {t('Accounts')}
      </h1>
      <ListToolbar
        filters={filters}
        onFilters={onFilters}
        allLabel={t('All Accounts')}
        activeLabel={t('Active Accounts Only')}
        onNew={() => navigate('/controlPanel/accounts/0')}
        onExport={() => run(() => exportAccounts(filters))}
        exporting={busy}
      />
      {error && <p className="mb-3 text-sm text-red-800">{t(errorText(error))}</p>}
      {/* The More menu is position: fixed, so the scroll box does not clip it. */}
      <ScrollBox label={t('Accounts')} className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{t('Accounts')}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                {t('Account')}
              </th>
              <th scope="col" className={cell}>
                {t('Type')}
              </th>
              <th scope="col" className={cell}>
                {t('Payment Method')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('Monthly Fee ($)')}
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list?.accounts.map((a) => (
              <tr key={a.id}>
                <td className={`${cell} font-medium text-slate-900`}>
                  {a.name}
                  {a.status !== 'A' && (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                      {t('inactive')}
                    </span>
                  )}
                </td>
                <td className={cell}>{t(a.accountTypeDescription)}</td>
                <td className={cell}>{t(a.paymentMethodDescription)}</td>
                <td className={`${cell} text-right tabular-nums`}>{a.monthlyFeeDescription}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      onClick={() => navigate(`/controlPanel/accounts/${encodeURIComponent(a.id)}`)}
                    >
                      {t('Edit')}
                    </Button>
                    <MoreMenu
                      label={a.name}
                      links={[
                        { to: `/controlPanel/accountPageAccess/${named(a)}`, label: t('Access') },
                        ...(a.reloadAllowed
                          ? [{ to: `/controlPanel/accountReload/${named(a)}`, label: t('Reload') }]
                          : []),
                        {
                          to: `/userManager?filter=${encodeURIComponent(a.name)}`,
                          label: t('Users({{count}})', { count: a.userCount }),
                        },
                      ]}
                    />
                    {/* Nobody deactivates or deletes their own account (the server refuses it too). */}
                    {a.id !== me?.accountId && (
                      <>
                        <Button variant="ghost" className="px-2 py-1" onClick={() => toggle(a)}>
                          {a.status === 'A' ? t('Deactivate') : t('Activate')}
                        </Button>
                        <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => remove(a)}>
                          {t('Delete')}
                        </Button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
            {list && !list.accounts.length && (
              <tr>
                <td colSpan={5} className={`${cell} text-center text-slate-600`}>
                  {t('No accounts found.')}
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
