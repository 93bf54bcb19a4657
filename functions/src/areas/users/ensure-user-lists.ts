// A county's user lists are built once, from its users, the first time they are read (data/app/managed-list.ts);
// a user is found by its account's name too, so the build reads the accounts' names once.
import { ensureManagedLists, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';
import { accountNames } from './account-names.ts';
import { listedUser } from './listed-user.ts';

export async function ensureUserLists(county: string): Promise<void> {
  await ensureManagedLists<User>(county, userKind, async (users) => {
    const names = await accountNames(county, users);
    return users.map((u) => listedUser(u, names.get(u.accountId) ?? ''));
  });
}
