// The Forgot Username and Forgot Password screens: one e-mail form in the public card, sent to the recovery call;
// the server's answer opens the message dialog (closed after a success, it goes to /login).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmailForm, type EmailFormState } from '#src/components/email-form.tsx';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';
import { FormButtons } from './form-buttons.tsx';
import { sendRecovery } from './send-recovery.ts';
import { useMessageDialog } from './use-message-dialog.tsx';

type Values = Record<string, string> & { email: string };

export interface RecoveryPageProps<V extends Values, S extends z.ZodType> {
  title: string;
  path: Parameters<typeof sendRecovery>[0];
  schema: S;
  initial: V;
  /** fields before the e-mail address */
  fields?: (form: EmailFormState<V>) => ReactNode;
}

export function RecoveryPage<V extends Values, S extends z.ZodType>(props: RecoveryPageProps<V, S>) {
  const { t } = useTranslation();
  const { show, dialog } = useMessageDialog();
  return (
    <PublicLayout>
      <AuthCard title={props.title}>
        <EmailForm
          schema={props.schema}
          initial={props.initial}
          maxLength={50}
          send={(data) => sendRecovery(props.path, data)}
          onSent={(message) => show(message, true)}
          onFailed={(message) => show(message, false)}
          fields={props.fields}
          footer={({ running }) => <FormButtons submitLabel={t('Send Email')} running={running} />}
        />
      </AuthCard>
      {dialog}
    </PublicLayout>
  );
}
