// Failed sign-ins counted per username AND source (platform/client-address.ts), whether or not the username
// exists, so the answers never tell which names are real. After the county's maxloginAttempts failures from one
// source that source waits: 15 minutes, doubling with each lock-out within a day, up to a day. A stranger
// elsewhere cannot lock anyone out, and nobody is locked for good by a stranger.
// Keys: platform/app-keys.ts (one item per username and source); a reset clears every source of a name.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConfigGroup } from '@portal/shared/config/groups';
import { signInAttemptsKey, signInAttemptsPartition } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { deleteKeys } from '#src/data/dynamo/write-items.ts';

const FIRST_LOCK_MINUTES = 15;
const MAX_LOCK_MINUTES = 24 * 60;
const MEMORY_SECONDS = 24 * 3600;

/** Minutes a lock-out lasts, by how many came before it: 15, 30, 60 ... up to a day. */
export const lockMinutes = (earlierLocks: number) => Math.min(FIRST_LOCK_MINUTES * 2 ** earlierLocks, MAX_LOCK_MINUTES);

/** When this source may try this username again (epoch ms), or undefined when it may now. */
export async function lockedUntil(county: string, username: string, source: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: signInAttemptsKey(county, username, source), ConsistentRead: true }),
  );
  const until = Number(Item?.lockedUntil ?? 0);
  return until > Date.now() ? until : undefined;
}

/** Counts a failure; returns the lock-out's end (epoch ms) when this failure reached the county's maximum. */
export async function recordFailure(
  county: string,
  username: string,
  source: string,
  access: ConfigGroup<'userAccess'>,
): Promise<number | undefined> {
  const Key = signInAttemptsKey(county, username, source);
  const now = Date.now();
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key,
      UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': Math.floor(now / 1000) + MEMORY_SECONDS },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (!access.limitLoginAttempts || Number(Attributes?.failures) < access.maxloginAttempts) return undefined;
  const until = now + lockMinutes(Number(Attributes?.lockouts ?? 0)) * 60_000;
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key,
      UpdateExpression: 'SET lockedUntil = :until, failures = :zero, #ttl = :ttl ADD lockouts :one',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':until': until,
        ':zero': 0,
        ':one': 1,
        ':ttl': Math.floor(until / 1000) + MEMORY_SECONDS,
      },
    }),
  );
  return until;
}

/** A successful sign-in forgets this source's failures for the name. */
export async function clearFailures(county: string, username: string, source: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tables.app, Key: signInAttemptsKey(county, username, source) }));
}

/** A password reset lifts every source's lock-out for the name. */
export async function clearAllFailures(county: string, username: string): Promise<void> {
  const keys = await queryAll<{ pk: string; sk: string }>({
    TableName: tables.app,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': signInAttemptsPartition(county, username) },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeys(keys, { table: tables.app });
}
