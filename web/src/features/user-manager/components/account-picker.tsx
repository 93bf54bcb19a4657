// The account choice of the user entry form (spec 3 section 6): an account administrator's own account only;
// TRIMIN and COUNTY look the county's accounts up by name as they type (a county may hold thousands).
import type { UserDetails } from '@portal/shared/users/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { useAccountChoices } from '../api/find-accounts.ts';

export interface AccountPickerProps {
  details: Pick<UserDetails, 'accountChoices' | 'allowedAccounts'>;
  value: { accountId: string; accountName: string };
  onChange: (account: { accountId: string; accountName: string }) => void;
  error?: string;
  disabled?: boolean;
}

export function AccountPicker({ details, value, onChange, error, disabled }: AccountPickerProps) {
  const { t } = useTranslation();
  const all = details.accountChoices === 'ALL';
  const [typed, setTyped] = useState('');
  const [filterText, setFilterText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFilterText(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useAccountChoices(filterText, all && !disabled);
  const choices = new Map<string, string>();
  if (value.accountId) choices.set(value.accountId, value.accountName);
  for (const a of details.allowedAccounts) choices.set(a.id, a.name);
  for (const a of found) choices.set(a.id, a.name);
  const options = [...choices].map(([id, name]) => ({ value: id, label: name }));
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      {all && (
        <TextField
          label={t('Find Account')}
          type="search"
          value={typed}
          maxLength={100}
          onChange={setTyped}
          disabled={disabled}
          hint={t('Type part of an account name.')}
        />
      )}
      <SelectField
        label={t('Account')}
        required
        value={value.accountId}
        disabled={disabled || details.accountChoices !== 'ALL'}
        onChange={(id) => onChange({ accountId: id, accountName: choices.get(id) ?? '' })}
        error={error}
        options={[{ value: '', label: t('Choose an account') }, ...options]}
      />
    </div>
  );
}
