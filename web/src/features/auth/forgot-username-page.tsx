// Forgot Username: one registered e-mail address; the server mails the username(s) and answers the same either way.
import { forgotUsernameSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { RecoveryPage } from './recovery-page.tsx';

export function ForgotUsernamePage() {
  const { t } = useTranslation();
  return (
    <RecoveryPage
      title={t('Forgot Username?  Enter your registered email.')}
      path="auth/forgotUsername"
      schema={forgotUsernameSchema}
      initial={{ email: '' }}
    />
  );
}
