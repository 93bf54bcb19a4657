// The account of the user entry form (spec 3 section 6): TRIMIN and COUNTY choose it in the shared account
// pick-list window (spec 2 'Modals'), filtered on the server since a county may hold thousands of accounts; an
// account administrator's users stay in its own account, so the field only shows it.
import type { UserDetails } from '@portal/shared/users/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { PickListModal } from '#src/components/pick-list-modal.tsx';
import { listAccounts } from '#src/lib/pick-lists.ts';

export interface AccountPickerProps {
  details: Pick<UserDetails, 'accountChoices' | 'allowedAccounts'>;
  value: { accountId: string; accountName: string };
  onChange: (account: { accountId: string; accountName: string }) => void;
  error?: string;
  disabled?: boolean;
}

export function AccountPicker({ details, value, onChange, error, disabled }: AccountPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = value.accountName || details.allowedAccounts.find((a) => a.id === value.accountId)?.name || '';
  return (
    <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
      <TextField
        className="min-w-64 flex-1"
        label={t('Account')}
        name="accountName"
        required
        readOnly
        value={name}
        error={error}
        disabled={disabled}
        onChange={() => {}}
      />
      {details.accountChoices === 'ALL' && (
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
          {t('Select Account')}
        </Button>
      )}
      {open && (
        <PickListModal
          title={t('Select an Account')}
          load={listAccounts}
          showCode={false}
          onPick={(a) => {
            onChange({ accountId: a.code, accountName: a.description });
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
