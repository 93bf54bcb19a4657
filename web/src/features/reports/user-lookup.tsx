// The Username field with its lookup (TRIMIN, COUNTY and ACCOUNT): typed, or chosen in the user pick-list window
// (spec 2 'Modals', helperdata/userscodedescription: the county's users for staff, an ACCOUNT administrator's own
// account's). A row reads 'username (Last, First)'; usernames hold no spaces, so the username is its first word.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { PickListModal } from '#src/components/pick-list-modal.tsx';
import { listUsers } from '#src/lib/pick-lists.ts';

export function UserLookup({
  username,
  error,
  onChange,
}: {
  username: string;
  error?: string | undefined;
  onChange: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-end gap-3">
      <TextField
        className="min-w-0 flex-1"
        label={t('Username')}
        value={username}
        error={error}
        autoComplete="off"
        onChange={onChange}
      />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('Select User')}
      </Button>
      {open && (
        <PickListModal
          title={t('Select a User')}
          load={listUsers}
          showCode={false}
          onPick={(u) => {
            onChange(u.description.split(' ')[0] ?? '');
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
