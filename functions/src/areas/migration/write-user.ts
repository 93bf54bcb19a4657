// Writes one migrated user as the user manager would (username item, user item, list entries and counts in one
// transaction). The username item may already be this user's (a repeated chunk) but no one else's: a login name
// taken by a kept LS2 user, or by an earlier LS1 row in another case, refuses the row.
import { listedUser } from '#src/areas/users/index.ts';
import { stateOf } from '#src/data/app/list-entries.ts';
import { indexWrites } from '#src/data/app/list-index.ts';
import { migratedUsernamePut } from '#src/data/app/migration.ts';
import { getUser, type User, userPut } from '#src/data/app/users.ts';
import { cancelCodes, conditionFailed, transactWrite } from '#src/data/dynamo/transact-write.ts';

/** undefined when written; otherwise why not */
export async function writeUser(county: string, user: User, accountName: string): Promise<string | undefined> {
  const before = await getUser(county, user.id);
  const listed = listedUser(user, accountName);
  try {
    await transactWrite(
      [
        migratedUsernamePut(county, user.username, user.id),
        userPut(county, user, stateOf(county, listed)),
        ...indexWrites(county, 'USER', { ix: before?.ix, ixc: before?.ixc }, listed),
      ],
      () => undefined,
    );
    return undefined;
  } catch (err) {
    const codes = cancelCodes(err);
    if (codes && conditionFailed(codes, 0)) return `login_name: '${user.username}' is already taken by another user`;
    throw err;
  }
}
