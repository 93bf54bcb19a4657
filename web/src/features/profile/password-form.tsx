// Change Password: the current password, then the new one and its confirmation, checked with the shared
// changePasswordFormSchema; a wrong current password shows the server's message at that field. Back reopens the
// profile; success says 'Password updated.' (the server has signed out the user's other sessions).
import { changePasswordFormSchema } from '@portal/shared/auth/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { FormModal } from '#src/components/form-modal.tsx';
import { NewPasswordFields, PasswordField } from '#src/components/password-field.tsx';
import { useFormState } from '#src/lib/form.ts';
import { savePassword } from './api.ts';
import { UpdateButtons } from './update-buttons.tsx';
import { useUpdate } from './use-update.ts';

export function PasswordForm({ onClose, onBack }: { onClose: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({ currentPassword: '', password: '', passwordConfirm: '' });
  const { values, errors, set } = form;
  const [alert, setAlert] = useState<{ type: 'MESSAGE' | 'WARNING'; text: string } | null>(null);

  const warn = (text: string) => setAlert({ type: 'WARNING', text });
  const { running, update: send } = useUpdate(form, changePasswordFormSchema, onClose, warn);
  const update = () =>
    send(async (data) => {
      await savePassword({ currentPassword: data.currentPassword, password: data.password });
      setAlert({ type: 'MESSAGE', text: 'Password updated.' });
    });

  const closeAlert = () => {
    const done = alert?.type === 'MESSAGE';
    setAlert(null);
    if (done) onClose();
  };

  return (
    <FormModal
      title={t('Change Password')}
      onClose={onClose}
      buttons={<UpdateButtons otherLabel={t('Back')} onOther={onBack} onUpdate={update} disabled={running} />}
      onSubmit={() => void update()}
      formClassName="space-y-3"
      after={alert && <AlertWindow type={alert.type} message={t(alert.text)} onClose={closeAlert} />}
    >
      <PasswordField
        label={t('Current Password')}
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields values={values} errors={errors} set={set} />
    </FormModal>
  );
}
