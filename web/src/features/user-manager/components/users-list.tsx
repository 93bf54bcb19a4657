// /userManager: the Users list (spec 3 sections 2.3, 4.3, 4.4): filters, New and Export, ten rows a page, and each
// row's Edit, Password, Deactivate or Activate (asking first for a locked or pending user) and Delete (asking
// first). A change answers the list again at the page shown; the server's message is shown.
import { activateConfirmation, toggleOf } from '@portal/shared/users/user-status';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdminListPage } from '#src/components/admin-list-page.tsx';
import { listCell, RowActions, RowButton } from '#src/components/admin-list-row.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { changeUserStatusInList } from '../api/change-user-status.ts';
import { deleteUser } from '../api/delete-user.ts';
import { exportUsers } from '../api/export-users.ts';
import { usersSource } from '../api/list-users.ts';
import { roleLabels } from './role-labels.ts';
import { StatusBadge } from './status-badge.tsx';

export function UsersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  // The Accounts list's Users(count) link opens the list filtered by the account's name.
  const [params] = useSearchParams();
  return (
    <AdminListPage
      titleId="users-title"
      title={t('Users')}
      allLabel={t('All Users')}
      activeLabel={t('Active Users Only')}
      onNew={() => navigate('/userManager/0')}
      onExport={exportUsers}
      source={usersSource}
      initialFilterText={params.get('filter') ?? ''}
      rowsOf={(list) => list.users}
      columns={[{ label: t('Username') }, { label: t('Name') }, { label: t('Account') }, { label: t('User Type') }]}
      emptyText={t('No users found.')}
      renderRow={(user, change) => {
        const question = user.status === 'A' ? undefined : activateConfirmation(user.status);
        return (
          <tr key={user.id}>
            <td className={`${listCell} font-medium text-slate-900`}>
              {user.username}
              <StatusBadge status={user.status} />
            </td>
            <td className={listCell}>{user.name}</td>
            <td className={listCell}>{user.accountName}</td>
            <td className={listCell}>{t(roleLabels[user.role])}</td>
            <RowActions
              changeable={user.id !== me?.userId}
              toggleLabel={toggleOf(user.status) === 'Activate' ? t('Activate') : t('Deactivate')}
              onToggle={() =>
                change(question && t(question), (at) => changeUserStatusInList({ ...at, userId: user.id }))
              }
              onDelete={() =>
                change(t('Delete User {{username}}?', { username: user.username }), (at) =>
                  deleteUser({ ...at, userId: user.id }),
                )
              }
            >
              <RowButton onClick={() => navigate(`/userManager/${user.id}`)}>{t('Edit')}</RowButton>
              <RowButton onClick={() => navigate(`/userManager/UserPassword/${user.id}`)}>{t('Password')}</RowButton>
            </RowActions>
          </tr>
        );
      }}
    />
  );
}
