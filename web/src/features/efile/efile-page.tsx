// The e-file screen (spec 3 sections 2.1, 4.1, 5.2): type, file and contact details; Submit uploads the file
// straight to storage (with progress), the server counts its pages and prices them, 'Continue to Payment?' shows
// the charges, Yes opens the card frame, and the provider's transactResponse is confirmed and the filing submitted
// with its transaction id. The form is then cleared and the transaction number shown.
import { efileMessages } from '@portal/shared/efile/messages';
import { type CheckedUpload, type EfileType, efileTypeLabels, efileTypes } from '@portal/shared/efile/types';
import { formatCents } from '@portal/shared/format/money';
import type { CardDecline } from '@portal/shared/payments/responses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { Button } from '#src/components/button.tsx';
import { CardDeclinedWindow, declineOfError } from '#src/components/card-declined.tsx';
import { CardWindow } from '#src/components/card-frame.tsx';
import { CheckboxField, FieldLabel, SelectField } from '#src/components/fields.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { Modal } from '#src/components/modal.tsx';
import { MoneyLine, MoneyLines } from '#src/components/money-lines.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { postToBucket } from '#src/lib/post-to-bucket.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import {
  checkUpload,
  getEfileSettings,
  getProfile,
  requestUpload,
  sendEfilePaymentResponse,
  startEfilePayment,
  submitEfiling,
} from './api.ts';
import { type Contact, ContactFields, contactSchema } from './contact-fields.tsx';
import { checkFile } from './file-check.ts';

const emptyContact: Contact = { name: '', email: '', address1: '', address2: '', city: '', state: 'MP', zip: '' };

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; upload: CheckedUpload }
  | { kind: 'card'; upload: CheckedUpload; token: string }
  | { kind: 'declined'; upload: CheckedUpload; decline: CardDecline };

export function EfilePage() {
  const { t } = useTranslation();
  const { data: settings, error: settingsError } = useSWR('efile/settings', getEfileSettings, {
    revalidateOnFocus: false,
  });
  const { data: profile } = useSWR('efile/profile', getProfile, { revalidateOnFocus: false });
  const [efileType, setEfileType] = useState<EfileType>('LR');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [autofill, setAutofill] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pages, setPages] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [alert, setAlert] = useState<{ message: string; type: 'MESSAGE' | 'WARNING' } | null>(null);
  const fileId = useId();
  const money = (cents: number) => formatCents(cents, currentLocale());

  const { busy, run } = useOneStep((err) => {
    setProgress(null);
    if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
    setAlert({ message: (err as Error).message, type: 'WARNING' });
    setStep({ kind: 'form' });
  });

  const edit = (field: keyof Contact) => (value: string) => {
    setContact((c) => ({ ...c, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const toggleAutofill = (checked: boolean) => {
    setAutofill(checked);
    if (!checked || !profile) return setContact(checked ? contact : emptyContact);
    setContact({
      name: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
      email: profile.email ?? '',
      address1: profile.address ?? '',
      address2: '',
      city: profile.city ?? '',
      state: profile.state || 'MP',
      zip: profile.zip ?? '',
    });
    setErrors({});
  };

  const clear = () => {
    setEfileType('LR');
    setFile(null);
    setFileKey((k) => k + 1);
    setContact(emptyContact);
    setAutofill(false);
    setAcknowledged(false);
    setPages(null);
    setProgress(null);
    setErrors({});
  };

  const submit = () => {
    const found: Record<string, string> = {};
    const fileCheck = checkFile(file);
    if (!fileCheck.ok) found.file = fileCheck.message;
    const parsed = contactSchema.safeParse(contact);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    if (settings?.acknowledgement && !acknowledged) found.acknowledged = efileMessages.acknowledge;
    setErrors(found);
    if (Object.keys(found).length || !fileCheck.ok || !file) return;
    void run(async () => {
      setProgress(0);
      const target = await requestUpload(file.name, fileCheck.contentType, file.size);
      await postToBucket(target, file, setProgress);
      const upload = await checkUpload(target.imageId, efileType);
      setProgress(null);
      setPages(upload.numberOfPages);
      setStep({ kind: 'confirm', upload });
    });
  };

  const pay = (upload: CheckedUpload) =>
    run(async () => {
      const { tokenResults } = await startEfilePayment(upload.imageId);
      setStep({ kind: 'card', upload, token: tokenResults.token });
    });

  const complete = (upload: CheckedUpload, response: unknown) =>
    run(async () => {
      let transId: string;
      try {
        ({ transId } = await sendEfilePaymentResponse(response));
      } catch (err) {
        // a declined card: say so with the provider's reason and offer another card, the upload kept
        const decline = declineOfError(err);
        if (!decline) throw err;
        setStep({ kind: 'declined', upload, decline });
        return;
      }
      const answer = await submitEfiling({
        imageId: upload.imageId,
        efileType,
        ...contact,
        acknowledged,
        paymentTransactionId: transId,
      });
      const number = answer.content?.transactionNumber ?? '';
      clear();
      setStep({ kind: 'form' });
      setAlert({ message: efileMessages.submitted(number), type: 'MESSAGE' });
    });

  if (settingsError) return <p className="p-4 text-sm text-red-700">{t('E-filing could not be loaded.')}</p>;
  if (!settings) return <p className="p-4 text-sm text-slate-600">{t('Loading')}</p>;

  return (
    // a section: the shell (or the public layout) already holds the page's one <main>
    <section aria-labelledby="efile-title" className="mx-auto max-w-3xl p-4">
      <h1 id="efile-title" className="mb-2 text-xl font-semibold text-slate-900">
        {t('Electronic Filing')}
      </h1>
      {settings.efileCountyNote && <p className="mb-3 text-sm text-slate-700">{settings.efileCountyNote}</p>}
      {!settings.efile ? (
        <p className="text-sm text-slate-700">{t(efileMessages.notOpen)}</p>
      ) : !settings.mayFile ? (
        <p className="text-sm text-slate-700">
          {t(efileMessages.signIn)}{' '}
          <Link to="/login" className="font-medium text-brand-700 underline">
            {t('Sign in')}
          </Link>
        </p>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <SelectField
            label={t('Document Type')}
            value={efileType}
            onChange={(v) => setEfileType(v as EfileType)}
            options={efileTypes.map((type) => ({ value: type, label: efileTypeLabels[type] }))}
          />
          <div>
            <FieldLabel id={fileId} label={t('Document (PDF or TIFF)')} required />
            <input
              key={fileKey}
              id={fileId}
              type="file"
              accept="application/pdf,image/tiff,.pdf,.tif,.tiff"
              required
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={`${fileId}-help`}
              className="block w-full text-sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPages(null);
                setErrors(({ file: _, ...rest }) => rest);
              }}
            />
            <p id={`${fileId}-help`} className="mt-1 text-xs text-slate-600">
              {errors.file ? (
                <span className="font-medium text-red-700">{t(errors.file)}</span>
              ) : (
                t('PDF or TIFF only, at most 25 MB. A 300 DPI scan is recommended.')
              )}
            </p>
            {pages !== null && (
              <p className="mt-1 text-sm text-slate-800">{t('Number of pages: {{pages}}', { pages })}</p>
            )}
            {progress !== null && (
              <div className="mt-2">
                <progress className="w-full" max={1} value={progress} aria-label={t('Upload progress')} />
                <p className="text-xs text-slate-600">
                  {t('Uploading {{percent}}%', { percent: Math.round(progress * 100) })}
                </p>
              </div>
            )}
          </div>
          {profile && (
            <CheckboxField
              label={t('Use my profile for the contact details')}
              checked={autofill}
              onChange={toggleAutofill}
            />
          )}
          <ContactFields contact={contact} errors={errors} edit={edit} />
          {settings.acknowledgement && (
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
              {settings.acknowledgementStatement && (
                <p className="mb-2 text-sm text-slate-800">{settings.acknowledgementStatement}</p>
              )}
              <CheckboxField
                label={t('I acknowledge the statement above.')}
                checked={acknowledged}
                onChange={(checked) => {
                  setAcknowledged(checked);
                  setErrors(({ acknowledged: _, ...rest }) => rest);
                }}
                error={errors.acknowledged}
              />
            </div>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {t('Submit')}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={busy}>
              {t('Clear')}
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'confirm' && (
        <Modal
          alert
          size="sm"
          title={t('Continue to Payment?')}
          onClose={() => setStep({ kind: 'form' })}
          footer={
            <>
              <Button variant="secondary" onClick={() => setStep({ kind: 'form' })} data-autofocus>
                {t('No')}
              </Button>
              <Button onClick={() => void pay(step.upload)} disabled={busy}>
                {t('Yes')}
              </Button>
            </>
          }
        >
          <MoneyLines>
            <MoneyLine label={t('Number of pages')} value={String(step.upload.numberOfPages)} />
            <MoneyLine label={t('First page')} value={money(step.upload.firstPageCharge)} />
            <MoneyLine label={t('Additional pages')} value={money(step.upload.additionalPagesCharge)} />
            <MoneyLine label={t('Surcharge')} value={money(step.upload.surcharge)} />
            <MoneyLine strong label={t('Total')} value={money(step.upload.totalCharge)} />
          </MoneyLines>
        </Modal>
      )}
      {step.kind === 'card' && (
        <CardWindow
          key={step.token}
          title={t('Credit Card Payment For E File')}
          token={step.token}
          onCancel={() => setStep({ kind: 'form' })}
          onUnknown={(action) => console.warn('card frame: unknown action', action)}
          onResponse={(response) => void complete(step.upload, response)}
        />
      )}
      {step.kind === 'declined' && (
        <CardDeclinedWindow
          decline={step.decline}
          busy={busy}
          onRetry={() => void pay(step.upload)}
          onCancel={() => setStep({ kind: 'form' })}
        />
      )}
      {busy && <LoadingOverlay />}
      {alert && <AlertWindow type={alert.type} message={t(alert.message)} onClose={() => setAlert(null)} />}
    </section>
  );
}
