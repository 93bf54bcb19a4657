// The Account Name field with its lookup (TRIMIN and COUNTY, spec 3 section 6): typing filters the county's
// accounts (controlPanel/accounts, the control panel's own list) and the choice names the account reported on;
// 'All accounts' reports on every one.
import type { AccountListContent } from '@portal/shared/accounts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { apiPost } from '#src/lib/api.ts';

export function AccountLookup({
  accountId,
  error,
  onChange,
}: {
  accountId: string;
  error?: string | undefined;
  onChange: (account: { accountId: string; accountName: string }) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const { data } = useSWR(['report accounts', filter], () =>
    apiPost<AccountListContent>('controlPanel/accounts', { filterText: filter, includeInactive: true, pageNumber: 1 }),
  );
  const accounts = data?.accounts ?? [];
  const options = [{ value: '', label: t('All accounts') }, ...accounts.map((a) => ({ value: a.id, label: a.name }))];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t('Account Name')} value={filter} onChange={setFilter} autoComplete="off" />
      <SelectField
        label={t('Account')}
        value={accountId}
        error={error}
        options={options}
        onChange={(id) => onChange({ accountId: id, accountName: accounts.find((a) => a.id === id)?.name ?? '' })}
      />
    </div>
  );
}
