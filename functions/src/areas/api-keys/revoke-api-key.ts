// Revokes one key of an account at once (the bearer middleware reads the key strongly consistent on every call).
// The revoke and its API_KEY_REVOKE audit entry are one transaction; a key revoked already is a 409.
import type { ApiKeyList } from '@portal/shared/api-keys/schemas';
import type { Account } from '#src/data/app/accounts.ts';
import { apiKeyRevokeUpdate, listAccountApiKeys } from '#src/data/app/api-keys.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict, notFound } from '#src/platform/errors.ts';
import { listApiKeys } from './key-rows.ts';

export async function revokeApiKey(
  county: string,
  caller: SessionUser,
  account: Account,
  keyId: string,
): Promise<ApiKeyList> {
  const key = (await listAccountApiKeys(county, account.id)).find((k) => k.keyId === keyId);
  if (!key) throw notFound('No such key on this account.');
  if (key.revokedAt) throw conflict('That key is revoked already.');
  const at = new Date().toISOString();
  await transactWrite(
    [
      apiKeyRevokeUpdate(key, at, caller.username),
      auditChange({
        county,
        by: caller,
        type: 'API_KEY_REVOKE',
        accountId: account.id,
        targetUserId: key.userId,
        info: `API key '${key.name}' revoked`,
      }),
    ],
    conflict('That key is revoked already.'),
  );
  return listApiKeys(county, account);
}
