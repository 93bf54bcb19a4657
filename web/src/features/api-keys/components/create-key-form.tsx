// New key: a name, the user of the account it acts as (blank: the administrator itself), its scopes and an
// optional last day. The server's field messages are shown beside the fields.
import { type ApiKeyCreate, type ApiKeyScope, apiKeyScopes } from '@portal/shared/api-keys/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { CheckboxField, TextField } from '#src/components/fields.tsx';
import { ApiError } from '#src/lib/api.ts';

export const scopeLabels: Record<ApiKeyScope, string> = {
  search: 'Search and details',
  images: 'Images',
  feed: 'Index feed',
};

export function CreateKeyForm({ create }: { create: (key: ApiKeyCreate) => Promise<void> }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['search']);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      await create({ name, username, scopes, expiresOn });
      setName('');
      setExpiresOn('');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setErrors(err.errors);
      setMessage(err.message);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (s: ApiKeyScope, on: boolean) =>
    setScopes((was) => (on ? [...was.filter((x) => x !== s), s] : was.filter((x) => x !== s)));

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="create-key-title" className="mb-6 rounded-md border p-4">
      <h2 id="create-key-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('New key')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('Key name')} required value={name} onChange={setName} error={errors.name} maxLength={60} />
        <TextField
          label={t('Acts as user (username)')}
          hint={t('Blank: yourself. The key has the access of this user and charges its account.')}
          value={username}
          onChange={setUsername}
          error={errors.username}
          maxLength={50}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('Scopes')}</legend>
          {apiKeyScopes.map((s) => (
            <CheckboxField
              key={s}
              label={t(scopeLabels[s])}
              checked={scopes.includes(s)}
              onChange={(on) => toggle(s, on)}
            />
          ))}
          {errors.scopes && <p className="mt-1 text-xs font-medium text-red-700">{t(errors.scopes)}</p>}
        </fieldset>
        <TextField
          label={t('Last day (optional)')}
          type="date"
          value={expiresOn}
          onChange={setExpiresOn}
          error={errors.expiresOn}
        />
      </div>
      {message && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t(message)}
        </p>
      )}
      <Button type="submit" className="mt-4" disabled={busy}>
        {t('Create key')}
      </Button>
    </form>
  );
}
