// The Account Name field with its lookup (TRIMIN and COUNTY, spec 3 section 6): the account pick-list window
// (spec 2 'Modals', helperdata/accountscodedescription) names the account reported on; 'All accounts' (no
// choice, or the button that clears it) reports on every one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { PickListModal } from '#src/components/pick-list-modal.tsx';
import { listAccounts } from '#src/lib/pick-lists.ts';

export function AccountLookup({
  accountName,
  error,
  onChange,
}: {
  accountName: string;
  error?: string | undefined;
  onChange: (account: { accountId: string; accountName: string }) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-64 flex-1"
        label={t('Account Name')}
        value={accountName || t('All accounts')}
        error={error}
        readOnly
        onChange={() => {}}
      />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('Select Account')}
      </Button>
      {accountName && (
        <Button variant="secondary" onClick={() => onChange({ accountId: '', accountName: '' })}>
          {t('All accounts')}
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
