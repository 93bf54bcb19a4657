// A county's user lists are built once, from its users, the first time they are read (platform/managed-list.ts);
// a user is found by its account's name too, so the build reads the accounts' names once.
import { ensureManagedLists, userKind } from '#src/platform/managed-list.ts';
import type { User } from '#src/platform/user-store.ts';
import { accountNames } from './account-names.ts';
import { listedUser } from './listed-user.ts';

export async function ensureUserLists(county: string): Promise<void> {
  await ensureManagedLists<User>(county, userKind, async (users) => {
    const names = await accountNames(county, users);
    return users.map((u) => listedUser(u, names.get(u.accountId) ?? ''));
  });
}
