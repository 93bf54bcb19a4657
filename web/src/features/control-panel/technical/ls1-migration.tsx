// The LS1 migration pages' shared parts (spec 3 sections 2.5, 3.8; vendor only): the old database's address,
// name, user and password; the spec's confirmation; then the job runs in the background on the server (the page
// may be closed) and the page polls its status while it runs, whoever opens it. A running job can be cancelled; a
// stopped one (FAILED, or stalled) resumed with the same details. Then the result and the rows LS1 had that were
// not migrated, and why.
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { ApiError, apiGet, callApi } from '#src/lib/api.ts';

export type MigrationKind = 'accountsUsers' | 'auditLog';

interface Tally {
  read: number;
  written: number;
  refused: number;
}
export interface MigrationJob {
  jobId: string;
  kind: MigrationKind;
  state: 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  phase: string;
  /** RUNNING but untouched for minutes: its runner died, and it may be resumed */
  stalled?: boolean;
  cancelRequested?: { by: string; at: string };
  startedBy: string;
  startedAt: string;
  finishedAt?: string;
  totals: { accounts: number; users: number; auditLog: number };
  accounts: Tally;
  users: Tally;
  auditLog: Tally;
  refused: Array<{ table: string; key: string; label: string; reason: string }>;
  refusedTotal: number;
  message: string;
}

const fields = [
  {
    name: 'landSharkOneDbAddress',
    label: 'Database address',
    hint: 'Host name or IP address, with :port if not 5432.',
  },
  { name: 'landSharkOneDbName', label: 'Database name' },
  { name: 'landSharkOneDbUsername', label: 'Database user' },
  { name: 'landSharkOneDbPassword', label: 'Database password', type: 'password' },
] as const;
type Values = Record<(typeof fields)[number]['name'], string>;
const empty: Values = {
  landSharkOneDbAddress: '',
  landSharkOneDbName: '',
  landSharkOneDbUsername: '',
  landSharkOneDbPassword: '',
};

export const statusPath = (kind: MigrationKind) => `controlPanel/countyConfig/migrationStatus/${kind}`;
export const cancelPath = 'controlPanel/countyConfig/cancelLandSharkOneMigration';
/** How often the page reads the status while a job runs (tests shorten it). */
export const statusPoll = { ms: 1500 };

/** Rows read of rows to read, for the progress bar. */
function progress(job: MigrationJob): { done: number; total: number } {
  if (job.kind === 'auditLog') return { done: job.auditLog.read, total: job.totals.auditLog };
  return { done: job.accounts.read + job.users.read, total: job.totals.accounts + job.totals.users };
}

export function MigrationProgress({ job }: { job: MigrationJob }) {
  const { t } = useTranslation();
  const { done, total } = progress(job);
  const percent = total ? Math.round((100 * done) / total) : job.state === 'DONE' ? 100 : 0;
  return (
    <section aria-labelledby="migration-progress" className="mt-6 rounded-md border border-slate-200 bg-white p-4">
      <h2 id="migration-progress" className="mb-2 text-lg font-semibold text-slate-900">
        {job.state === 'RUNNING' && !job.stalled ? t('Migration in progress') : t('Last migration')}
      </h2>
      <div
        role="progressbar"
        aria-label={t('Rows read')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded bg-slate-200"
      >
        <div className="h-3 bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="migration-message">
        {job.message}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm text-slate-700 sm:grid-cols-4">
        <dt className="font-medium">{t('Rows read')}</dt>
        <dd>
          {done} / {total}
        </dd>
        <dt className="font-medium">{t('Rows refused')}</dt>
        <dd>{job.refusedTotal}</dd>
      </dl>
      {job.refused.length > 0 && <RefusedRows job={job} />}
    </section>
  );
}

function RefusedRows({ job }: { job: MigrationJob }) {
  const { t } = useTranslation();
  return (
    <ScrollBox label={t('Rows not migrated')} className="mt-4">
      <table className="min-w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium text-slate-900">
          {t('Rows not migrated')}
          {job.refusedTotal > job.refused.length && ` (${job.refused.length} / ${job.refusedTotal})`}
        </caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1">
              {t('Table')}
            </th>
            <th scope="col" className="px-2 py-1">
              {t('Key')}
            </th>
            <th scope="col" className="px-2 py-1">
              {t('Name')}
            </th>
            <th scope="col" className="px-2 py-1">
              {t('Reason')}
            </th>
          </tr>
        </thead>
        <tbody>
          {job.refused.map((r, i) => (
            <tr key={`${r.table}-${r.key}-${i}`} className="border-t border-slate-200">
              <td className="px-2 py-1">{r.table}</td>
              <td className="px-2 py-1">{r.key}</td>
              <td className="px-2 py-1">{r.label}</td>
              <td className="px-2 py-1">{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const canResume = (job: MigrationJob | null) => !!job && (job.state === 'FAILED' || !!job.stalled);

/** One migration page: the form, its confirmation, the background job's progress, cancel, resume and the report. */
export function MigrationPage({
  kind,
  title,
  confirmText,
  postPath,
}: {
  kind: MigrationKind;
  title: string;
  confirmText: string;
  postPath: string;
}) {
  const { t } = useTranslation();
  const { confirm, dialogs } = useDialogs();
  const { status, edited, submit } = useFormStatus();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [job, setJob] = useState<MigrationJob | null>(null);
  const running = job?.state === 'RUNNING' && !job.stalled;
  const busy = status === 'loading' || running;

  // the last job of this kind on open, and its counts every moment while it runs (on the server, page or no page)
  useEffect(() => {
    let stop = false;
    const read = () =>
      apiGet<MigrationJob | null>(statusPath(kind))
        .then((j) => !stop && j && setJob(j))
        .catch(() => {});
    void read();
    const timer = running ? setInterval(read, statusPoll.ms) : undefined;
    return () => {
      stop = true;
      if (timer) clearInterval(timer);
    };
  }, [kind, running]);

  const change = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
    edited();
  };

  /** Posts the form (a new job, or `continueJob` to resume the stopped one); true once the job runs. */
  const post = (extra: { continueJob?: string }) =>
    submit(async () => {
      setError('');
      try {
        const answer = await callApi<MigrationJob>('POST', postPath, { ...values, ...extra });
        if (answer.content) setJob(answer.content);
        return answer.content?.state === 'RUNNING';
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        setErrors(err.errors);
        setError(err.message);
        return false;
      }
    });

  const checked = () => {
    const missing = Object.fromEntries(fields.filter((f) => !values[f.name].trim()).map((f) => [f.name, 'Required.']));
    setErrors(missing);
    return !Object.keys(missing).length && !busy;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked()) return;
    if (!(await confirm(t(confirmText)))) return;
    await post({});
  };

  const onResume = async () => {
    if (!job || !checked()) return;
    await post({ continueJob: job.jobId });
  };

  const onCancel = async () => {
    if (
      !job ||
      !(await confirm(t('Cancel the migration? It stops after the step it is on; what it has migrated stays.')))
    )
      return;
    setError('');
    try {
      const answer = await callApi<MigrationJob | null>('POST', cancelPath, { kind, jobId: job.jobId });
      if (answer.content) setJob(answer.content);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    }
  };

  return (
    <section aria-labelledby="panel-title">
      <h1 id="panel-title" className="mb-3 text-2xl font-semibold text-slate-900">
        {t(title)}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{t('Enter the LS1 database to migrate from.')}</p>
      <p className="mb-4 text-sm text-slate-700">
        {t('The migration runs on the server: you may close this page and come back to see its progress.')}
      </p>
      <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-3" aria-busy={status === 'loading'}>
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={t(f.label)}
            name={f.name}
            type={'type' in f ? f.type : 'text'}
            autoComplete={'type' in f ? 'new-password' : 'off'}
            required
            value={values[f.name]}
            error={errors[f.name] || undefined}
            hint={'hint' in f ? t(f.hint) : undefined}
            disabled={busy}
            onChange={(v) => change(f.name, v)}
          />
        ))}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {canResume(job) && (
          <p className="text-sm text-slate-700">
            {t('Enter the same database details, then choose Resume to carry on from the last saved step.')}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={busy}>
            {t('Migrate')}
          </Button>
          {canResume(job) && (
            <Button type="button" variant="secondary" disabled={busy} onClick={onResume}>
              {t('Resume')}
            </Button>
          )}
          {running && (
            <Button type="button" variant="secondary" disabled={!!job?.cancelRequested} onClick={onCancel}>
              {job?.cancelRequested ? t('Cancelling…') : t('Cancel migration')}
            </Button>
          )}
          <FormStatusIndicator status={status} />
        </div>
      </form>
      {job && <MigrationProgress job={job} />}
      {dialogs}
    </section>
  );
}
