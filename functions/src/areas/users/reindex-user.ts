// Brings a user's list entries in line with the stored user (after a change made outside the user manager: a
// profile edit, a status set by sign-in or recovery).
import { getAccount } from '#src/data/app/accounts.ts';
import { reindexManaged, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';
import { listedUser } from './listed-user.ts';

export async function reindexUser(county: string, id: string, accountName?: string): Promise<void> {
  await reindexManaged<User>(county, userKind, id, async (user) =>
    listedUser(user, accountName ?? (await getAccount(county, user.accountId))?.name ?? ''),
  );
}
