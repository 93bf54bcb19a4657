// /alerts: sign up for property fraud alerts with an e-mail address (issue 22). The county words the page; the
// server answers the same whether or not the address is known, and mails a confirmation link (double opt-in).
import { signUpSchema } from '@portal/shared/alerts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { EmailForm } from '#src/components/email-form.tsx';
import { ApiError } from '#src/lib/api.ts';
import { AlertsLayout, Notice } from './alerts-layout.tsx';
import { signUp, useAlertsPage } from './api.ts';
import { CountyPhone } from './county-phone.tsx';

export function SignUpPage() {
  const { t } = useTranslation();
  const { data: page, error: loadError } = useAlertsPage();
  const [sent, setSent] = useState('');

  if (loadError) {
    return (
      <AlertsLayout title={t('Property Fraud Alert')}>
        <Notice kind="error">
          {t(loadError instanceof ApiError ? loadError.message : 'An unexpected error has occurred')}
        </Notice>
      </AlertsLayout>
    );
  }
  if (!page) {
    return (
      <AlertsLayout title={t('Property Fraud Alert')}>
        <p className="text-sm text-slate-600">{t('Loading')}</p>
      </AlertsLayout>
    );
  }
  if (!page.enabled) {
    return (
      <AlertsLayout title={t('Property Fraud Alert')}>
        <Notice kind="error">{t('Property fraud alerts are not offered by this county.')}</Notice>
      </AlertsLayout>
    );
  }
  return (
    <AlertsLayout title={page.heading || t('Property Fraud Alert')}>
      <div className="space-y-3 text-sm text-slate-800">
        {page.introText
          .split(/\n\s*\n/)
          .filter((p) => p.trim())
          .map((p) => (
            <p key={p} className="whitespace-pre-line">
              {p.trim()}
            </p>
          ))}
        <p>{t('You can watch up to {{max}} names, parcels, certificates or addresses.', { max: page.maxWatches })}</p>
      </div>
      {sent ? (
        <div className="mt-5">
          <Notice kind="ok">{t(sent)}</Notice>
        </div>
      ) : (
        <EmailForm
          schema={signUpSchema}
          initial={{ email: '' }}
          maxLength={254}
          send={(data) => signUp(data.email)}
          onSent={setSent}
          className="mt-5 space-y-4"
          footer={({ running, message }) => (
            <>
              {message && <Notice kind="error">{t(message)}</Notice>}
              <div className="flex items-center justify-end gap-3">
                <span role="status" className="text-sm text-slate-600">
                  {running ? t('Sending…') : ''}
                </span>
                <Button type="submit" disabled={running}>
                  {t('Sign up for alerts')}
                </Button>
              </div>
            </>
          )}
        />
      )}
      <CountyPhone phone={page.countyPhone} />
    </AlertsLayout>
  );
}
