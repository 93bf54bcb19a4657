// Add a watch: the kind chosen by radios, only that kind's fields shown, checked by the shared schema first; the
// server's refusals (a duplicate, the limit) shown beside the form.
import { type WatchInput, type WatchKind, watchInputSchema, watchKinds } from '@portal/shared/alerts/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { Notice } from './alerts-layout.tsx';
import { kindLabels } from './watch-text.ts';

const empty = {
  kind: 'NAME',
  lastName: '',
  firstName: '',
  parcelId: '',
  certificateNumber: '',
  streetNumber: '',
  streetName: '',
};
type Field = Exclude<keyof typeof empty, 'kind'>;

const fieldsOf: Record<WatchKind, ReadonlyArray<{ name: Field; label: string; max: number; optional?: boolean }>> = {
  NAME: [
    { name: 'lastName', label: 'Last name or business name', max: 120 },
    { name: 'firstName', label: 'First name', max: 60, optional: true },
  ],
  PARCEL: [{ name: 'parcelId', label: 'Parcel ID', max: 30 }],
  CERTIFICATE: [{ name: 'certificateNumber', label: 'Certificate number', max: 20 }],
  ADDRESS: [
    { name: 'streetNumber', label: 'Street number', max: 10 },
    { name: 'streetName', label: 'Street name', max: 60 },
  ],
};

export function AddWatchForm({ add }: { add: (watch: WatchInput) => Promise<void> }) {
  const { t } = useTranslation();
  const legendId = useId();
  const form = useFormState(empty);
  const { running, run } = useSubmitGuard();
  const kind = form.values.kind as WatchKind;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const picked = Object.fromEntries(fieldsOf[kind].map((f) => [f.name, form.values[f.name]]));
      const checked = validate(watchInputSchema, { kind, ...picked });
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        await add(checked.data);
        form.setValues({ ...empty, kind });
        form.setMessage('The watch was added.');
      } catch (err) {
        // the server names a watch's fields 'watch.lastName' ...: shown under the same inputs
        const fields = err instanceof ApiError ? err.errors : {};
        const errors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^watch\./, ''), v]));
        form.setErrors({ ...errors, _: err instanceof ApiError ? err.message : 'An unexpected error has occurred' });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={legendId} className="space-y-4">
      <h2 id={legendId} className="text-base font-semibold text-slate-900">
        {t('Add a watch')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('What to watch')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {watchKinds.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="watchKind"
                value={k}
                checked={kind === k}
                onChange={() => form.set('kind')(k)}
                className="h-4 w-4 text-brand-600 focus:ring-2 focus:ring-brand-600"
              />
              {t(kindLabels[k])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {fieldsOf[kind].map((f) => (
          <TextField
            key={f.name}
            label={f.optional ? t('{{label}} (optional)', { label: t(f.label) }) : t(f.label)}
            name={f.name}
            required={!f.optional}
            maxLength={f.max}
            autoComplete="off"
            value={form.values[f.name]}
            onChange={form.set(f.name)}
            error={form.errors[f.name]}
          />
        ))}
      </div>
      {form.errors._ && <Notice kind="error">{t(form.errors._)}</Notice>}
      <div className="flex items-center justify-end gap-3">
        <span role="status" className="text-sm text-slate-700">
          {running ? t('Adding…') : form.message ? t(form.message) : ''}
        </span>
        <Button type="submit" disabled={running}>
          {t('Add watch')}
        </Button>
      </div>
    </form>
  );
}
