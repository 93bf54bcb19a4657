// Creates a key for an account: the secret is made here, answered once, and only its SHA-256 is stored. The key
// acts as one active user of the account (its role rules, its account's balance), never as staff or the guest
// login. The key's item (with its copy of the user's identity, which a key's call reads instead of the user) and its
// API_KEY_CREATE audit entry are one transaction, which also checks the user is still as copied.
import { type ApiKeyCreated, type apiKeyCreateSchema, MAX_KEYS_PER_ACCOUNT } from '@portal/shared/api-keys/schemas';
import type { z } from 'zod';
import type { Account } from '#src/data/app/accounts.ts';
import { userCopy } from '#src/data/app/api-key-user-copies.ts';
import { type ApiKey, apiKeyPut, hashApiKey, listAccountApiKeys, newApiKeySecret } from '#src/data/app/api-keys.ts';
import { findUserByUsername, type User, userUnchangedCheck } from '#src/data/app/users.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { listApiKeys } from './key-rows.ts';

type Input = z.output<typeof apiKeyCreateSchema>;

/** The user the key acts as: the named one, or the caller when the caller is of the account. */
async function apiUser(county: string, caller: SessionUser, account: Account, username: string): Promise<User> {
  const wanted = username || (caller.accountId === account.id ? caller.username : '');
  if (!wanted) throw badRequest('username: Name the user of the account the key acts as.', { username: 'Required.' });
  const user = await findUserByUsername(county, wanted);
  const problem = !user
    ? 'No such user.'
    : user.accountId !== account.id
      ? 'That user is not of this account.'
      : user.role !== 'ACCOUNT' && user.role !== 'USER'
        ? 'A key acts as an account administrator or a user, not staff or the guest login.'
        : user.status !== 'A'
          ? 'That user is not active.'
          : undefined;
  if (problem || !user) throw badRequest(`username: ${problem}`, { username: problem ?? 'No such user.' });
  return user;
}

/** The instant after the key's last day (UTC). */
const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export async function createApiKey(
  county: string,
  caller: SessionUser,
  account: Account,
  input: Input,
): Promise<ApiKeyCreated> {
  const now = new Date();
  if (input.expiresOn && endOfDay(input.expiresOn) <= now.toISOString())
    throw badRequest('expiresOn: A day from today on.', { expiresOn: 'A day from today on.' });
  const user = await apiUser(county, caller, account, input.username);
  if ((await listAccountApiKeys(county, account.id)).length >= MAX_KEYS_PER_ACCOUNT)
    throw conflict(`An account holds at most ${MAX_KEYS_PER_ACCOUNT} keys.`);
  const secret = newApiKeySecret(county);
  const key: ApiKey = {
    keyId: newId(),
    county,
    accountId: account.id,
    userId: user.id,
    ...userCopy(user),
    name: input.name,
    prefix: secret.slice(0, `lrp_${county}_`.length + 4),
    scopes: input.scopes,
    createdAt: now.toISOString(),
    createdBy: caller.username,
    ...(input.expiresOn ? { expiresAt: endOfDay(input.expiresOn) } : {}),
    hash: hashApiKey(secret),
  };
  const { hash: _hash, ...shown } = key;
  await transactWrite(
    [
      apiKeyPut(key),
      userUnchangedCheck(county, user),
      auditChange({
        county,
        by: caller,
        type: 'API_KEY_CREATE',
        accountId: account.id,
        targetUserId: user.id,
        info: `API key '${key.name}' (${key.scopes.join(', ')}) acting as ${user.username}`,
        after: shown,
      }),
    ],
    conflict('The key could not be made. Try again.'),
  );
  return { ...(await listApiKeys(county, account)), keyId: key.keyId, secret };
}
