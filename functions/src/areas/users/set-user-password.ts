// userManager/userPassword: an administrator sets a user's password. The user's sessions end (whoever held the
// old password is signed out); the audit entry says who did it, never the password.
import { userMessages as m } from '@portal/shared/users/messages';
import { endSessions } from '#src/data/app/sessions.ts';
import { userPasswordUpdate } from '#src/data/app/users.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { managedUser } from './managed-user.ts';

export async function setUserPassword(
  county: string,
  caller: SessionUser,
  id: string,
  password: string,
): Promise<string> {
  const user = await managedUser(county, caller, id);
  await transactWrite(
    [
      userPasswordUpdate(county, user.id, await hashPassword(password)),
      auditChange({
        county,
        by: caller,
        type: 'USER_PASSWORD',
        accountId: user.accountId,
        targetUserId: user.id,
        info: `Password of ${user.username} set`,
      }),
    ],
    () => undefined,
  );
  await endSessions(county, user.id, id === caller.userId ? caller.sessionId : undefined);
  return m.passwordSet(user.username);
}
