// The job record of a migration (one per county and kind, app table: data/app/migration.ts): its
// state and phase, counts, the cursor a time slice resumes from, and the refused rows. Only one job of a kind runs
// at a time: starting is a conditional put that refuses while another is RUNNING and was touched recently. Every
// save is conditioned on the job id and the slice that owns the record, so a slice delivered twice, or one left
// running by a replaced job, cannot write over the slice after it; and on no cancel having been asked for.
import {
  getMigrationJob,
  type MigrationJob,
  type MigrationKind,
  type MigrationPhase,
  putMigrationJobIfOwner,
  putMigrationJobUnlessRunning,
  type RefusedRow,
  requestMigrationCancel,
  type Tally,
} from '#src/data/app/migration.ts';
import { conflict } from '#src/platform/errors.ts';

export type { MigrationJob, MigrationPhase as Phase, Tally };

/** Refused rows kept on the record (the item stays far below DynamoDB's 400 KB); the total is always counted. */
export const REFUSED_KEPT = 200;
/** A RUNNING job untouched this long was abandoned (its runner died): a new start may replace it, or resume it. */
export const STALE_MS = 2 * 60_000;

const tally = (): Tally => ({ read: 0, written: 0, refused: 0 });

export function newJob(
  fields: Pick<MigrationJob, 'jobId' | 'kind' | 'phase' | 'source' | 'startedBy' | 'totals' | 'months'>,
): MigrationJob {
  const now = new Date().toISOString();
  return {
    ...fields,
    state: 'RUNNING',
    slice: 0,
    failures: 0,
    retriedSlices: 0,
    keptAccounts: [],
    monthIndex: 0,
    startedAt: now,
    updatedAt: now,
    wiped: { users: 0, accounts: 0, keptUsers: 0, deletedAuditEntries: 0 },
    accounts: tally(),
    users: tally(),
    auditLog: tally(),
    refused: [],
    refusedTotal: 0,
    message: 'Started. The migration runs in the background: this page shows its progress, and may be closed.',
  };
}

export async function readJob(county: string, kind: MigrationKind): Promise<MigrationJob | undefined> {
  return getMigrationJob(county, kind);
}

/** Starts a job, unless one of this kind is running: 409 with who started it and when. */
export async function startJob(county: string, job: MigrationJob): Promise<void> {
  if (await putMigrationJobUnlessRunning(county, job, new Date(Date.now() - STALE_MS).toISOString())) return;
  const running = await readJob(county, job.kind);
  throw conflict(
    `A migration is already running (started by ${running?.startedBy ?? 'someone'} at ${running?.startedAt ?? '?'}). Wait for it to finish.`,
  );
}

/** Thrown by a save once a cancel was asked for: the slice stops there, its last step's work saved before. */
export class JobCancelled extends Error {
  constructor() {
    super('The migration was cancelled.');
  }
}

/** Thrown by a save when the record is no longer this slice's (a newer start, or a later slice of this job). */
export class JobReplaced extends Error {
  constructor() {
    super('This migration was replaced by a newer one; see its progress on the page.');
  }
}

/**
 * Saves a slice's progress; only the slice that owns the record may. `nextSlice` hands the record to the slice
 * after this one in the same write.
 */
export async function saveJob(county: string, job: MigrationJob, opts: { nextSlice?: boolean } = {}): Promise<void> {
  const owner = job.slice;
  if (opts.nextSlice) job.slice += 1;
  job.updatedAt = new Date().toISOString();
  if (await putMigrationJobIfOwner(county, job, { slice: owner })) return;
  if (opts.nextSlice) job.slice = owner;
  const now = await readJob(county, job.kind);
  if (now?.jobId === job.jobId && now.slice === owner && now.cancelRequested) throw new JobCancelled();
  throw new JobReplaced();
}

/** Ends a job (DONE, FAILED or CANCELLED), also after a cancel was asked for; false if it is no longer this slice's. */
export async function endJob(county: string, job: MigrationJob): Promise<boolean> {
  job.updatedAt = new Date().toISOString();
  job.finishedAt = job.updatedAt;
  return putMigrationJobIfOwner(county, job, { slice: job.slice, evenIfCancelled: true });
}

/** Asks the running job `jobId` to stop at its next save: 409 when it is not running. */
export async function cancelJob(county: string, kind: MigrationKind, jobId: string, by: string): Promise<void> {
  if (await requestMigrationCancel(county, kind, jobId, { by, at: new Date().toISOString() })) return;
  throw conflict('That migration is not running any more. Check its result below.');
}

export function refuse(job: MigrationJob, row: RefusedRow): void {
  job.refusedTotal += 1;
  if (job.refused.length < REFUSED_KEPT) job.refused.push(row);
}

/** A RUNNING job nobody has saved for STALE_MS: its runner died (Lambda gave up retrying, the server stopped). */
export const isStalled = (job: MigrationJob, now = Date.now()) =>
  job.state === 'RUNNING' && Date.parse(job.updatedAt) < now - STALE_MS;

/** What the page shows: the record without its working state, and whether it stalled (then it may be resumed). */
export function jobView(job: MigrationJob) {
  const { cursor: _c, keptAccounts: _k, monthIndex: _m, months: _ms, slice: _s, failures: _f, ...view } = job;
  return { ...view, stalled: isStalled(job) };
}
export type MigrationJobView = ReturnType<typeof jobView>;
