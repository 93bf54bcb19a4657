// API keys (issue 31; keys: keys.ts apiKeyKey, accountApiKeysIndex). One item per key, keyed by the SHA-256 of the
// key string, so the store never holds a usable secret. The item carries a copy of its user's identity and the
// calls of its current minute, so a key's call is one UpdateItem (count-api-key-call.ts) and reads nothing else.
// An account's keys are one gsi1 partition, read as one page: an account holds at most MAX_KEYS_PER_ACCOUNT keys.
import { createHash, randomBytes } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyScope } from '@portal/shared/api-keys/schemas';
import type { Role, UserStatus } from '@portal/shared/auth/roles';
import { db } from '../dynamo/client.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { accountApiKeysIndex, apiKeyIndexAttributes, apiKeyKey } from './keys.ts';

export interface ApiKey {
  keyId: string;
  county: string;
  accountId: string;
  /** the user of the account the key acts as, and copies of what decides its calls (api-key-user-copies.ts keeps
   * them as the user changes): its role, status ('REMOVED' once deleted) and account */
  userId: string;
  username: string;
  role: Role;
  userStatus: UserStatus | 'REMOVED';
  userAccountId: string;
  name: string;
  /** the key string's first characters, to tell keys apart */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  createdBy: string;
  /** the instant the key stops working */
  expiresAt?: string;
  revokedAt?: string;
  revokedBy?: string;
  hash: string;
  // and `callsIn<epoch minute>`: the calls of the minute (count-api-key-call.ts)
}

// lrp_<county>_<32 random bytes, base64url>; a county id has no underscore, the random part may
const KEY_FORMAT = /^lrp_([a-z][a-z0-9-]{1,30})_([A-Za-z0-9_-]{43})$/;

/** A new key string for a county. */
export const newApiKeySecret = (county: string) => `lrp_${county}_${randomBytes(32).toString('base64url')}`;

/** The county a key string names, or undefined when it is not a key's shape (the stored item decides, not this). */
export const keyStringCounty = (key: string) => KEY_FORMAT.exec(key)?.[1];

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key's item, refused if its hash is taken, as a transaction item beside its audit entry. */
export function apiKeyPut(key: ApiKey): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: {
        ...apiKeyKey(key.county, key.hash),
        ...apiKeyIndexAttributes(key.county, key.accountId, key.createdAt, key.keyId),
        ...key,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** An account's keys, oldest first: one page, since an account holds at most MAX_KEYS_PER_ACCOUNT. */
export async function listAccountApiKeys(county: string, accountId: string): Promise<ApiKey[]> {
  const index = accountApiKeysIndex(county, accountId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      IndexName: index.index,
      KeyConditionExpression: `${index.pkName} = :p`,
      ExpressionAttributeValues: { ':p': index.pk },
      // MAX_KEYS_PER_ACCOUNT (shared/api-keys/schemas.ts) + 1, written as a constant: one bounded page
      Limit: 26,
    }),
  );
  return Items as ApiKey[];
}

/** Marks a key of the account revoked, as a transaction item: refused if it is another account's or revoked. */
export function apiKeyRevokeUpdate(key: ApiKey, at: string, by: string): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: apiKeyKey(key.county, key.hash),
      UpdateExpression: 'SET revokedAt = :at, revokedBy = :by',
      ConditionExpression: 'accountId = :a AND attribute_not_exists(revokedAt)',
      ExpressionAttributeValues: { ':at': at, ':by': by, ':a': key.accountId },
    },
  };
}
