// POST migrateLandSharkOneAccountsUsers / migrateLandSharkOneAuditLog: connect to LS1 and count its rows first
// (a wrong address, password or database is a 400 naming the field, and nothing has been touched), then start the
// job (accounts and users: wipe, accounts, users; audit log: delete earlier LS1 entries, copy) and run one time
// slice of it. continueJob runs the next slice of the job the page is following.

import { ensureAccountLists } from '#src/areas/accounts/index.ts';
import { ensureUserLists } from '#src/areas/users/index.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { type MigrationJob, newJob, readJob, startJob } from './job-store.ts';
import { type LegacySource, LegacySourceError } from './legacy-source.ts';
import { openLegacySource } from './open-source.ts';
import type { MigrationKind, MigrationPayload } from './payload.ts';
import { runSlice } from './run-slice.ts';

const sourceOf = (p: MigrationPayload) => ({
  address: p.landSharkOneDbAddress,
  name: p.landSharkOneDbName,
  username: p.landSharkOneDbUsername,
});

async function resume(county: string, kind: MigrationKind, p: MigrationPayload): Promise<MigrationJob> {
  const job = await readJob(county, kind);
  if (!job || job.jobId !== p.continueJob || job.state !== 'RUNNING')
    throw conflict('That migration is no longer running. Check its result below, or start it again.');
  const same = sourceOf(p);
  if (job.source.address !== same.address || job.source.name !== same.name || job.source.username !== same.username)
    throw badRequest('Continue with the same database address, name and user the migration started with.');
  return job;
}

async function start(
  county: string,
  caller: SessionUser,
  kind: MigrationKind,
  p: MigrationPayload,
  source: LegacySource,
) {
  const totals = await source.counts();
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
  const running = p.continueJob ? await resume(county, kind, p) : undefined;
  let source: LegacySource | undefined;
  try {
    source = await openLegacySource(p);
    const job = running ?? (await start(county, caller, kind, p, source));
    await runSlice(county, caller, job, source);
    return job;
  } catch (err) {
    if (err instanceof LegacySourceError)
      throw badRequest(err.message, err.field ? { [err.field]: err.message } : undefined);
    throw err;
  } finally {
    await source?.close();
  }
}
