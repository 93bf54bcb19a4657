// Every user of an account, read through the account's list (for its deletion and its status toggle).

import { ensureUserLists } from '#src/areas/users/index.ts';
import { accountScope } from '#src/data/app/keys.ts';
import { managedBatches, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';

export async function accountUsers(county: string, accountId: string): Promise<User[]> {
  await ensureUserLists(county);
  const users: User[] = [];
  const list = { scope: accountScope(accountId), includeInactive: true, filterText: '' };
  for await (const batch of managedBatches<User>(county, userKind, list)) users.push(...batch);
  return users;
}
