// /apiKeys (issue 31): an account's API keys for programs (title plants, title software). An account administrator
// sees its own account's; TRIMIN and COUNTY name an account first. Create shows the new secret once; Revoke asks
// first. docs/api.md tells a vendor how to call with a key.
import type { ApiKeyCreate, ApiKeyRow } from '@portal/shared/api-keys/schemas';
import { staffRoles } from '@portal/shared/auth/roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { TextField } from '#src/components/fields.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { createApiKey, revokeApiKey, useApiKeys } from './api.ts';
import { CreateKeyForm } from './components/create-key-form.tsx';
import { KeysTable } from './components/keys-table.tsx';
import { NewKeySecret } from './components/new-key-secret.tsx';

export function ApiKeysPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const staff = !!me && staffRoles.includes(me.role);
  const [typed, setTyped] = useState('');
  // staff read an account once they name it; an administrator reads its own ('')
  const [accountId, setAccountId] = useState<string | null>(staff ? null : '');
  const { data, error, mutate } = useApiKeys(accountId);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [notice, setNotice] = useState('');

  const create = async (key: ApiKeyCreate) => {
    const made = await createApiKey(accountId ?? '', key);
    setSecret({ name: key.name, secret: made.secret });
    setNotice('');
    await mutate(made, { revalidate: false });
  };
  const revoke = async (key: ApiKeyRow) => {
    try {
      await mutate(await revokeApiKey(accountId ?? '', key.keyId), { revalidate: false });
      setNotice(t('The key {{name}} was revoked.', { name: key.name }));
    } catch (err) {
      setNotice(err instanceof ApiError ? t(err.message) : t('An unexpected error has occurred'));
    } finally {
      setRevoking(null);
    }
  };
  const pickAccount = (e: FormEvent) => {
    e.preventDefault();
    setSecret(null);
    setAccountId(typed.trim() || null);
  };

  return (
    <section aria-labelledby="api-keys-title" className="max-w-5xl">
      <h1 id="api-keys-title" className="mb-2 text-2xl font-semibold text-slate-900">
        {t('API Keys')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">
        {t(
          'A key lets a program search, read details and download images as a user of the account, charged at the same prices. Send it in the Authorization header, never in a URL.',
        )}{' '}
        <Link to="/developers" className="text-brand-700 underline hover:text-brand-800">
          {t('The API reference: every call, with examples and prices')}
        </Link>
      </p>
      {staff && (
        <form onSubmit={pickAccount} className="mb-6 flex flex-wrap items-end gap-2">
          <TextField label={t('Account ID')} value={typed} onChange={setTyped} maxLength={64} />
          <Button type="submit">{t('Show keys')}</Button>
        </form>
      )}
      {error && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {t(error instanceof ApiError ? error.message : 'An unexpected error has occurred')}
        </p>
      )}
      {data && (
        <>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{data.accountName}</h2>
          {secret && <NewKeySecret name={secret.name} secret={secret.secret} onDone={() => setSecret(null)} />}
          {!secret && <CreateKeyForm create={create} />}
          <p aria-live="polite" className="mb-2 text-sm text-slate-800">
            {notice}
          </p>
          <KeysTable keys={data.keys} onRevoke={setRevoking} />
        </>
      )}
      {revoking && (
        <ConfirmDialog
          title={t('Revoke key')}
          message={t('Revoke {{name}}? Programs using it stop working at once.', { name: revoking.name })}
          onYes={() => void revoke(revoking)}
          onNo={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
