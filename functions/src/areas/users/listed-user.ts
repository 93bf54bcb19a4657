// How a user appears in the user manager's lists: by username, found by the words of its username, names and
// account name, in the county's list and its account's.
import { accountScope } from '#src/data/app/keys.ts';
import { type Listed, wordsOf } from '#src/data/app/list-entries.ts';
import type { User } from '#src/data/app/users.ts';

export function listedUser(
  user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'status' | 'accountId'>,
  accountName: string,
): Listed {
  return {
    kind: 'USER',
    id: user.id,
    sortName: user.username.toLowerCase(),
    words: wordsOf(user.username, user.firstName, user.lastName, accountName),
    active: user.status === 'A',
    scopes: ['C', accountScope(user.accountId)],
  };
}
