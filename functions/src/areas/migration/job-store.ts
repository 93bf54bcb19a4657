// The job record of a migration (one per county and kind, app table: data/app/migration.ts): its
// state and phase, counts, the cursor a time slice resumes from, and the refused rows. Only one job of a kind runs
// at a time: starting is a conditional put that refuses while another is RUNNING and was touched recently.
import {
  getMigrationJob,
  type MigrationJob,
  type MigrationKind,
  type MigrationPhase,
  putMigrationJobIfOwner,
  putMigrationJobUnlessRunning,
  type RefusedRow,
  type Tally,
} from '#src/data/app/migration.ts';
import { conflict } from '#src/platform/errors.ts';

export type { MigrationJob, MigrationPhase as Phase, Tally };

/** Refused rows kept on the record (the item stays far below DynamoDB's 400 KB); the total is always counted. */
export const REFUSED_KEPT = 200;
/** A RUNNING job untouched this long was abandoned (its page closed mid-way): a new start may replace it. */
export const STALE_MS = 2 * 60_000;

const tally = (): Tally => ({ read: 0, written: 0, refused: 0 });

export function newJob(
  fields: Pick<MigrationJob, 'jobId' | 'kind' | 'phase' | 'source' | 'startedBy' | 'totals' | 'months'>,
): MigrationJob {
  const now = new Date().toISOString();
  return {
    ...fields,
    state: 'RUNNING',
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
    message: 'Started.',
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

/** Saves a slice's progress; only the job that owns the record may (a newer start replaced an abandoned one). */
export async function saveJob(county: string, job: MigrationJob): Promise<void> {
  job.updatedAt = new Date().toISOString();
  if (!(await putMigrationJobIfOwner(county, job)))
    throw conflict('This migration was replaced by a newer one; see its progress on the page.');
}

export function refuse(job: MigrationJob, row: RefusedRow): void {
  job.refusedTotal += 1;
  if (job.refused.length < REFUSED_KEPT) job.refused.push(row);
}

/** What the page shows: the record without its working state. */
export function jobView(job: MigrationJob) {
  const { cursor: _c, keptAccounts: _k, monthIndex: _m, months: _ms, ...view } = job;
  return view;
}
export type MigrationJobView = ReturnType<typeof jobView>;
