// /controlPanel/accounts: the Accounts list (spec 3 sections 2.4, 4.4): filters, New and Export, ten rows a page,
// and each row's Edit, More (Access, Reload where allowed, Users(count)), Deactivate or Activate and Delete, each
// change asked first ('... Account {name} and users?'). A change answers the list again; its message is shown.
import type { AccountRow } from '@portal/shared/accounts/types';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminListPage } from '#src/components/admin-list-page.tsx';
import { listCell, RowActions, RowButton } from '#src/components/admin-list-row.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { changeAccountStatusInList } from '../api/change-account-status.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { exportAccounts } from '../api/export-accounts.ts';
import { accountsSource } from '../api/list-accounts.ts';
import { InactiveBadge } from './inactive-badge.tsx';
import { MoreMenu } from './more-menu.tsx';

const named = (a: AccountRow) => `${encodeURIComponent(a.id)}/${encodeURIComponent(a.name)}`;

export function AccountsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  return (
    <AdminListPage
      titleId="accounts-title"
      title={t('Accounts')}
      allLabel={t('All Accounts')}
      activeLabel={t('Active Accounts Only')}
      onNew={() => navigate('/controlPanel/accounts/0')}
      onExport={exportAccounts}
      source={accountsSource}
      rowsOf={(list) => list.accounts}
      columns={[
        { label: t('Account') },
        { label: t('Type') },
        { label: t('Payment Method') },
        { label: t('Monthly Fee ($)'), numeric: true },
      ]}
      emptyText={t('No accounts found.')}
      renderRow={(a, change) => (
        <tr key={a.id}>
          <td className={`${listCell} font-medium text-slate-900`}>
            {a.name}
            <InactiveBadge status={a.status} />
          </td>
          <td className={listCell}>{t(a.accountTypeDescription)}</td>
          <td className={listCell}>{t(a.paymentMethodDescription)}</td>
          <td className={`${listCell} text-right tabular-nums`}>{a.monthlyFeeDescription}</td>
          <RowActions
            changeable={a.id !== me?.accountId}
            toggleLabel={a.status === 'A' ? t('Deactivate') : t('Activate')}
            onToggle={() =>
              change(
                a.status === 'A'
                  ? t('Deactivate Account {{name}} and users?', { name: a.name })
                  : t('Activate Account {{name}} and users?', { name: a.name }),
                (at) => changeAccountStatusInList({ ...at, accountId: a.id }),
              )
            }
            onDelete={() =>
              change(t('Delete account {{name}} and users?', { name: a.name }), (at) =>
                deleteAccount({ ...at, accountId: a.id }),
              )
            }
          >
            <RowButton onClick={() => navigate(`/controlPanel/accounts/${encodeURIComponent(a.id)}`)}>
              {t('Edit')}
            </RowButton>
            {/* The More menu is position: fixed, so the list's scroll box does not clip it. */}
            <MoreMenu
              label={a.name}
              links={[
                { to: `/controlPanel/accountPageAccess/${named(a)}`, label: t('Access') },
                ...(a.reloadAllowed ? [{ to: `/controlPanel/accountReload/${named(a)}`, label: t('Reload') }] : []),
                {
                  to: `/userManager?filter=${encodeURIComponent(a.name)}`,
                  label: t('Users({{count}})', { count: a.userCount }),
                },
              ]}
            />
          </RowActions>
        </tr>
      )}
    />
  );
}
