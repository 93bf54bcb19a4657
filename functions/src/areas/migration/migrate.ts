// POST migrateLandSharkOneAccountsUsers / migrateLandSharkOneAuditLog: connect to LS1 and count its rows first
// (a wrong address, password or database is a 400 naming the field, and nothing has been touched), then start the
// job (accounts and users: wipe, accounts, users; audit log: delete earlier LS1 entries, copy) in the background
// and answer at once: the page only watches the status route, and may be closed. continueJob resumes a job that
// stopped (FAILED after its retries, or RUNNING but untouched for STALE_MS: its runner died) from its last saved
// step; the password is asked for again because no job record keeps it.

import { ensureAccountLists } from '#src/areas/accounts/index.ts';
import { ensureUserLists } from '#src/areas/users/index.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { isStalled, type MigrationJob, newJob, readJob, saveJob, startJob } from './job-store.ts';
import { type LegacyCounts, LegacySourceError } from './legacy-source.ts';
import { openLegacySource } from './open-source.ts';
import type { MigrationKind, MigrationPayload } from './payload.ts';
import { type SliceOrder, stalled } from './run-job.ts';
import { startRunner } from './start-runner.ts';

const sourceOf = (p: MigrationPayload) => ({
  address: p.landSharkOneDbAddress,
  name: p.landSharkOneDbName,
  username: p.landSharkOneDbUsername,
});

/** LS1's row counts: proves the address, credentials and schema (a 400 on the field to fix otherwise). */
async function countRows(p: MigrationPayload): Promise<LegacyCounts> {
  try {
    const source = await openLegacySource(p);
    try {
      return await source.counts();
    } finally {
      await source.close();
    }
  } catch (err) {
    if (err instanceof LegacySourceError)
      throw badRequest(err.message, err.field ? { [err.field]: err.message } : undefined);
    throw err;
  }
}

async function resume(county: string, kind: MigrationKind, p: MigrationPayload): Promise<MigrationJob> {
  const job = await readJob(county, kind);
  // a record from before the background runner has no slice to own: it can only be started again
  if (
    !job ||
    job.jobId !== p.continueJob ||
    typeof job.slice !== 'number' ||
    !(job.state === 'FAILED' || isStalled(job))
  )
    throw conflict(
      'That migration cannot be resumed: it is running, finished or was replaced. Check its result below.',
    );
  const same = sourceOf(p);
  if (job.source.address !== same.address || job.source.name !== same.name || job.source.username !== same.username)
    throw badRequest('Resume with the same database address, name and user the migration started with.');
  await countRows(p);
  Object.assign(job, { state: 'RUNNING', failures: 0, message: 'Resuming from the last saved step.' });
  delete job.finishedAt;
  await saveJob(county, job, { nextSlice: true }).catch(() => {
    throw conflict('That migration was resumed or replaced meanwhile. Check its progress below.');
  });
  return job;
}

async function start(county: string, caller: SessionUser, kind: MigrationKind, p: MigrationPayload) {
  const totals = await countRows(p);
  // the lists must exist before the first wipe or write, so each one moves their counts (built once per county)
  if (kind === 'accountsUsers') await Promise.all([ensureUserLists(county), ensureAccountLists(county)]);
  const previous = await readJob(county, kind);
  const months = previous?.months ?? [];
  const job = newJob({
    jobId: newId(),
    kind,
    phase: kind === 'accountsUsers' ? 'WIPE_USERS' : months.length ? 'DELETE_PREVIOUS' : 'AUDIT_LOG',
    source: sourceOf(p),
    startedBy: caller.username,
    totals,
    months,
  });
  await startJob(county, job);
  return job;
}

export async function migrate(
  county: string,
  caller: SessionUser,
  kind: MigrationKind,
  p: MigrationPayload,
): Promise<MigrationJob> {
  const job = p.continueJob ? await resume(county, kind, p) : await start(county, caller, kind, p);
  const { continueJob: _, ...source } = p;
  // the session stays here: the runner acts as the caller in the audit log and the wipe, signed in or not
  const order: SliceOrder = {
    county,
    kind,
    jobId: job.jobId,
    slice: job.slice,
    caller: { ...caller, sessionId: '' },
    source,
  };
  try {
    await startRunner(order);
  } catch (err) {
    // nothing will run it: the job says so (FAILED, resumable) instead of waiting to go stale
    await stalled(order, err);
    return (await readJob(county, kind)) ?? job;
  }
  return job;
}
