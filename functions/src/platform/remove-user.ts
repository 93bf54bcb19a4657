// One user's removal: the user, its username (so the name can be registered again) and its list entries, in one
// transaction with the audit entry, then the end of its sessions (its next call is a 401). Its ledger entries and
// audit history stay. The user manager's deletion, an account's deletion and the inactive-user purge differ only in
// the audit entry's type and words.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { usernameKey } from '../data/app/keys.ts';
import { db } from '../data/dynamo/client.ts';
import { tables } from '../data/dynamo/tables.ts';
import { auditChange } from './audit-change.ts';
import type { SessionUser } from './context.ts';
import { deleteWrites, userKind } from './managed-list.ts';
import { endSessions } from './session.ts';
import type { User } from './user-store.ts';

export async function removeUser(
  county: string,
  by: SessionUser,
  user: User,
  audit: { type: string; info: string },
): Promise<void> {
  const username = {
    Delete: {
      TableName: tables.app,
      Key: usernameKey(county, user.username),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
      ExpressionAttributeValues: { ':id': user.id },
    },
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        ...deleteWrites(county, userKind, user, [username]),
        auditChange({
          county,
          by,
          type: audit.type,
          accountId: user.accountId,
          targetUserId: user.id,
          info: audit.info,
          before: user,
        }),
      ],
    }),
  );
  await endSessions(county, user.id);
}
