// Who is calling: an API key (an `Authorization: Bearer lrp_<county>_<secret>` header, issue 31) or a browser
// (the same-origin guard, then the session cookie). A key acts as its account's designated API user: the same
// role guards, prices, balance and audit entries as that user's browser calls, each entry naming the key
// (data/ledger/api-key-caller.ts). What a key may never do is refused here, before any route runs:
// - a key in the URL (query strings end up in logs and browser history): 400, even beside a good header;
// - a wrong, revoked or expired key, or one whose user is gone or inactive: 401; another county's key: 403;
// - a route outside the key's scopes, so staff routes, the user manager and sign-in: 403. No session is ever made
//   from a key and a key's call never reads the cookie, so a key cannot sign in to the web app;
// - more calls than the county's apiKeyCallsPerMinute in this minute: 429 with Retry-After. The count is one
//   DynamoDB item per key and minute (ADD, removed by its TTL), so the limit holds across Lambda instances.
// The key's item is one strongly consistent GetItem by the SHA-256 of the key string: a revoke holds at once.
// CSRF does not apply to a key's call: a browser never adds an Authorization header a page did not set itself.
import type { ApiKeyScope } from '@portal/shared/api-keys/schemas';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { type ApiKey, getApiKeyByHash, hashApiKey, keyStringCounty } from '../data/app/api-keys.ts';
import { countCall } from '../data/app/rate-limit.ts';
import { getUser } from '../data/app/users.ts';
import { actingThroughKey } from '../data/ledger/api-key-caller.ts';
import { getConfig } from './config.ts';
import type { AppEnv } from './context.ts';
import { AppError, badRequest, forbidden, unauthenticated } from './errors.ts';
import { sameOrigin } from './same-origin.ts';
import { session } from './session.ts';

/** The routes each scope opens (paths under /api); a path no scope names is closed to every key. */
const scopeRoutes: Record<ApiKeyScope, readonly RegExp[]> = {
  search: [/^\/api\/search\//, /^\/api\/(tax|gis)\/getLinks$/],
  images: [/^\/api\/imaging\//],
  feed: [/^\/api\/feed\//],
};
/** Open to any key: the account's balance. */
const everyKey: readonly RegExp[] = [/^\/api\/currentUser\/usageBalance$/];
/** Open to anyone, so a program's Authorization header is not read there (its HTTP client may send it to every path). */
const keyNotRead: readonly RegExp[] = [/^\/api\/openapi\.json$/];

const keyParam = /^(api[_-]?key|access[_-]?token|bearer|key)$/i;
const keyValue = /lrp_[a-z][a-z0-9-]{1,30}_/;

function refuseKeyInUrl(c: Context<AppEnv>): void {
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (keyParam.test(name) || keyValue.test(value))
      throw badRequest('Send the API key in the Authorization header (Bearer), never in the URL: URLs are logged.');
  }
}

/** The scope whose routes hold the path, or 'any', or undefined when no key may call it. */
export function scopeOf(path: string): ApiKeyScope | 'any' | undefined {
  if (everyKey.some((r) => r.test(path))) return 'any';
  return (Object.keys(scopeRoutes) as ApiKeyScope[]).find((s) => scopeRoutes[s].some((r) => r.test(path)));
}

async function findKey(county: string, key: string): Promise<ApiKey> {
  const named = keyStringCounty(key);
  if (!named) throw unauthenticated('That is not an API key. Send Authorization: Bearer lrp_<county>_<secret>.');
  const item = await getApiKeyByHash(county, hashApiKey(key));
  // the stored item decides; the county in the string only words the refusal
  if (!item && named !== county) throw forbidden("This API key is for another county's portal.");
  if (!item) throw unauthenticated('Unknown API key. Check that it was copied whole, or make a new one.');
  if (item.county !== county) throw forbidden("This API key is for another county's portal.");
  if (item.revokedAt) throw unauthenticated('This API key was revoked. Make a new one on the API Keys page.');
  if (item.expiresAt && item.expiresAt <= new Date().toISOString())
    throw unauthenticated(`This API key expired on ${item.expiresAt.slice(0, 10)}. Make a new one.`);
  return item;
}

function checkScope(key: ApiKey, path: string): void {
  const scope = scopeOf(path);
  if (!scope)
    throw forbidden('An API key may call only the search, images and feed routes; this one needs a person signed in.');
  if (scope !== 'any' && !key.scopes.includes(scope))
    throw forbidden(`This API key lacks the '${scope}' scope. Make a key with it on the API Keys page.`);
}

/** Counts the call in its minute; the seconds until the next minute when over the county's limit. */
async function overLimit(county: string, key: ApiKey): Promise<number | undefined> {
  const { apiKeyCallsPerMinute } = await getConfig(county, 'userAccess');
  const nowSeconds = Math.floor(Date.now() / 1000);
  const minute = Math.floor(nowSeconds / 60);
  const calls = await countCall(county, 'APIKEY', key.keyId, minute, (minute + 1) * 60 + 60);
  return calls > apiKeyCallsPerMinute ? (minute + 1) * 60 - nowSeconds : undefined;
}

async function keyCall(c: Context<AppEnv>, next: Next, key: string): Promise<Response | undefined> {
  const county = c.get('county');
  const item = await findKey(county, key);
  checkScope(item, c.req.path);
  const [retryAfter, user] = await Promise.all([overLimit(county, item), getUser(county, item.userId)]);
  if (retryAfter !== undefined) {
    const error = new AppError(
      'THROTTLED',
      `This key made more calls than the county allows a minute. Try again in ${retryAfter} s.`,
    );
    return c.json({ status: 'ERROR', code: error.code, message: error.message }, 429, {
      'Retry-After': String(Math.max(1, retryAfter)),
    });
  }
  const usable = user?.status === 'A' && user.accountId === item.accountId && ['ACCOUNT', 'USER'].includes(user.role);
  if (!user || !usable)
    throw unauthenticated("This API key's user is no longer active on its account. Make a new key.");
  c.set('user', {
    sessionId: '',
    userId: user.id,
    username: user.username,
    role: user.role,
    accountId: user.accountId,
  });
  await actingThroughKey({ keyId: item.keyId, name: item.name }, () => next());
  return undefined;
}

/** The caller's identity for every /api call: a key's, or the browser session's behind the same-origin guard. */
export const callerAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  refuseKeyInUrl(c);
  const header = c.req.header('authorization');
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!keyNotRead.some((r) => r.test(c.req.path))) {
    if (bearer?.[1]) return keyCall(c, next, bearer[1]);
    if (header && /^Bearer\b/i.test(header)) throw unauthenticated('The Authorization header holds no key.');
  }
  await sameOrigin(c, async () => {
    await session(c, next);
  });
};
