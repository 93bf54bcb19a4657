// Page Text (Technical, TRIMIN only; issue 33): the county's text recognition of its page images, a background
// job on the server. The page shows its progress (read every moment while it runs, page open or not), starts it
// (or resumes one whose runner stopped) and cancels it. Pages already read are passed over, never read twice.

import type { PageTextJobView as PageTextJob } from '@portal/shared/page-text/page-text-job';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { ApiError, apiGet, callApi } from '#src/lib/api.ts';

const base = 'controlPanel/countyConfig';
/** How often the page reads the status while the job runs (tests shorten it). */
export const pageTextPoll = { ms: 2000 };

export default function PageTextPage() {
  const { t } = useTranslation();
  const [job, setJob] = useState<PageTextJob | null>(null);
  const [error, setError] = useState('');
  const running = job?.state === 'RUNNING' && !job.stalled;

  useEffect(() => {
    let stop = false;
    const read = () =>
      apiGet<PageTextJob | null>(`${base}/pageTextStatus`)
        .then((j) => !stop && setJob(j))
        .catch(() => {});
    void read();
    const timer = running ? setInterval(read, pageTextPoll.ms) : undefined;
    return () => {
      stop = true;
      if (timer) clearInterval(timer);
    };
  }, [running]);

  const post = async (path: string, body: unknown) => {
    setError('');
    try {
      const answer = await callApi<PageTextJob | null>('POST', `${base}/${path}`, body);
      if (answer.content) setJob(answer.content);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    }
  };

  return (
    <section aria-labelledby="panel-title">
      <h1 id="panel-title" className="mb-3 text-2xl font-semibold text-slate-900">
        {t('Page Text')}
      </h1>
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        {t(
          'The words of every page image are recognised on the server, for the page view and the search of the words on the page. New pages are read as they are imported; this job reads the pages already stored.',
        )}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => post('startPageText', { mode: 'MISSING' })} disabled={running}>
          {job?.stalled ? t('Resume') : t('Read the pages')}
        </Button>
        {running && job && (
          <Button variant="secondary" onClick={() => post('cancelPageText', { jobId: job.jobId })}>
            {t('Cancel')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t(error)}
        </p>
      )}
      {job && (
        <section aria-labelledby="page-text-progress" className="mt-6 rounded-md border border-slate-200 bg-white p-4">
          <h2 id="page-text-progress" className="mb-2 text-lg font-semibold text-slate-900">
            {running ? t('Reading the pages') : t('Last run')}
          </h2>
          <p className="text-sm text-slate-700" role="status" data-testid="page-text-message">
            {job.message}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm text-slate-700 sm:grid-cols-4">
            <dt className="font-medium">{t('Pages read')}</dt>
            <dd>{job.recognised.toLocaleString()}</dd>
            <dt className="font-medium">{t('Pages read before')}</dt>
            <dd>{job.alreadyRead.toLocaleString()}</dd>
            <dt className="font-medium">{t('Pages not readable')}</dt>
            <dd>{job.failed.toLocaleString()}</dd>
            <dt className="font-medium">{t('Documents reached')}</dt>
            <dd>{job.documents.toLocaleString()}</dd>
          </dl>
        </section>
      )}
    </section>
  );
}
