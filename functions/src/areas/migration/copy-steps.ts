// The copying steps, one LS1 page each: accounts, then users (whose account must have been written), then the
// audit log. Every row is either written (deterministic ids: a repeated page overwrites) or refused with why.
import { getAccounts } from '#src/data/app/accounts.ts';
import { deleteMigratedAuditEntries, migratedAuditPage, putMigratedAuditEntries } from '#src/data/ledger/migration.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { type MigrationJob, refuse, saveJob } from './job-store.ts';
import type { LegacySource } from './legacy-source.ts';
import { mapAccount } from './map-account.ts';
import { mapAudit } from './map-audit.ts';
import { mapUser } from './map-user.ts';
import { openBalances } from './opening-balance.ts';
import { writeAccount } from './write-account.ts';
import { writeUser } from './write-user.ts';

/** Rows per LS1 page: a page's writes fit well inside a time slice. */
export const chunkSizes = { rows: 100, auditRows: 500, auditDeletes: 500 };

export async function accountsStep(
  county: string,
  caller: SessionUser,
  job: MigrationJob,
  source: LegacySource,
): Promise<void> {
  const page = await source.accounts(job.cursor, chunkSizes.rows);
  for (const raw of page.rows) {
    job.accounts.read += 1;
    const mapped = mapAccount(raw);
    if ('refused' in mapped) {
      job.accounts.refused += 1;
      refuse(job, mapped.refused);
      continue;
    }
    const account = mapped.ok;
    const ls1 = { usageBalanceCents: account.usageBalanceCents, imagesRemaining: account.imagesRemaining };
    await writeAccount(county, account);
    await openBalances(county, caller, job.jobId, account, ls1);
    job.accounts.written += 1;
  }
  job.cursor = page.next;
  if (!page.next) job.phase = 'USERS';
}

export async function usersStep(county: string, job: MigrationJob, source: LegacySource): Promise<void> {
  const page = await source.users(job.cursor, chunkSizes.rows);
  const mapped = page.rows.map(mapUser);
  const accountIds = [...new Set(mapped.flatMap((m) => ('ok' in m ? [m.ok.accountId] : [])))];
  const accounts = await getAccounts(county, accountIds);
  const names = new Map(accounts.flatMap((a) => (a ? [[a.id, a.name] as const] : [])));
  for (const m of mapped) {
    job.users.read += 1;
    if ('refused' in m) {
      job.users.refused += 1;
      refuse(job, m.refused);
      continue;
    }
    const user = m.ok;
    const name = names.get(user.accountId);
    const why =
      name === undefined
        ? `account_id: account ${user.accountId.replace(/^ls1a-/, '')} was not migrated (missing or refused)`
        : await writeUser(county, user, name);
    if (why) {
      job.users.refused += 1;
      refuse(job, { table: 'ls_user', key: user.id.replace(/^ls1u-/, ''), label: user.username, reason: why });
    } else job.users.written += 1;
  }
  job.cursor = page.next;
  if (!page.next) job.phase = 'DONE';
}

/** Removes a page of the LS1 entries an earlier run wrote ('delete previously migrated LS1 Audit Log data'). */
export async function deletePreviousStep(county: string, job: MigrationJob): Promise<void> {
  const month = job.months[job.monthIndex];
  if (month === undefined) {
    job.phase = 'AUDIT_LOG';
    job.cursor = undefined;
    return;
  }
  const { keys, next } = await migratedAuditPage(county, month, job.cursor, chunkSizes.auditDeletes);
  await deleteMigratedAuditEntries(keys);
  job.wiped.deletedAuditEntries += keys.length;
  job.cursor = next;
  if (!job.cursor) job.monthIndex += 1;
}

export async function auditLogStep(county: string, job: MigrationJob, source: LegacySource): Promise<void> {
  const page = await source.auditLog(job.cursor, chunkSizes.auditRows);
  const items: Array<Record<string, unknown>> = [];
  const monthsBefore = job.months.length;
  for (const raw of page.rows) {
    job.auditLog.read += 1;
    const mapped = mapAudit(county, raw);
    if ('refused' in mapped) {
      job.auditLog.refused += 1;
      refuse(job, mapped.refused);
      continue;
    }
    items.push(mapped.ok);
    const month = mapped.ok.at.slice(0, 7);
    if (!job.months.includes(month)) job.months.push(month);
  }
  // the months are saved with the job before the entries exist, so a later run always finds what to delete
  if (job.months.length > monthsBefore) await saveJob(county, job);
  await putMigratedAuditEntries(items);
  job.auditLog.written += items.length;
  job.cursor = page.next;
  if (!page.next) job.phase = 'DONE';
}
