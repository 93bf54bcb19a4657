// An account's administrators (role ACCOUNT, active, with an e-mail address), read through the account's user list:
// what it reads grows with one account's users, not with the county.
import { ensureUserLists } from '#src/areas/users/index.ts';
import { accountScope } from '#src/data/app/keys.ts';
import { managedBatches, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';

export async function accountAdmins(county: string, accountId: string): Promise<User[]> {
  await ensureUserLists(county);
  const admins: User[] = [];
  const list = { scope: accountScope(accountId), includeInactive: false, filterText: '' };
  for await (const batch of managedBatches<User>(county, userKind, list)) {
    admins.push(...batch.filter((u) => u.role === 'ACCOUNT' && u.status === 'A' && u.email));
  }
  return admins;
}
