// The title file of the search area (issue 32): the order number the examiner is working on. While it is set,
// every search, details view and image purchase is logged under it (lib/title-file.ts sends it with each call);
// the Search log screen lists what was logged. Not offered to GUEST, a login the public shares.
import { titleFileSchema } from '@portal/shared/search-log/schemas';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { useTitleFile } from '#src/lib/title-file.ts';

export function TitleFileField() {
  const { t } = useTranslation();
  const headingId = useId();
  const [titleFile, setTitleFile] = useTitleFile();
  const [typed, setTyped] = useState(titleFile);
  const [error, setError] = useState('');

  const save = (e: FormEvent) => {
    e.preventDefault();
    const parsed = titleFileSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setTyped(parsed.data);
    setTitleFile(parsed.data);
  };
  const stop = () => {
    setTitleFile('');
    setTyped('');
    setError('');
  };

  return (
    <section aria-labelledby={headingId} className="mb-5 border-b border-slate-200 pb-4">
      <h2 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('Title file')}
      </h2>
      <form onSubmit={save} noValidate>
        <TextField
          label={t('File number')}
          name="titleFile"
          value={typed}
          maxLength={40}
          autoComplete="off"
          onChange={(v) => {
            setTyped(v);
            setError('');
          }}
          error={error ? t(error) : undefined}
          hint={titleFile ? undefined : t('Searches are logged under this number while it is set.')}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" className="px-3 py-1">
            {t('Set file')}
          </Button>
          {titleFile && (
            <Button variant="ghost" className="px-3 py-1" onClick={stop}>
              {t('Stop logging')}
            </Button>
          )}
        </div>
      </form>
      <p role="status" className="mt-2 text-xs text-slate-600">
        {titleFile ? t('Logging to file {{file}}.', { file: titleFile }) : ''}
      </p>
      <Link to="/searchLog" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('Search log')}
      </Link>
    </section>
  );
}
