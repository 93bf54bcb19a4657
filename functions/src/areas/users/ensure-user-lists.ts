// A county's user lists are built once, from its users, the first time they are read (users written before the
// lists existed, or by writers that do not index: the demo seed, self-registration); later writes keep them.

import type { Account } from '#src/platform/account-store.ts';
import { accountKey, userKey, usersByUsernameIndex } from '#src/platform/app-keys.ts';
import { batchGet } from '#src/platform/batch-get.ts';
import { buildLists, isBuilt } from '#src/platform/list-index.ts';
import { queryAll } from '#src/platform/query-all.ts';
import { tables } from '#src/platform/tables.ts';
import type { User } from '#src/platform/user-store.ts';
import { listedUser } from './listed-user.ts';

export async function ensureUserLists(county: string): Promise<void> {
  if (await isBuilt(county, 'USER')) return;
  const byUsername = usersByUsernameIndex(county);
  const users = await queryAll<User>({
    TableName: tables.app,
    IndexName: byUsername.index,
    KeyConditionExpression: `${byUsername.pkName} = :p`,
    ExpressionAttributeValues: { ':p': byUsername.pk },
  });
  const accountIds = [...new Set(users.map((u) => u.accountId))];
  const accounts = await batchGet<Account>(
    tables.app,
    accountIds.map((id) => accountKey(county, id)),
  );
  const names = new Map(accounts.flatMap((a) => (a ? [[a.id, a.name] as const] : [])));
  await buildLists(
    county,
    'USER',
    users.map((u) => ({
      key: userKey(county, u.id),
      state: { ix: u.ix, ixc: u.ixc },
      listed: listedUser(u, names.get(u.accountId) ?? ''),
    })),
  );
}
