// /controlPanel/accountReload/{id}/{name}: Flat Fee Usage Override (spec 3 sections 2.4, 3.4): the current images
// remaining and the new balance. Each form sends one request id, so the same override sent twice applies once.
import { flatFeeUsageSchema } from '@portal/shared/accounts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { ApiError } from '#src/lib/api.ts';
import { errorText } from '#src/lib/error-text.ts';
import { type FieldErrors, validate } from '#src/lib/form.ts';
import { useFlatFeeUsage } from '../api/get-flat-fee-usage.ts';
import { overrideFlatFeeUsage } from '../api/override-flat-fee-usage.ts';

export function AccountReload() {
  const { t } = useTranslation();
  const { id = '', name = '' } = useParams();
  const navigate = useNavigate();
  const { usage, error } = useFlatFeeUsage(id);
  const [images, setImages] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, edited, submit } = useFormStatus();
  const { alert, dialogs } = useDialogs();

  if (error) return <p className="text-red-800">{t(errorText(error))}</p>;
  if (!usage) return <LoadingOverlay />;
  const onSubmit = () =>
    submit(async () => {
      const checked = validate(flatFeeUsageSchema, {
        id: usage.id,
        imagesRemaining: images.trim() === '' ? undefined : Number(images),
        requestId,
      });
      if (!checked.ok) {
        setErrors(checked.errors);
        return false;
      }
      try {
        await alert(t(await overrideFlatFeeUsage(checked.data)));
        navigate('/controlPanel/accounts');
        return true;
      } catch (err) {
        if (err instanceof ApiError) setErrors(err.errors);
        await alert(t(errorText(err)), 'WARNING');
        return false;
      }
    });

  return (
    <section aria-labelledby="reload-title" className="max-w-md">
      <h1 id="reload-title" className="mb-1 text-2xl font-semibold text-slate-900">
        {t('Flat Fee Usage Override')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{usage.name || name}</p>
      <form
        noValidate
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <p className="text-sm text-slate-800">
          {t('Current Images Remaining')}: <strong className="tabular-nums">{usage.imagesRemaining}</strong>
        </p>
        <TextField
          label={t('New Images Remaining')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          required
          value={images}
          onChange={(v) => {
            setImages(v);
            setErrors({});
            setRequestId(crypto.randomUUID());
            edited();
          }}
          error={errors.imagesRemaining}
        />
        <div className="flex items-center gap-2">
          <Button type="submit">{t('Save')}</Button>
          <FormStatusIndicator status={status} />
          <Link
            to="/controlPanel/accounts"
            className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('Back to Accounts')}
          </Link>
        </div>
      </form>
      {dialogs}
    </section>
  );
}
