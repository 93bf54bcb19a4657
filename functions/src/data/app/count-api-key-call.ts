// A key's call is one round trip (issue 31: a key's call as cheap as a cookie's one GetItem): a single UpdateItem on
// the key's item, by the hash, counts the call in its minute and answers the whole item (ALL_NEW). The condition
// holds everything a call needs (the item is there, not revoked, not expired, has the scope, its user's copied
// identity is usable, the minute is under the limit), so a wrong, revoked, expired or throttled key writes nothing
// and creates no item; a refusal hands back the item as it was (ALL_OLD) for platform/api-key-call.ts to word.
// The minute's calls are one attribute named for the minute, `callsIn<minute>`, and the call only ADDs to it: the
// cheapest write there is (a SET of the minute and a REMOVE of the last one in the same expression cost DynamoDB
// Local about a millisecond more a call). The answer shows an earlier minute's counter, which the first call of
// each minute meets; drop-api-key-counters.ts removes it beside the request, as a session's slide once a minute.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ApiKeyScope } from '@portal/shared/api-keys/schemas';
import { db } from '../dynamo/client.ts';
import { tables } from '../dynamo/tables.ts';
import { isConditionFailed } from '../dynamo/transact-write.ts';
import type { ApiKey } from './api-keys.ts';
import { apiKeyKey } from './keys.ts';

/** A scope no key holds: a route closed to keys still meets the key's own refusals first, and writes nothing. */
export const NO_KEY_ROUTE = 'no-key-route';

export interface KeyCallTerms {
  /** epoch minutes */
  minute: number;
  /** ISO instant: a key whose expiresAt is not after it has expired */
  now: string;
  /** the scope the route needs; undefined for a route every key may call */
  scope?: ApiKeyScope | typeof NO_KEY_ROUTE;
  /** the county's calls per key and minute */
  limit: number;
}

/** Counted: the item after the call and this minute's calls. Not counted: the item as it was, if there is one. */
export type KeyCallAnswer = { counted: true; key: ApiKey; calls: number } | { counted: false; key?: ApiKey };

export const callsIn = (minute: number) => `callsIn${minute}`;

/** What a call needs of the key, as a condition; api-key-call.ts words the first clause an item fails. */
function usable(terms: KeyCallTerms) {
  const clauses = [
    'attribute_exists(pk)',
    'attribute_not_exists(revokedAt)',
    '(attribute_not_exists(expiresAt) OR expiresAt > :now)',
    '#userStatus = :active AND userAccountId = accountId AND #role IN (:account, :user)',
    '(attribute_not_exists(#cur) OR #cur < :limit)',
    ...(terms.scope ? ['contains(#scopes, :scope)'] : []),
  ];
  return {
    condition: clauses.join(' AND '),
    names: {
      '#userStatus': 'userStatus',
      '#role': 'role',
      '#cur': callsIn(terms.minute),
      ...(terms.scope ? { '#scopes': 'scopes' } : {}),
    } as Record<string, string>,
    values: {
      ':now': terms.now,
      ':active': 'A',
      ':account': 'ACCOUNT',
      ':user': 'USER',
      ':limit': terms.limit,
      ':one': 1,
      ...(terms.scope ? { ':scope': terms.scope } : {}),
    } as Record<string, unknown>,
  };
}

/** Counts the call in its minute, if the key may make it; else answers the item as it was, if there is one. */
export async function countApiKeyCall(county: string, hash: string, terms: KeyCallTerms): Promise<KeyCallAnswer> {
  const u = usable(terms);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: apiKeyKey(county, hash),
        UpdateExpression: 'ADD #cur :one',
        ConditionExpression: u.condition,
        ExpressionAttributeNames: u.names,
        ExpressionAttributeValues: u.values,
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    const key = Attributes as ApiKey & Record<string, unknown>;
    return { counted: true, key, calls: Number(key[callsIn(terms.minute)] ?? 0) };
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    const old = (err as { Item?: Parameters<typeof unmarshall>[0] }).Item;
    return { counted: false, ...(old ? { key: unmarshall(old) as ApiKey } : {}) };
  }
}

/** The item's counters of minutes before `minute` (the first call of a minute meets the last one's). */
export const staleCounters = (key: ApiKey, minute: number): string[] =>
  Object.keys(key).filter((name) => name.startsWith('callsIn') && Number(name.slice(7)) < minute);
