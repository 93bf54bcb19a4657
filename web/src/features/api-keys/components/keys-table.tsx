// The account's keys: name, its first characters, scopes, the user it acts as, when made and by whom, its last
// day, and Revoke (asked first) or when it was revoked.
import type { ApiKeyRow } from '@portal/shared/api-keys/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { scopeLabels } from './create-key-form.tsx';

const cell = 'border-b border-slate-200 px-3 py-2 text-left text-sm';
const day = (iso: string) => iso.slice(0, 10);
/** The last day a key works: the day before the instant it stops. */
const lastDay = (expiresAt: string) => day(new Date(Date.parse(expiresAt) - 1).toISOString());

export function KeysTable({ keys, onRevoke }: { keys: ApiKeyRow[]; onRevoke: (key: ApiKeyRow) => void }) {
  const { t } = useTranslation();
  if (!keys.length) return <p className="text-sm text-slate-700">{t('This account has no API keys.')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full">
        <caption className="sr-only">{t('API keys')}</caption>
        <thead>
          <tr>
            {['Name', 'Key', 'Scopes', 'Acts as', 'Created', 'Last day', 'Status'].map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold text-slate-700`}>
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.keyId}>
              <td className={`${cell} font-medium text-slate-900`}>{k.name}</td>
              <td className={`${cell} font-mono`}>{k.prefix}…</td>
              <td className={cell}>{k.scopes.map((s) => t(scopeLabels[s])).join(', ')}</td>
              <td className={cell}>{k.username}</td>
              <td className={cell}>
                {day(k.createdAt)} {k.createdBy}
              </td>
              <td className={cell}>{k.expiresAt ? lastDay(k.expiresAt) : t('None')}</td>
              <td className={cell}>
                {k.revokedAt ? (
                  t('Revoked {{day}}', { day: day(k.revokedAt) })
                ) : (
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-red-700"
                    aria-label={t('Revoke {{name}}', { name: k.name })}
                    onClick={() => onRevoke(k)}
                  >
                    {t('Revoke')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
