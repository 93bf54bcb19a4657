// An account's keys as the page lists them: never a secret, never a hash.
import type { ApiKeyList, ApiKeyRow } from '@portal/shared/api-keys/schemas';
import type { Account } from '#src/data/app/accounts.ts';
import { type ApiKey, listAccountApiKeys } from '#src/data/app/api-keys.ts';

export const keyRow = (k: ApiKey): ApiKeyRow => ({
  keyId: k.keyId,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  username: k.username,
  createdAt: k.createdAt,
  createdBy: k.createdBy,
  ...(k.expiresAt ? { expiresAt: k.expiresAt } : {}),
  ...(k.revokedAt ? { revokedAt: k.revokedAt } : {}),
});

export async function listApiKeys(county: string, account: Account): Promise<ApiKeyList> {
  const keys = await listAccountApiKeys(county, account.id);
  return { accountId: account.id, accountName: account.name, keys: keys.map(keyRow) };
}
