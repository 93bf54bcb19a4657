// userManager/userPassword: an administrator sets a user's password. The user's sessions end (whoever held the
// old password is signed out); the audit entry says who did it, never the password.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { userMessages as m } from '@portal/shared/users/messages';
import { userKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { endSessions } from '#src/platform/session.ts';
import { managedUser } from './managed-user.ts';

export async function setUserPassword(
  county: string,
  caller: SessionUser,
  id: string,
  password: string,
): Promise<string> {
  const user = await managedUser(county, caller, id);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tables.app,
            Key: userKey(county, user.id),
            UpdateExpression: 'SET passwordHash = :h, failedAttempts = :z',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':h': await hashPassword(password), ':z': 0 },
          },
        },
        auditChange({
          county,
          by: caller,
          type: 'USER_PASSWORD',
          accountId: user.accountId,
          targetUserId: user.id,
          info: `Password of ${user.username} set`,
        }),
      ],
    }),
  );
  await endSessions(county, user.id, id === caller.userId ? caller.sessionId : undefined);
  return m.passwordSet(user.username);
}
