// Brings an account's list entries in line with the stored account (one written outside the control panel: a
// self-registration's account). An account of a county whose lists are not built yet is left to the build.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Account } from '#src/platform/account-store.ts';
import { accountKey } from '#src/platform/app-keys.ts';
import { db } from '#src/platform/aws.ts';
import { indexWrites, isBuilt, stateOf } from '#src/platform/list-index.ts';
import { tables } from '#src/platform/tables.ts';
import { listedAccount } from './listed-account.ts';

export async function reindexAccount(county: string, id: string): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: accountKey(county, id), ConsistentRead: true }),
  );
  const account = Item as Account | undefined;
  if (!account || (!account.ixc && !(await isBuilt(county, 'ACCOUNT')))) return;
  const listed = listedAccount(account);
  const state = stateOf(county, listed);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tables.app,
            Key: accountKey(county, id),
            UpdateExpression: 'SET ix = :ix, ixc = :ixc',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':ix': state.ix, ':ixc': state.ixc },
          },
        },
        ...indexWrites(county, 'ACCOUNT', { ix: account.ix, ixc: account.ixc }, listed),
      ],
    }),
  );
}
