// TRIMIN's form to post an incident or planned maintenance, on the status page when a TRIMIN user is signed in
// (the server refuses anyone else). The shared schema checks it here and again on the server; times are entered
// on the reader's clock and sent as UTC instants.
import { type PostIncidentInput, postIncidentSchema } from '@portal/shared/status/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { SelectField, TextAreaField, TextField } from '#src/components/fields.tsx';
import { ApiError } from '#src/lib/api.ts';
import { postIncident } from './api.ts';

type Form = Required<PostIncidentInput>;

/** Now, as a datetime-local field shows it (the reader's clock, to the minute). */
function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

const empty = (): Form => ({
  kind: 'INCIDENT',
  severity: 'MINOR',
  title: '',
  message: '',
  titleEs: '',
  messageEs: '',
  startsAt: localNow(),
  endsAt: '',
});

export function IncidentForm({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [running, setRunning] = useState(false);
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage('');
    const parsed = postIncidentSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setRunning(true);
    try {
      await postIncident(parsed.data);
      setForm(empty());
      setMessage(t('Posted.'));
      onPosted();
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.errors);
        setMessage(err.message);
      } else setMessage('An unexpected error has occurred');
    } finally {
      setRunning(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('Kind')}
        value={form.kind}
        onChange={set('kind')}
        options={[
          { value: 'INCIDENT', label: t('Incident') },
          { value: 'MAINTENANCE', label: t('Planned maintenance') },
        ]}
      />
      <SelectField
        label={t('Severity')}
        value={form.severity}
        onChange={set('severity')}
        options={[
          { value: 'MINOR', label: t('Minor') },
          { value: 'MAJOR', label: t('Major') },
          { value: 'CRITICAL', label: t('Critical') },
        ]}
      />
      <TextField
        label={t('Title')}
        required
        maxLength={120}
        value={form.title}
        onChange={set('title')}
        error={errors.title}
      />
      <TextField
        label={t('Title in Spanish (optional)')}
        lang="es"
        maxLength={120}
        value={form.titleEs}
        onChange={set('titleEs')}
        error={errors.titleEs}
      />
      <TextAreaField
        label={t('Message')}
        required
        maxLength={2000}
        value={form.message}
        onChange={set('message')}
        error={errors.message}
      />
      <TextAreaField
        label={t('Message in Spanish (optional)')}
        lang="es"
        maxLength={2000}
        value={form.messageEs}
        onChange={set('messageEs')}
        error={errors.messageEs}
      />
      <TextField
        label={t('Starts')}
        type="datetime-local"
        required
        value={form.startsAt}
        onChange={set('startsAt')}
        error={errors.startsAt}
      />
      <TextField
        label={t('Ends (optional)')}
        type="datetime-local"
        value={form.endsAt}
        onChange={set('endsAt')}
        error={errors.endsAt}
      />
      <div className="flex items-center justify-end gap-3 sm:col-span-2">
        <span role="status" className="text-sm text-slate-700">
          {running ? t('Sending…') : message ? t(message) : ''}
        </span>
        <Button type="submit" disabled={running}>
          {t('Post')}
        </Button>
      </div>
    </form>
  );
}
