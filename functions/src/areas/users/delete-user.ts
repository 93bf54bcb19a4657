// userManager/userDelete: removes a user, its username (so the name can be registered again) and its list
// entries in one transaction with the audit entry, then ends its sessions: its next call is a 401. Its ledger
// entries and audit history stay.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { userMessages as m } from '@portal/shared/users/messages';
import { auditChange } from '#src/platform/audit-change.ts';
import { db } from '#src/platform/aws.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest } from '#src/platform/errors.ts';
import { endSessions } from '#src/platform/session.ts';
import { type User, userDeleteWrites } from '#src/platform/user-store.ts';
import { managedUser } from './managed-user.ts';

export async function deleteUser(county: string, caller: SessionUser, userId: string): Promise<string> {
  if (userId === caller.userId) throw badRequest(m.notYourself);
  const user = await managedUser(county, caller, userId);
  await removeUser(county, caller, user);
  return m.deleted(user.username);
}

/** The writes and the sign-out of one user's removal (an account's deletion removes each of its users so). */
export async function removeUser(county: string, caller: SessionUser, user: User): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        ...userDeleteWrites(county, user),
        auditChange({
          county,
          by: caller,
          type: 'USER_DELETE',
          accountId: user.accountId,
          targetUserId: user.id,
          info: `User ${user.username} deleted`,
          before: user,
        }),
      ],
    }),
  );
  await endSessions(county, user.id);
}
