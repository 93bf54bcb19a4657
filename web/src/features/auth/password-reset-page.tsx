// Password Reset from an e-mailed link: the pair is checked on the client first (passwordPairSchema); only the
// password and the ticket are sent.
import { passwordPairSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NewPasswordFields } from '#src/components/password-field.tsx';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';
import { ApiError, callApi } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { FormButtons } from './form-buttons.tsx';
import { useMessageDialog } from './use-message-dialog.tsx';

export function PasswordResetPage() {
  const { t } = useTranslation();
  const { ticket = '' } = useParams();
  const form = useFormState({ password: '', passwordConfirm: '' });
  const { running, run } = useSubmitGuard();
  const { show, dialog } = useMessageDialog();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const checked = validate(passwordPairSchema, form.values);
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        const { message } = await callApi(
          'POST',
          'auth/resetPassword',
          { password: checked.data.password, ticket },
          { quietAuth: true },
        );
        show(message ?? 'Password updated.  You may now log in.', true);
      } catch (err) {
        if (err instanceof ApiError) form.setErrors(err.errors);
        show(err instanceof ApiError ? err.message : 'An unexpected error has occurred', false);
      }
    });
  };

  return (
    <PublicLayout>
      <AuthCard title={t('Create a new password')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <NewPasswordFields
            values={form.values}
            errors={form.errors}
            set={form.set}
            hint={t('8 to 64 characters with a letter, a digit and one of !@#$%^&')}
          />
          <FormButtons submitLabel={t('Update Password')} running={running} />
        </form>
      </AuthCard>
      {dialog}
    </PublicLayout>
  );
}
