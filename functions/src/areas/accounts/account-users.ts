// Every user of an account, read through the account's list (for its deletion and its status toggle).
import { accountScope, userKey } from '#src/platform/app-keys.ts';
import { batchGet } from '#src/platform/batch-get.ts';
import { listIds } from '#src/platform/list-index.ts';
import { tables } from '#src/platform/tables.ts';
import type { User } from '#src/platform/user-store.ts';
import { ensureUserLists } from '../users/ensure-user-lists.ts';

export async function accountUsers(county: string, accountId: string): Promise<User[]> {
  await ensureUserLists(county);
  const users: User[] = [];
  for await (const ids of listIds(county, {
    kind: 'USER',
    scope: accountScope(accountId),
    includeInactive: true,
    filterText: '',
  })) {
    for (const u of await batchGet<User>(
      tables.app,
      ids.map((id) => userKey(county, id)),
    ))
      if (u) users.push(u);
  }
  return users;
}
