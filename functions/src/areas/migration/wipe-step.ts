// The wipe the confirmation announces ('wipe clean any existing ACCOUNTS and USERS in LS2'), a page at a time
// through the user manager's and control panel's own removals (list entries, counts, usernames, sessions and an
// audit entry each); an account's balances are taken off through the ledger first. Kept: LS2's own staff (TRIMIN
// and COUNTY users, not ones an earlier run brought from LS1), the caller, and the accounts those users belong to;
// without them nobody could sign in to finish the migration.

import { staffRoles } from '@portal/shared/auth/roles';
import { deleteAccount } from '#src/areas/accounts/index.ts';
import { removeUser } from '#src/areas/users/index.ts';
import { accountsPage, usersPage } from '#src/data/app/migration.ts';
import type { User } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import type { MigrationJob } from './job-store.ts';
import { isMigratedUserId } from './migrated-ids.ts';
import { closeBalances } from './opening-balance.ts';

const PAGE = 25;

export const isKept = (u: Pick<User, 'id' | 'role'>, caller: SessionUser) =>
  u.id === caller.userId || (staffRoles.includes(u.role) && !isMigratedUserId(u.id));

export async function wipeUsersStep(county: string, caller: SessionUser, job: MigrationJob): Promise<void> {
  const { items, next } = await usersPage(county, job.cursor, PAGE);
  for (const user of items) {
    if (isKept(user, caller)) {
      job.wiped.keptUsers += 1;
      if (!job.keptAccounts.includes(user.accountId)) job.keptAccounts.push(user.accountId);
      continue;
    }
    await removeUser(county, caller, user);
    job.wiped.users += 1;
  }
  job.cursor = next;
  if (!next) job.phase = 'WIPE_ACCOUNTS';
}

export async function wipeAccountsStep(county: string, caller: SessionUser, job: MigrationJob): Promise<void> {
  const { items, next } = await accountsPage(county, job.cursor, PAGE);
  for (const account of items) {
    if (job.keptAccounts.includes(account.id) || account.id === caller.accountId) continue;
    await closeBalances(county, caller, job.jobId, account);
    await deleteAccount(county, caller, account.id);
    job.wiped.accounts += 1;
  }
  job.cursor = next;
  if (!next) job.phase = 'ACCOUNTS';
}
