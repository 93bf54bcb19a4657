// Forgot Username: one registered e-mail address; the server mails the username(s) and answers the same either way.
import { forgotUsernameSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { ApiError, callApi } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { FormButtons } from './form-buttons.tsx';
import { AuthCard, PublicLayout } from './public-layout.tsx';
import { useMessageDialog } from './use-message-dialog.tsx';

export function ForgotUsernamePage() {
  const { t } = useTranslation();
  const form = useFormState({ email: '' });
  const { running, run } = useSubmitGuard();
  const { show, dialog } = useMessageDialog();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const checked = validate(forgotUsernameSchema, form.values);
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        const { message } = await callApi('POST', 'auth/forgotUsername', checked.data, { quietAuth: true });
        show(message ?? '', true);
      } catch (err) {
        if (err instanceof ApiError) form.setErrors(err.errors);
        show(err instanceof ApiError ? err.message : 'An unexpected error has occurred', false);
      }
    });
  };

  return (
    <PublicLayout>
      <AuthCard title={t('Forgot Username?  Enter your registered email.')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={50}
            value={form.values.email}
            onChange={form.set('email')}
            error={form.errors.email}
          />
          <FormButtons submitLabel={t('Send Email')} running={running} />
        </form>
      </AuthCard>
      {dialog}
    </PublicLayout>
  );
}
