// Purges inactive credit card users: ACCOUNT and USER logins of accounts that pay by credit card whose last sign-in
// (their newest LOGIN audit entry; their creation when they never signed in) is before a cut-off instant. Each is
// removed as the user manager removes one (platform/remove-user.ts: the user, its username, its list entries) in
// one transaction with its USER_PURGE audit entry, then its sessions end. Their accounts, ledger entries and audit
// history stay.

import { listAccounts } from '#src/data/app/accounts.ts';
import { listUsers, type User } from '#src/data/app/users.ts';
import { isTransactionCanceled } from '#src/data/dynamo/transact-write.ts';
import { hasLoginSince } from '#src/data/ledger/maintenance.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { removeUser } from '#src/platform/remove-user.ts';

const PURGED_ROLES = new Set(['ACCOUNT', 'USER']);

/** The users a purge with this cut-off removes. */
export async function inactiveCardUsers(county: string, before: Date): Promise<User[]> {
  const cardAccounts = new Set(
    (await listAccounts(county)).filter((a) => a.paymentMethod === 'CREDIT_CARD').map((a) => a.id),
  );
  const since = before.toISOString();
  const out: User[] = [];
  for (const user of await listUsers(county)) {
    if (!PURGED_ROLES.has(user.role) || !cardAccounts.has(user.accountId)) continue;
    if ((user.createdAt ?? '') >= since) continue;
    if (await hasLoginSince(county, user.id, since)) continue;
    out.push(user);
  }
  return out;
}

async function purgeUser(county: string, by: SessionUser, user: User, why: string): Promise<boolean> {
  try {
    await removeUser(county, by, user, {
      type: 'USER_PURGE',
      info: `Inactive credit card user ${user.username} purged (${why})`,
    });
  } catch (err) {
    // removed meanwhile (a second run, an administrator): not this purge's
    if (isTransactionCanceled(err)) return false;
    throw err;
  }
  return true;
}

/** Removes every inactive credit card user of the county; answers how many it removed. */
export async function purgeInactiveCardUsers(
  county: string,
  by: SessionUser,
  before: Date,
  why: string,
): Promise<number> {
  let purged = 0;
  for (const user of await inactiveCardUsers(county, before)) if (await purgeUser(county, by, user, why)) purged++;
  return purged;
}
