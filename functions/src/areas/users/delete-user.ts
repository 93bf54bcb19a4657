// userManager/userDelete: removes a user, its username (so the name can be registered again) and its list
// entries in one transaction with the audit entry, then ends its sessions: its next call is a 401. Its ledger
// entries and audit history stay (platform/remove-user.ts).
import { userMessages as m } from '@portal/shared/users/messages';
import type { User } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest } from '#src/platform/errors.ts';
import { removeUser as remove } from '#src/platform/remove-user.ts';
import { managedUser } from './managed-user.ts';

export async function deleteUser(county: string, caller: SessionUser, userId: string): Promise<string> {
  if (userId === caller.userId) throw badRequest(m.notYourself);
  const user = await managedUser(county, caller, userId);
  await removeUser(county, caller, user);
  return m.deleted(user.username);
}

/** One user's removal by an administrator (an account's deletion removes each of its users so). */
export async function removeUser(county: string, caller: SessionUser, user: User): Promise<void> {
  await remove(county, caller, user, { type: 'USER_DELETE', info: `User ${user.username} deleted` });
}
