// The names of the accounts a set of users belong to: the users' rows and filter words carry them.

import { accountKey } from '#src/data/app/keys.ts';
import { batchGet } from '#src/data/dynamo/batch-get.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { Account } from '#src/platform/account-store.ts';
import type { User } from '#src/platform/user-store.ts';

/** The account names of the users' accounts, by id (one BatchGet). */
export async function accountNames(county: string, users: User[]): Promise<Map<string, string>> {
  const ids = [...new Set(users.map((u) => u.accountId))];
  const accounts = await batchGet<Account>(
    tables.app,
    ids.map((id) => accountKey(county, id)),
  );
  return new Map(accounts.flatMap((a) => (a ? [[a.id, a.name] as const] : [])));
}
