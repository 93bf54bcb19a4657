// /userManager/UserPassword/{id}: Reset Password (spec 3 sections 2.3, 5.3): a new password and its confirmation,
// checked with the server's userPasswordSchema; the server's message is shown, then the list.
import { userPasswordSchema } from '@portal/shared/users/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntryLoading, EntryPage } from '#src/components/entry-page.tsx';
import { PasswordField } from '#src/components/password-field.tsx';
import { useEntryPage } from '#src/components/use-entry-page.ts';
import { useUser } from '../api/get-user.ts';
import { setUserPassword } from '../api/set-user-password.ts';
import { UsersButtons } from './users-buttons.tsx';

export function UserPassword() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, error } = useUser(id);
  const [values, setValues] = useState({ password: '', passwordConfirm: '' });
  const { errors, status, edited, saveChecked, dialogs } = useEntryPage('/userManager');

  if (error || !user) return <EntryLoading error={error} />;
  const set = (name: 'password' | 'passwordConfirm') => (v: string) => {
    setValues((s) => ({ ...s, [name]: v }));
    edited();
  };
  const onSubmit = () =>
    saveChecked(userPasswordSchema, { id: user.id, username: user.username, ...values }, setUserPassword);

  return (
    <EntryPage
      titleId="password-title"
      title={t('Reset Password')}
      subtitle={user.username}
      width="max-w-md"
      layout="one-column"
      onSubmit={() => void onSubmit()}
      dialogs={dialogs}
    >
      <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
      <PasswordField
        label={t('New Password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <PasswordField
        label={t('Confirm Password')}
        value={values.passwordConfirm}
        onChange={set('passwordConfirm')}
        error={errors.passwordConfirm}
      />
      <UsersButtons className="flex items-center gap-2" submitLabel={t('Reset Password')} status={status} />
    </EntryPage>
  );
}
