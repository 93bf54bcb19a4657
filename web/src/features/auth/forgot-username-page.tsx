// Forgot Username: one registered e-mail address; the server mails the username(s) and answers the same either way.
import { forgotUsernameSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { EmailForm } from '#src/components/email-form.tsx';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';
import { FormButtons } from './form-buttons.tsx';
import { sendRecovery } from './send-recovery.ts';
import { useMessageDialog } from './use-message-dialog.tsx';

export function ForgotUsernamePage() {
  const { t } = useTranslation();
  const { show, dialog } = useMessageDialog();
  return (
    <PublicLayout>
      <AuthCard title={t('Forgot Username?  Enter your registered email.')}>
        <EmailForm
          schema={forgotUsernameSchema}
          initial={{ email: '' }}
          maxLength={50}
          send={(data) => sendRecovery('auth/forgotUsername', data)}
          onSent={(message) => show(message, true)}
          onFailed={(message) => show(message, false)}
          footer={({ running }) => <FormButtons submitLabel={t('Send Email')} running={running} />}
        />
      </AuthCard>
      {dialog}
    </PublicLayout>
  );
}
