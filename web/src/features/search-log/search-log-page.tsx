// /searchLog (issue 32): the title files the user has logged searches under, and the chosen file's entries (a page
// at a time), each search with Run again; the file's log downloads as the PDF to put in the title file. Nothing is
// deleted here: the log is a record, kept for the county's audit retention.
import type { SearchLogEntry } from '@portal/shared/search-log/types';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useTitleFile } from '#src/lib/title-file.ts';
import { downloadLog, listEntries, listFiles } from './api.ts';
import { EntriesTable } from './components/entries-table.tsx';
import { FilesList } from './components/files-list.tsx';
import { usePages } from './use-pages.ts';

export function SearchLogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useCountyConfig().common?.timeZone;
  const [current] = useTitleFile();
  const [chosen, setChosen] = useState(current);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const loadFiles = useCallback(async (cursor?: string) => {
    const page = await listFiles(cursor);
    return { items: page.files, next: page.nextCursor };
  }, []);
  const loadEntries = useCallback(
    async (cursor?: string) => {
      const page = await listEntries(chosen, cursor);
      return { items: page.entries, next: page.nextCursor };
    },
    [chosen],
  );
  const files = usePages(loadFiles);
  const entries = usePages(chosen ? loadEntries : null);

  const runAgain = (e: SearchLogEntry) =>
    navigate('/search/rerun', { state: { type: e.type, criteriaJson: e.criteriaJson } });
  const download = async () => {
    setBusy(true);
    setMessage('');
    try {
      await downloadLog(chosen);
    } catch (err) {
      setMessage(err instanceof ApiError ? t(err.message) : t('An unexpected error has occurred'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="search-log-title" className="max-w-6xl">
      <h1 id="search-log-title" className="mb-1 text-2xl font-semibold text-slate-900">
        {t('Search log')}
      </h1>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        {t(
          'Set a file number in the search area: every search, details view and image purchase you make is logged under it. Download a file’s log as a PDF for the title file.',
        )}
      </p>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <FilesList
          files={files.items}
          chosen={chosen}
          current={current}
          hasMore={files.hasMore}
          onChoose={setChosen}
          onMore={files.more}
        />
        <section
          aria-labelledby="search-log-file"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="search-log-file" className="text-base font-semibold text-slate-900">
              {chosen ? t('File {{file}}', { file: chosen }) : t('Choose a file')}
            </h2>
            {chosen && entries.items.length > 0 && (
              <Button onClick={() => void download()} disabled={busy}>
                {t('Download PDF')}
              </Button>
            )}
          </div>
          <p role="status" className="text-sm text-red-700">
            {message || (entries.failed ? t(entries.failed) : '')}
          </p>
          {chosen && !entries.loading && entries.items.length === 0 && !entries.failed && (
            <p className="text-sm text-slate-600">{t('Nothing is logged under this file yet.')}</p>
          )}
          {entries.items.length > 0 && (
            <EntriesTable entries={entries.items} timeZone={timeZone} onRunAgain={runAgain} />
          )}
          {entries.hasMore && (
            <Button variant="secondary" className="mt-3" onClick={entries.more}>
              {t('More entries')}
            </Button>
          )}
        </section>
      </div>
    </section>
  );
}
