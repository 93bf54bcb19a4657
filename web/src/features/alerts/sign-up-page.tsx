// /alerts: sign up for property fraud alerts with an e-mail address (issue 22). The county words the page; the
// server answers the same whether or not the address is known, and mails a confirmation link (double opt-in).
import { signUpSchema } from '@portal/shared/alerts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { AlertsLayout, Notice } from './alerts-layout.tsx';
import { signUp, useAlertsPage } from './api.ts';
import { CountyPhone } from './county-phone.tsx';

export function SignUpPage() {
  const { t } = useTranslation();
  const { data: page, error: loadError } = useAlertsPage();
  const form = useFormState({ email: '' });
  const { running, run } = useSubmitGuard();
  const [sent, setSent] = useState('');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const checked = validate(signUpSchema, form.values);
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        setSent(await signUp(checked.data.email));
      } catch (err) {
        if (err instanceof ApiError) form.setErrors(err.errors);
        form.setMessage(err instanceof ApiError ? err.message : 'An unexpected error has occurred');
      }
    });
  };

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
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={form.values.email}
            onChange={form.set('email')}
            error={form.errors.email}
          />
          {form.message && <Notice kind="error">{t(form.message)}</Notice>}
          <div className="flex items-center justify-end gap-3">
            <span role="status" className="text-sm text-slate-600">
              {running ? t('Sending…') : ''}
            </span>
            <Button type="submit" disabled={running}>
              {t('Sign up for alerts')}
            </Button>
          </div>
        </form>
      )}
      <CountyPhone phone={page.countyPhone} />
    </AlertsLayout>
  );
}
