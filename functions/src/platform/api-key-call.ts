// Who a key's call acts as, in one DynamoDB round trip (issue 31's goal: a key's call as cheap as a cookie's). The
// key's item carries its user's identity (copied at making, kept by data/app/api-key-user-copies.ts as the user
// changes) and its minute's calls, so one conditional UpdateItem (data/app/count-api-key-call.ts) counts the call and
// answers everything; a refused one writes nothing and hands back the item, worded here in the order the checks
// always ran: unknown 401 (another county's 403), revoked 401, expired 401, a scope or route the key lacks 403, over
// the county's calls per minute 429, a user no longer active on the key's account 401.
import type { ApiKeyScope } from '@portal/shared/api-keys/schemas';
import { type ApiKey, hashApiKey, keyStringCounty } from '../data/app/api-keys.ts';
import {
  callsIn,
  countApiKeyCall,
  type KeyCallTerms,
  NO_KEY_ROUTE,
  staleCounters,
} from '../data/app/count-api-key-call.ts';
import { getConfig } from './config.ts';
import { type AppError, forbidden, unauthenticated, unavailable } from './errors.ts';

/** The scope a route needs ('any': every key may call it; undefined: no key may). */
export type RouteScope = ApiKeyScope | 'any' | undefined;

/** A counted call: its key, and the counters of earlier minutes to drop beside the request. */
export type KeyCall = { key: ApiKey; hash: string; stale: string[] } | { retryAfter: number };

/** The refusal the item as it was meets: the first clause of count-api-key-call.ts's condition it fails. */
function refusal(
  old: ApiKey | undefined,
  named: string,
  county: string,
  terms: KeyCallTerms,
): AppError | { retryAfter: number } | undefined {
  // the stored item decides; the county in the string only words the refusal
  if (!old && named !== county) return forbidden("This API key is for another county's portal.");
  if (!old) return unauthenticated('Unknown API key. Check that it was copied whole, or make a new one.');
  if (old.revokedAt) return unauthenticated('This API key was revoked. Make a new one on the API Keys page.');
  if (old.expiresAt && old.expiresAt <= terms.now)
    return unauthenticated(`This API key expired on ${old.expiresAt.slice(0, 10)}. Make a new one.`);
  if (terms.scope === NO_KEY_ROUTE)
    return forbidden('An API key may call only the search, images and feed routes; this one needs a person signed in.');
  if (terms.scope && !old.scopes.includes(terms.scope))
    return forbidden(`This API key lacks the '${terms.scope}' scope. Make a key with it on the API Keys page.`);
  const calls = Number((old as ApiKey & Record<string, unknown>)[callsIn(terms.minute)] ?? 0);
  if (calls >= terms.limit) return { retryAfter: (terms.minute + 1) * 60 };
  const usable =
    old.userStatus === 'A' && old.userAccountId === old.accountId && ['ACCOUNT', 'USER'].includes(old.role);
  if (!usable) return unauthenticated("This API key's user is no longer active on its account. Make a new key.");
  return undefined;
}

/** Counts a call with `secret` in its minute and answers the key, or the seconds to wait; throws any refusal. */
export async function keyCall(county: string, secret: string, scope: RouteScope): Promise<KeyCall> {
  const named = keyStringCounty(secret);
  if (!named) throw unauthenticated('That is not an API key. Send Authorization: Bearer lrp_<county>_<secret>.');
  const hash = hashApiKey(secret);
  const { apiKeyCallsPerMinute } = await getConfig(county, 'userAccess');
  const nowMs = Date.now();
  const terms: KeyCallTerms = {
    minute: Math.floor(nowMs / 60_000),
    now: new Date(nowMs).toISOString(),
    scope: scope === 'any' ? undefined : (scope ?? NO_KEY_ROUTE),
    limit: apiKeyCallsPerMinute,
  };
  const answer = await countApiKeyCall(county, hash, terms);
  if (answer.counted) return { key: answer.key, hash, stale: staleCounters(answer.key, terms.minute) };
  const refused = refusal(answer.key, named, county, terms);
  if (refused && 'retryAfter' in refused)
    return { retryAfter: Math.max(1, refused.retryAfter - Math.floor(nowMs / 1000)) };
  // the condition and refusal() say the same: an item refused for no reason here is a bug, not the caller's
  throw refused ?? unavailable();
}
