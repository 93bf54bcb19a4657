// Change Password: the current password, then the new one and its confirmation, checked with the shared
// changePasswordFormSchema; a wrong current password shows the server's message at that field. Back reopens the
// profile; success says 'Password updated.' (the server has signed out the user's other sessions).
import { changePasswordFormSchema } from '@portal/shared/auth/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { FormModal } from '#src/components/form-modal.tsx';
import { NewPasswordFields, PasswordField } from '#src/components/password-field.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { savePassword } from './api.ts';
import { UpdateButtons } from './update-buttons.tsx';

export function PasswordForm({ onClose, onBack }: { onClose: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({ currentPassword: '', password: '', passwordConfirm: '' });
  const { values, errors, set } = form;
  const [alert, setAlert] = useState<{ type: 'MESSAGE' | 'WARNING'; text: string } | null>(null);
  const { running, run } = useSubmitGuard();

  const update = () =>
    run(async () => {
      const checked = validate(changePasswordFormSchema, values);
      if (!checked.ok) {
        form.setErrors(checked.errors);
        return;
      }
      try {
        await savePassword({ currentPassword: checked.data.currentPassword, password: checked.data.password });
        setAlert({ type: 'MESSAGE', text: 'Password updated.' });
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) return onClose();
        if (err instanceof ApiError) form.setErrors(err.errors);
        setAlert({ type: 'WARNING', text: err instanceof Error ? err.message : String(err) });
      }
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
