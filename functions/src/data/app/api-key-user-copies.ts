// A key's item carries a copy of its user's identity (role, status, account, username), so a key's call reads no
// user (platform/api-key-call.ts). Every change that matters to a key (the user's status, role or account, its
// removal) puts these updates in its own transaction, so the copies change with the user at once, as its sessions
// end. The keys are found by the account's key index, one bounded page (MAX_KEYS_PER_ACCOUNT).

import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { type ApiKey, listAccountApiKeys } from './api-keys.ts';
import { apiKeyKey } from './keys.ts';
import type { User } from './users.ts';

/** The user as its keys copy it; a removed user's keys say 'REMOVED'. */
export type KeyUser = Pick<User, 'id' | 'username' | 'role' | 'accountId'> & { status: ApiKey['userStatus'] };

/** A key's copy of its user, as the key's item holds it. */
export const userCopy = (user: KeyUser) => ({
  username: user.username,
  role: user.role,
  userStatus: user.status,
  userAccountId: user.accountId,
});

/** The updates that bring the unrevoked keys acting as `user`, on any of `accountIds`, to its identity now. */
export async function apiKeyUserCopies(county: string, user: KeyUser, accountIds: string[]): Promise<TransactItem[]> {
  const keys = (await Promise.all([...new Set(accountIds)].map((a) => listAccountApiKeys(county, a)))).flat();
  const copy = userCopy(user);
  return keys
    .filter((k) => k.userId === user.id && !k.revokedAt)
    .map((k) => ({
      Update: {
        TableName: tables.app,
        Key: apiKeyKey(county, k.hash),
        UpdateExpression: 'SET username = :username, #role = :role, userStatus = :status, userAccountId = :account',
        // a key is never deleted; the condition only keeps a stray write from making an item
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':username': copy.username,
          ':role': copy.role,
          ':status': copy.userStatus,
          ':account': copy.userAccountId,
        },
      },
    }));
}
