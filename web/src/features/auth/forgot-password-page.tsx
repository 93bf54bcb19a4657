// Forgot Password: username and registered e-mail; a reset link is mailed when they match (same answer either way).
import { forgotPasswordSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { RecoveryPage } from './recovery-page.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <RecoveryPage
      title={t('Forgot Password?  Enter your username and registered email.')}
      path="auth/forgotPassword"
      schema={forgotPasswordSchema}
      initial={{ username: '', email: '' }}
      fields={(form) => (
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
      )}
    />
  );
}
