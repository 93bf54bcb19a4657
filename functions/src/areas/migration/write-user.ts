// Writes one migrated user as the user manager would (username item, user item, list entries and counts in one
// transaction). The username item may already be this user's (a repeated chunk) but no one else's: a login name
// taken by a kept LS2 user, or by an earlier LS1 row in another case, refuses the row.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { listedUser } from '#src/areas/users/index.ts';
import { usernameKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { indexWrites, stateOf } from '#src/platform/list-index.ts';
import { getUser, type User, userItem } from '#src/platform/user-store.ts';

/** undefined when written; otherwise why not */
export async function writeUser(county: string, user: User, accountName: string): Promise<string | undefined> {
  const before = await getUser(county, user.id);
  const listed = listedUser(user, accountName);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tables.app,
              Item: { ...usernameKey(county, user.username), userId: user.id },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
              ExpressionAttributeValues: { ':id': user.id },
            },
          },
          { Put: { TableName: tables.app, Item: { ...userItem(county, user), ...stateOf(county, listed) } } },
          ...indexWrites(county, 'USER', { ix: before?.ix, ixc: before?.ixc }, listed),
        ],
      }),
    );
    return undefined;
  } catch (err) {
    if (
      err instanceof TransactionCanceledException &&
      err.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    ) {
      return `login_name: '${user.username}' is already taken by another user`;
    }
    throw err;
  }
}
