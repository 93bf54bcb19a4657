// Writes one migrated account as the control panel would (the account item, its list entries and counts in one
// transaction), over whatever an earlier write of the same LS1 row left: the entries it had are replaced, so
// writing a row twice leaves one account, counted once.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { listedAccount } from '#src/areas/accounts/index.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { type Account, accountItem, getAccount } from '#src/platform/account-store.ts';
import { indexWrites, stateOf } from '#src/platform/list-index.ts';

export async function writeAccount(county: string, account: Account): Promise<void> {
  const before = await getAccount(county, account.id);
  const listed = listedAccount(account);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tables.app, Item: { ...accountItem(county, account), ...stateOf(county, listed) } } },
        ...indexWrites(county, 'ACCOUNT', { ix: before?.ix, ixc: before?.ixc }, listed),
      ],
    }),
  );
}
