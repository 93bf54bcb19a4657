// Forgot Password: username and registered e-mail; a reset link is mailed when they match (same answer either way).
import { forgotPasswordSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import type { EmailFormState } from '#src/components/email-form.tsx';
import { TextField } from '#src/components/fields.tsx';
import { RecoveryPage } from './recovery-page.tsx';

const initial = { username: '', email: '' };

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const title = t('Forgot Password?  Enter your username and registered email.');
  const username = (form: EmailFormState<typeof initial>) => (
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
  );
  return (
    <RecoveryPage
      title={title}
      path="auth/forgotPassword"
      schema={forgotPasswordSchema}
      initial={initial}
      fields={username}
    />
  );
}
