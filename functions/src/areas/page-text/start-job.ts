// Starts a county's page text job, or resumes one whose runner stopped: a RUNNING job keeps its cursor and counts
// and is handed to a new slice; a finished one (DONE, CANCELLED, FAILED) or none begins a new job at the first
// page, where pages read already are passed over. `resume` takes a RUNNING job however fresh its last save: for
// a process that knows no runner of its own is left (npm start after a stop).
import { randomUUID } from 'node:crypto';
import { type PageTextJob, putJobUnlessRunning, readJob, STALE_MS } from '#src/data/app/page-text-job.ts';
import { conflict } from '#src/platform/errors.ts';

export async function startPageTextJob(
  county: string,
  by: string,
  opts: { resume?: boolean; mode?: PageTextJob['mode'] } = {},
): Promise<PageTextJob> {
  const now = new Date().toISOString();
  const was = await readJob(county);
  const job: PageTextJob =
    was?.state === 'RUNNING'
      ? { ...was, slice: was.slice + 1, updatedAt: now, message: `Resumed by ${by}.` }
      : {
          jobId: randomUUID(),
          mode: opts.mode ?? 'MISSING',
          state: 'RUNNING',
          slice: 0,
          recognised: 0,
          alreadyRead: 0,
          failed: 0,
          documents: 0,
          startedBy: by,
          startedAt: now,
          updatedAt: now,
          message: 'Started. Pages are read in the background: this page shows the progress and may be closed.',
        };
  const staleBefore = opts.resume ? now : new Date(Date.now() - STALE_MS).toISOString();
  if (await putJobUnlessRunning(county, job, staleBefore)) return job;
  const running = await readJob(county);
  throw conflict(
    `Page text recognition is already running (started by ${running?.startedBy ?? 'someone'} at ${running?.startedAt ?? '?'}). Wait for it to finish, or cancel it.`,
  );
}
