// Brings a user's list entries in line with the stored user (after a change made outside the user manager: a
// profile edit, a status set by sign-in or recovery). A user of a county whose lists are not built yet is left
// to the build.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getAccount } from '#src/platform/account-store.ts';
import { userKey } from '#src/platform/app-keys.ts';
import { db } from '#src/platform/aws.ts';
import { indexWrites, isBuilt, stateOf } from '#src/platform/list-index.ts';
import { tables } from '#src/platform/tables.ts';
import type { User } from '#src/platform/user-store.ts';
import { listedUser } from './listed-user.ts';

export async function reindexUser(county: string, id: string, accountName?: string): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: userKey(county, id), ConsistentRead: true }),
  );
  const user = Item as User | undefined;
  if (!user || (!user.ixc && !(await isBuilt(county, 'USER')))) return;
  const name = accountName ?? (await getAccount(county, user.accountId))?.name ?? '';
  const listed = listedUser(user, name);
  const state = stateOf(county, listed);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tables.app,
            Key: userKey(county, id),
            UpdateExpression: 'SET ix = :ix, ixc = :ixc',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':ix': state.ix, ':ixc': state.ixc },
          },
        },
        ...indexWrites(county, 'USER', { ix: user.ix, ixc: user.ixc }, listed),
      ],
    }),
  );
}
