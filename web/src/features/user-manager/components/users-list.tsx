// /userManager: the Users list (spec 3 sections 2.3, 4.3, 4.4): filters, New and Export, ten rows a page, and each
// row's Edit, Password, Deactivate or Activate (asking first for a locked or pending user) and Delete (asking
// first). A change answers the list again at the page shown; the server's message is shown.
import type { UserListContent, UserRow } from '@portal/shared/users/types';
import { activateConfirmation, toggleOf } from '@portal/shared/users/user-status';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { type ListFilters, ListToolbar } from '#src/components/list-toolbar.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { Pager } from '#src/components/pager.tsx';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import { changeUserStatusInList } from '../api/change-user-status.ts';
import { deleteUser } from '../api/delete-user.ts';
import { exportUsers } from '../api/export-users.ts';
import { useUsers } from '../api/list-users.ts';
import { errorText } from '../error-text.ts';
import { roleLabels } from './role-labels.ts';
import { StatusBadge } from './status-badge.tsx';

const cell = 'px-3 py-2 text-sm';

export function UsersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { alert, confirm, dialogs } = useDialogs();
  const me = useCurrentUser();
  // The Accounts list's Users(count) link opens the list filtered by the account's name.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ListFilters>({
    filterText: params.get('filter') ?? '',
    includeInactive: true,
  });
  const [pageNumber, setPageNumber] = useState(1);
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const query = { ...filters, pageNumber, cursor: cursors[pageNumber] };
  const { list, error, isLoading, replace } = useUsers(query);
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
  const listQuery = (userId: string) => ({ ...filters, pageNumber, userId });

  // Questions are asked before, and the server's message shown after, the call (the overlay covers the call only).
  const change = async (call: () => Promise<{ list?: UserListContent; message: string }>) => {
    let message = '';
    await run(async () => {
      const answer = await call();
      message = answer.message;
      const next = answer.list;
      if (!next) return;
      // The last row of the last page gone: show the page before.
      if (!next.users.length && pageNumber > 1) setPageNumber(pageNumber - 1);
      else await replace(next);
    });
    if (message) await alert(t(message));
  };
  const toggle = async (user: UserRow) => {
    const question = user.status === 'A' ? undefined : activateConfirmation(user.status);
    if (question && !(await confirm(t(question)))) return;
    await change(() => changeUserStatusInList(listQuery(user.id)));
  };
  const remove = async (user: UserRow) => {
    if (!(await confirm(t('Delete User {{username}}?', { username: user.username })))) return;
    await change(() => deleteUser(listQuery(user.id)));
  };

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title" className="mb-4 text-2xl font-semibold text-slate-900">
        {t('Users')}
      </h1>
      <ListToolbar
        filters={filters}
        onFilters={onFilters}
        allLabel={t('All Users')}
        activeLabel={t('Active Users Only')}
        onNew={() => navigate('/userManager/0')}
        onExport={() => run(() => exportUsers(filters))}
        exporting={busy}
      />
      {error && <p className="mb-3 text-sm text-red-800">{t(errorText(error))}</p>}
      <ScrollBox label={t('Users')} className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{t('Users')}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                {t('Username')}
              </th>
              <th scope="col" className={cell}>
                {t('Name')}
              </th>
              <th scope="col" className={cell}>
                {t('Account')}
              </th>
              <th scope="col" className={cell}>
                {t('User Type')}
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list?.users.map((user) => (
              <tr key={user.id}>
                <td className={`${cell} font-medium text-slate-900`}>
                  {user.username}
                  <StatusBadge status={user.status} />
                </td>
                <td className={cell}>{user.name}</td>
                <td className={cell}>{user.accountName}</td>
                <td className={cell}>{t(roleLabels[user.role])}</td>
                <td className={`${cell} whitespace-nowrap text-right`}>
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" className="px-2 py-1" onClick={() => navigate(`/userManager/${user.id}`)}>
                      {t('Edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      onClick={() => navigate(`/userManager/UserPassword/${user.id}`)}
                    >
                      {t('Password')}
                    </Button>
                    {/* Nobody deactivates or deletes their own user (the server refuses it too). */}
                    {user.id !== me?.userId && (
                      <>
                        <Button variant="ghost" className="px-2 py-1" onClick={() => toggle(user)}>
                          {toggleOf(user.status) === 'Activate' ? t('Activate') : t('Deactivate')}
                        </Button>
                        <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={() => remove(user)}>
                          {t('Delete')}
                        </Button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
            {list && !list.users.length && (
              <tr>
                <td colSpan={5} className={`${cell} text-center text-slate-600`}>
                  {t('No users found.')}
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
