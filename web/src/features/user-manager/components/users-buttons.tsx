// The foot of every user screen (entry, Reset Password): the submit, its status and the way back to the users list.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryButtons } from '#src/components/entry-page.tsx';
import type { FormStatus } from '#src/components/form-status.tsx';

export function UsersButtons(props: {
  className: string;
  submitLabel: string;
  status: FormStatus;
  submitDisabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return <EntryButtons {...props} backTo="/userManager" backLabel={t('Back to Users')} />;
}
