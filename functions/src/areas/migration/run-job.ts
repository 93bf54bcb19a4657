// One background slice of a migration job, whoever runs it (the runner Lambda in the cloud, this process locally:
// start-runner.ts). A slice order names the job and the slice number it is for; an order whose job was replaced,
// ended, or already moved past that slice does nothing, so an order delivered twice runs once. A slice that throws
// is run again from the job's last saved step (its record as read back, not the half-done copy in memory), up to
// MAX_FAILED_SLICES in a row; then the job is FAILED and the page offers to resume it. Answers the next order, or
// undefined when the job has ended.
import { audit } from '#src/platform/audit.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { endJob, JobCancelled, JobReplaced, type MigrationJob, readJob, saveJob } from './job-store.ts';
import type { LegacySource } from './legacy-source.ts';
import { openLegacySource } from './open-source.ts';
import type { MigrationKind, MigrationPayload } from './payload.ts';
import { progressMessage, runSlice } from './run-slice.ts';

/** Slices that may fail in a row before the job stops as FAILED (the first try and two more). */
export const MAX_FAILED_SLICES = 3;

export interface SliceOrder {
  county: string;
  kind: MigrationKind;
  jobId: string;
  slice: number;
  /** who started (or resumed) the job: its audit entries and the wipe act as them */
  caller: SessionUser;
  /** where LS1 is, password included: carried by the order only, never stored on the job record */
  source: MigrationPayload;
}

const pick = (saved: MigrationJob) => ({ cancelRequested: saved.cancelRequested, updatedAt: saved.updatedAt });
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function runJobSlice(order: SliceOrder): Promise<SliceOrder | undefined> {
  const job = await readJob(order.county, order.kind);
  if (!job || job.jobId !== order.jobId || job.state !== 'RUNNING' || job.slice !== order.slice) return undefined;
  if (job.cancelRequested) return void (await endCancelled(order, job));
  let source: LegacySource | undefined;
  try {
    source = await openLegacySource(order.source);
    await runSlice(order.county, order.caller, job, source);
    if (job.phase === 'DONE') return void (await endDone(order, job));
    job.failures = 0;
    await saveJob(order.county, job, { nextSlice: true });
    return { ...order, slice: job.slice };
  } catch (err) {
    if (err instanceof JobReplaced) return undefined;
    const saved = await readJob(order.county, order.kind);
    if (!saved || saved.jobId !== job.jobId || saved.slice !== order.slice) return undefined;
    // a refused save after a whole step: that step's work is done, so its counts (in memory) are the true ones
    if (err instanceof JobCancelled) return void (await endCancelled(order, { ...job, ...pick(saved) }));
    if (saved.cancelRequested) return void (await endCancelled(order, saved));
    return failedSlice(order, saved, err);
  } finally {
    await source?.close().catch(() => {});
  }
}

/** A slice threw: the next one starts again from the last saved step, unless too many failed in a row. */
async function failedSlice(order: SliceOrder, job: MigrationJob, err: unknown): Promise<SliceOrder | undefined> {
  console.error(`[migration] ${order.county} ${order.kind} slice ${order.slice}`, err);
  job.failures += 1;
  if (job.failures >= MAX_FAILED_SLICES) {
    job.state = 'FAILED';
    job.message = `The migration stopped after ${job.failures} failed attempts: ${errorText(err)} Enter the same database details and choose Resume to carry on from the last saved step.`;
    await endJob(order.county, job);
    return undefined;
  }
  job.retriedSlices += 1;
  job.message = `A step failed (${errorText(err)}); carrying on from the last saved step (attempt ${job.failures + 1} of ${MAX_FAILED_SLICES}).`;
  try {
    await saveJob(order.county, job, { nextSlice: true });
  } catch (e) {
    if (e instanceof JobCancelled) return void (await endCancelled(order, job));
    return undefined;
  }
  return { ...order, slice: job.slice };
}

/** The next slice could not be handed on (the runner could not be invoked): stop as FAILED, resumable. */
export async function stalled(order: SliceOrder, err: unknown): Promise<void> {
  const job = await readJob(order.county, order.kind);
  if (!job || job.jobId !== order.jobId || job.slice !== order.slice || job.state !== 'RUNNING') return;
  job.state = 'FAILED';
  job.message = `The migration could not carry on: ${errorText(err)} Enter the same database details and choose Resume.`;
  await endJob(order.county, job);
}

async function endDone(order: SliceOrder, job: MigrationJob): Promise<void> {
  job.state = 'DONE';
  job.message = progressMessage(job);
  if (!(await endJob(order.county, job))) return;
  await audit({
    county: order.county,
    type: job.kind === 'accountsUsers' ? 'LS1_MIGRATE_ACCOUNTS_USERS' : 'LS1_MIGRATE_AUDIT_LOG',
    userId: order.caller.userId,
    username: order.caller.username,
    info: job.message,
  });
}

async function endCancelled(order: SliceOrder, job: MigrationJob): Promise<void> {
  job.state = 'CANCELLED';
  job.message = `Cancelled by ${job.cancelRequested?.by ?? 'a vendor user'}. ${progressMessage(job).replace(/ so far\.$/, '')} before it stopped. Start it again to migrate everything.`;
  if (!(await endJob(order.county, job))) return;
  await audit({
    county: order.county,
    type: 'LS1_MIGRATION_CANCELLED',
    userId: order.caller.userId,
    username: order.caller.username,
    info: job.message,
  });
}
