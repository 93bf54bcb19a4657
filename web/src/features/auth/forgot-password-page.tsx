// Forgot Password: username and registered e-mail; a reset link is mailed when they match (same answer either way).
import { forgotPasswordSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { ApiError, callApi } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { FormButtons } from './form-buttons.tsx';
import { AuthCard, PublicLayout } from './public-layout.tsx';
import { useMessageDialog } from './use-message-dialog.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useFormState({ username: '', email: '' });
  const { running, run } = useSubmitGuard();
  const { show, dialog } = useMessageDialog();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const checked = validate(forgotPasswordSchema, form.values);
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        const { message } = await callApi('POST', 'auth/forgotPassword', checked.data, { quietAuth: true });
        show(message ?? '', true);
      } catch (err) {
        if (err instanceof ApiError) form.setErrors(err.errors);
        show(err instanceof ApiError ? err.message : 'An unexpected error has occurred', false);
      }
    });
  };

  return (
    <PublicLayout>
      <AuthCard title={t('Forgot Password?  Enter your username and registered email.')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label={t('Username')}
            name="username"
            autoComplete="username"
            required
            maxLength={50}
            value={form.values.username}
            onChange={form.set('username')}
            error={form.errors.username}
          />
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
