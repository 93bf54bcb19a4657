// A county's account list is built once from its accounts the first time it is read (see ensure-user-lists.ts).

import type { Account } from '#src/platform/account-store.ts';
import { accountKey, accountsByNameIndex } from '#src/platform/app-keys.ts';
import { buildLists, isBuilt } from '#src/platform/list-index.ts';
import { queryAll } from '#src/platform/query-all.ts';
import { tables } from '#src/platform/tables.ts';
import { listedAccount } from './listed-account.ts';

export async function ensureAccountLists(county: string): Promise<void> {
  if (await isBuilt(county, 'ACCOUNT')) return;
  const byName = accountsByNameIndex(county);
  const accounts = await queryAll<Account>({
    TableName: tables.app,
    IndexName: byName.index,
    KeyConditionExpression: `${byName.pkName} = :p`,
    ExpressionAttributeValues: { ':p': byName.pk },
  });
  await buildLists(
    county,
    'ACCOUNT',
    accounts.map((a) => ({ key: accountKey(county, a.id), state: { ix: a.ix, ixc: a.ixc }, listed: listedAccount(a) })),
  );
}
