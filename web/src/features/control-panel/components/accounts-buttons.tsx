// The foot of every account screen (entry, Access, Reload): Save, its status and the way back to the accounts list.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryButtons } from '#src/components/entry-page.tsx';
import type { FormStatus } from '#src/components/form-status.tsx';

export function AccountsButtons(props: {
  className: string;
  status: FormStatus;
  submitDisabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntryButtons
      {...props}
      submitLabel={t('Save')}
      backTo="/controlPanel/accounts"
      backLabel={t('Back to Accounts')}
    />
  );
}
