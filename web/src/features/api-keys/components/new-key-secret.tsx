// The new key's secret, shown this once: a read-only box, a Copy button that says whether it copied, and the
// warning that it will not be shown again (only its hash is kept).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';

export function NewKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState('');
  // the clipboard may be refused (permissions, an old browser): then the key is selected for the keyboard's copy
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(secret).then(
      () => true,
      () => false,
    );
    if (done) return setCopied('Copied.');
    (document.getElementById('new-key-secret') as HTMLInputElement | null)?.select();
    setCopied('The key is selected: press Ctrl+C to copy it.');
  };
  return (
    <section aria-labelledby="new-key-title" className="mb-6 rounded-md border border-amber-400 bg-amber-50 p-4">
      <h2 id="new-key-title" className="text-lg font-semibold text-slate-900">
        {t('Your new key: {{name}}', { name })}
      </h2>
      <p role="alert" className="mt-1 text-sm text-amber-900">
        {t(
          'Copy this key now and keep it secret. It will not be shown again; if it is lost, revoke it and make a new one.',
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="new-key-secret" className="sr-only">
          {t('API key')}
        </label>
        <input
          id="new-key-secret"
          readOnly
          value={secret}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button onClick={() => void copy()}>{t('Copy')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('Done')}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {copied ? t(copied) : ''}
      </p>
    </section>
  );
}
