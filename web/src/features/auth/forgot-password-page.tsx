// Forgot Password: username and registered e-mail; a reset link is mailed when they match (same answer either way).
import { forgotPasswordSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { EmailForm } from '#src/components/email-form.tsx';
import { TextField } from '#src/components/fields.tsx';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';
import { FormButtons } from './form-buttons.tsx';
import { sendRecovery } from './send-recovery.ts';
import { useMessageDialog } from './use-message-dialog.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { show, dialog } = useMessageDialog();
  return (
    <PublicLayout>
      <AuthCard title={t('Forgot Password?  Enter your username and registered email.')}>
        <EmailForm
          schema={forgotPasswordSchema}
          initial={{ username: '', email: '' }}
          maxLength={50}
          send={(data) => sendRecovery('auth/forgotPassword', data)}
          onSent={(message) => show(message, true)}
          onFailed={(message) => show(message, false)}
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
          footer={({ running }) => <FormButtons submitLabel={t('Send Email')} running={running} />}
        />
      </AuthCard>
      {dialog}
    </PublicLayout>
  );
}
