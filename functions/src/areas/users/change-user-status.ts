// userManager/userChangeStatusList and userChangeStatusSingle: an active user is deactivated, any other (inactive,
// pending, locked) activated; activating clears the failed sign-ins. Deactivating ends the user's sessions at once;
// its API keys' copy of its status changes in the same transaction, so they stop (or work again) at once too.
import type { UserStatus } from '@portal/shared/auth/roles';
import { userMessages as m } from '@portal/shared/users/messages';
import { toggledStatus } from '@portal/shared/users/user-status';
import { getAccount } from '#src/data/app/accounts.ts';
import { apiKeyUserCopies } from '#src/data/app/api-key-user-copies.ts';
import { statusWrites, userKind } from '#src/data/app/managed-list.ts';
import { endSessions } from '#src/data/app/sessions.ts';
import type { User } from '#src/data/app/users.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { listedUser } from './listed-user.ts';
import { managedUser } from './managed-user.ts';

export async function changeUserStatus(county: string, caller: SessionUser, userId: string) {
  if (userId === caller.userId) throw badRequest(m.notYourself);
  const user = await managedUser(county, caller, userId);
  const status = toggledStatus(user.status);
  await setUserStatus(county, caller, user, status, (await getAccount(county, user.accountId))?.name ?? '');
  return { status, message: status === 'A' ? m.activated(user.username) : m.deactivated(user.username) };
}

/** One user's status change with its list entries and audit entry (an account's toggle sets each of its users). */
export async function setUserStatus(
  county: string,
  caller: SessionUser,
  user: User,
  status: UserStatus,
  accountName: string,
) {
  const after: User = { ...user, status, ...(status === 'A' ? { failedAttempts: 0 } : {}) };
  const listed = listedUser(after, accountName);
  await transactWrite(
    [
      ...statusWrites(county, userKind, user, status, listed, { failedAttempts: after.failedAttempts }),
      auditChange({
        county,
        by: caller,
        type: 'USER_STATUS',
        accountId: user.accountId,
        targetUserId: user.id,
        info: `User ${user.username} status ${user.status} to ${status}`,
        before: { status: user.status },
        after: { status },
      }),
      ...(await apiKeyUserCopies(county, after, [user.accountId])),
    ],
    conflict('The user was changed meanwhile; reload and try again.'),
  );
  if (status !== 'A') await endSessions(county, user.id);
}
