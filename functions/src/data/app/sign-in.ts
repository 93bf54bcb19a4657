// Sign-in state: e-mailed one-time links (tickets: registration completion, password reset; only a hash of the
// token is stored, and the item goes by its TTL a day after the link expires) and failed sign-ins counted per
// username and source (auth/login-attempts.ts decides the lock-outs).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { queryAll } from '../dynamo/query-all.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { deleteKeys } from '../dynamo/write-items.ts';
import { signInAttemptsKey, signInAttemptsPartition, ticketKey } from './keys.ts';

export type TicketKind = 'REGISTRATION' | 'RESET';

export interface Ticket {
  kind: TicketKind;
  userId: string;
  /** epoch ms */
  expiresAt: number;
}

const ticketItem = (county: string, token: string, t: Ticket) => ({
  ...ticketKey(county, token),
  kind: t.kind,
  userId: t.userId,
  expiresAt: t.expiresAt,
  ttl: Math.ceil(t.expiresAt / 1000) + 86_400,
});

/** A ticket's item, written inside the caller's transaction (sign-up). */
export function ticketPut(county: string, token: string, t: Ticket): TransactItem {
  return {
    Put: { TableName: tables.app, Item: ticketItem(county, token, t) },
  };
}

export async function putTicket(county: string, token: string, t: Ticket): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.app, Item: ticketItem(county, token, t) }));
}

/** The ticket of a token as stored (expired or not). */
export async function getTicket(county: string, token: string): Promise<Ticket | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: ticketKey(county, token) }));
  return Item as Ticket | undefined;
}

/** The ticket's deletion exactly once, before it expires: refused (its condition) if it was used or expired. */
export function ticketDelete(county: string, token: string): TransactItem {
  return {
    Delete: {
      TableName: tables.app,
      Key: ticketKey(county, token),
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
      ExpressionAttributeValues: { ':now': Date.now() },
    },
  };
}

/** The failures and lock-out of a username from one source (a consistent read). */
export async function getSignInAttempts(
  county: string,
  username: string,
  source: string,
): Promise<{ failures?: number; lockouts?: number; lockedUntil?: number } | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: signInAttemptsKey(county, username, source), ConsistentRead: true }),
  );
  return Item;
}

/** Counts one failure, kept until `ttl` (epoch seconds); answers the item as it is now. */
export async function addSignInFailure(
  county: string,
  username: string,
  source: string,
  ttl: number,
): Promise<{ failures?: number; lockouts?: number } | undefined> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: signInAttemptsKey(county, username, source),
      UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttl },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes;
}

/** Locks the source out until `until` (epoch ms): the failures back to 0, one more lock-out counted. */
export async function lockSignIn(
  county: string,
  username: string,
  source: string,
  until: number,
  ttl: number,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: signInAttemptsKey(county, username, source),
      UpdateExpression: 'SET lockedUntil = :until, failures = :zero, #ttl = :ttl ADD lockouts :one',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':until': until, ':zero': 0, ':one': 1, ':ttl': ttl },
    }),
  );
}

export async function deleteSignInAttempts(county: string, username: string, source: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tables.app, Key: signInAttemptsKey(county, username, source) }));
}

/** Every source's failures of a username (a password reset). */
export async function deleteAllSignInAttempts(county: string, username: string): Promise<void> {
  const keys = await queryAll<{ pk: string; sk: string }>({
    TableName: tables.app,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': signInAttemptsPartition(county, username) },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeys(keys, { table: tables.app });
}
