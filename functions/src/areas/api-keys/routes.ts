// apiKeys/*: an account's API keys (issue 31). An account administrator manages its own account's keys; TRIMIN and
// COUNTY any account of their county. A key itself never reaches these routes (bearer-auth.ts scopes).
import { apiKeyCreateSchema, apiKeyListSchema, apiKeyRevokeSchema } from '@portal/shared/api-keys/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireRole } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { createApiKey } from './create-api-key.ts';
import { keyAccount } from './key-account.ts';
import { listApiKeys } from './key-rows.ts';
import { revokeApiKey } from './revoke-api-key.ts';

export const apiKeyRoutes = new Hono<AppEnv>()
  .use('/apiKeys/*', requireRole('TRIMIN', 'COUNTY', 'ACCOUNT'))
  .post('/apiKeys/list', body(apiKeyListSchema), async (c) => {
    const county = c.get('county');
    const account = await keyAccount(county, currentUser(c), c.req.valid('json').accountId);
    return ok(c, await listApiKeys(county, account));
  })
  .post('/apiKeys/create', body(apiKeyCreateSchema), async (c) => {
    const county = c.get('county');
    const input = c.req.valid('json');
    const account = await keyAccount(county, currentUser(c), input.accountId);
    return ok(c, await createApiKey(county, currentUser(c), account, input), 'The key was made. Copy it now.');
  })
  .post('/apiKeys/revoke', body(apiKeyRevokeSchema), async (c) => {
    const county = c.get('county');
    const { accountId, keyId } = c.req.valid('json');
    const account = await keyAccount(county, currentUser(c), accountId);
    return ok(c, await revokeApiKey(county, currentUser(c), account, keyId), 'The key was revoked.');
  });
