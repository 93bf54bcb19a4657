// Forgot Username: one registered e-mail address; the server mails the username(s) and answers the same either way.
import { forgotUsernameSchema } from '@portal/shared/auth/schemas';
import { useTranslation } from 'react-i18next';
import { RecoveryPage } from './recovery-page.tsx';

export function ForgotUsernamePage() {
  const { t } = useTranslation();
  const title = t('Forgot Username?  Enter your registered email.');
  return (
    <RecoveryPage title={title} path="auth/forgotUsername" schema={forgotUsernameSchema} initial={{ email: '' }} />
  );
}
