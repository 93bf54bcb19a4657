// Who is calling: an API key (an `Authorization: Bearer lrp_<county>_<secret>` header, issue 31) or a browser
// (the same-origin guard, then the session cookie). A key acts as its account's designated API user: the same
// role guards, prices, balance and audit entries as that user's browser calls, each entry naming the key
// (data/ledger/api-key-caller.ts). What a key may never do is refused here, before any route runs:
// - a key in the URL (query strings end up in logs and browser history): 400, even beside a good header;
// - a wrong, revoked or expired key, or one whose user is gone or inactive: 401; another county's key: 403;
// - a route outside the key's scopes, so staff routes, the user manager and sign-in: 403. No session is ever made
//   from a key and a key's call never reads the cookie, so a key cannot sign in to the web app;
// - more calls than the county's apiKeyCallsPerMinute in this minute: 429 with Retry-After. The count is kept on
//   the key's item itself, so the limit holds across Lambda instances.
// All of it is one conditional UpdateItem on the key's item by the SHA-256 of the key string (api-key-call.ts): a
// revoke, or a change to the key's user, holds at once, and the call reads no session and no user.
// CSRF does not apply to a key's call: a browser never adds an Authorization header a page did not set itself.
import type { ApiKeyScope } from '@portal/shared/api-keys/schemas';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { dropApiKeyCounters } from '../data/app/drop-api-key-counters.ts';
import { actingThroughKey } from '../data/ledger/api-key-caller.ts';
import { keyCall, type RouteScope } from './api-key-call.ts';
import type { AppEnv } from './context.ts';
import { badRequest, throttled, unauthenticated } from './errors.ts';
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
export function scopeOf(path: string): RouteScope {
  if (everyKey.some((r) => r.test(path))) return 'any';
  return (Object.keys(scopeRoutes) as ApiKeyScope[]).find((s) => scopeRoutes[s].some((r) => r.test(path)));
}

async function keyCaller(c: Context<AppEnv>, next: Next, secret: string): Promise<Response | undefined> {
  const call = await keyCall(c.get('county'), secret, scopeOf(c.req.path));
  if ('retryAfter' in call) {
    const error = throttled(
      `This key made more calls than the county allows a minute. Try again in ${call.retryAfter} s.`,
    );
    return c.json({ status: 'ERROR', code: error.code, message: error.message }, 429, {
      'Retry-After': String(call.retryAfter),
    });
  }
  const { key } = call;
  c.set('user', {
    sessionId: '',
    userId: key.userId,
    username: key.username,
    role: key.role,
    accountId: key.accountId,
  });
  // an earlier minute's counter goes beside the request (once a minute a key, as a session's slide); done before
  // the answer leaves
  const tidy = call.stale.length
    ? dropApiKeyCounters(c.get('county'), call.hash, call.stale).catch(() => undefined)
    : undefined;
  try {
    await actingThroughKey({ keyId: key.keyId, name: key.name }, () => next());
  } finally {
    await tidy;
  }
  return undefined;
}

/** The caller's identity for every /api call: a key's, or the browser session's behind the same-origin guard. */
export const callerAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  refuseKeyInUrl(c);
  const header = c.req.header('authorization');
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!keyNotRead.some((r) => r.test(c.req.path))) {
    if (bearer?.[1]) return keyCaller(c, next, bearer[1]);
    if (header && /^Bearer\b/i.test(header)) throw unauthenticated('The Authorization header holds no key.');
  }
  await sameOrigin(c, async () => {
    await session(c, next);
  });
};
