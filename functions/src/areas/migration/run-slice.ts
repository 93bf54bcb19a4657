// Runs a job's steps until it is done or its time slice is spent, saving the job after every step (the cursor
// is where the next slice resumes, and a save is where a cancel stops it). A slice is one run of the background
// runner (run-job.ts); a minute keeps it far inside the runner Lambda's timeout, and the status route shows the
// counts of every saved step meanwhile.
import type { SessionUser } from '#src/platform/context.ts';
import { accountsStep, auditLogStep, deletePreviousStep, usersStep } from './copy-steps.ts';
import { type MigrationJob, saveJob } from './job-store.ts';
import type { LegacySource } from './legacy-source.ts';
import { wipeAccountsStep, wipeUsersStep } from './wipe-step.ts';

export const sliceLimits = { ms: 60_000 };

async function step(county: string, caller: SessionUser, job: MigrationJob, source: LegacySource) {
  switch (job.phase) {
    case 'WIPE_USERS':
      return wipeUsersStep(county, caller, job);
    case 'WIPE_ACCOUNTS':
      return wipeAccountsStep(county, caller, job);
    case 'ACCOUNTS':
      return accountsStep(county, caller, job, source);
    case 'USERS':
      return usersStep(county, job, source);
    case 'DELETE_PREVIOUS':
      return deletePreviousStep(county, job);
    case 'AUDIT_LOG':
      return auditLogStep(county, job, source);
    case 'DONE':
      return;
  }
}

export function progressMessage(job: MigrationJob): string {
  const refused = `${job.refusedTotal} row(s) refused`;
  if (job.kind === 'accountsUsers') {
    const counts = `${job.accounts.written} account(s) and ${job.users.written} user(s) written, ${refused}`;
    if (job.state === 'DONE')
      return `LS1 accounts and users migrated: ${counts}. ${job.wiped.users} user(s) and ${job.wiped.accounts} account(s) were wiped first. Migrated users must use 'Forgot password' to sign in.`;
    return `Migrating LS1 accounts and users (${job.phase.toLowerCase().replace('_', ' ')}): ${counts} so far.`;
  }
  const counts = `${job.auditLog.written} audit entries written, ${refused}`;
  if (job.state === 'DONE')
    return `LS1 audit log migrated: ${counts}. ${job.wiped.deletedAuditEntries} previously migrated entries were deleted first.`;
  return `Migrating the LS1 audit log: ${counts} so far.`;
}

/** Runs steps until the job's phase is DONE or the slice's time is spent; throws what a step or save threw. */
export async function runSlice(
  county: string,
  caller: SessionUser,
  job: MigrationJob,
  source: LegacySource,
): Promise<void> {
  const deadline = Date.now() + sliceLimits.ms;
  do {
    await step(county, caller, job, source);
    job.message = progressMessage(job);
    if (job.phase !== 'DONE') await saveJob(county, job);
  } while (job.phase !== 'DONE' && Date.now() < deadline);
}
