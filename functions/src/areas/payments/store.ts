// Card payments and preauthorizations (keys: platform/app-keys.ts; the access patterns are in docs/data-model.md).
//
// The paymentId is our invoice number at the provider (at most 20 characters), so a transaction the provider
// confirms names the one payment it pays for, and cannot be used for another.
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  cardPaymentKey,
  currentPreauthKey,
  openPreauthIndexAttributes,
  openPreauthsIndex,
  PREAUTH_SK_PREFIX,
  preauthKey,
  preauthPartition,
} from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';

export type PaymentKind = 'DEPOSIT' | 'PREAUTH' | 'EFILE';

export interface CardPayment {
  paymentId: string;
  kind: PaymentKind;
  county: string;
  userId: string;
  username: string;
  accountId: string;
  /** what the card is asked for: deposit + surcharge, or the preauthorization amount */
  amountCents: number;
  depositCents: number;
  surchargeCents: number;
  status: 'PENDING' | 'COMPLETED';
  transId?: string;
  createdAt: string;
  ttl: number;
}

export interface Preauthorization {
  transId: string;
  paymentId: string;
  userId: string;
  username: string;
  accountId: string;
  amountCents: number;
  remainingCents: number;
  spentCents: number;
  status: 'OPEN' | 'CLOSING' | 'CLOSED';
  grantedAt: string;
  /** epoch milliseconds */
  expiresAt: number;
  closedAt?: string;
  capturedCents?: number;
  voidedCents?: number;
}

const PAYMENT_TTL_SECONDS = 90 * 24 * 3600;

/** 20 characters of base32-like text: the provider's invoiceNumber and refId limits. */
export const newPaymentId = (): string => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);

export async function putPayment(p: Omit<CardPayment, 'ttl' | 'createdAt' | 'status'>): Promise<CardPayment> {
  const item: CardPayment = {
    ...p,
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + PAYMENT_TTL_SECONDS,
  };
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...cardPaymentKey(p.county, p.paymentId), ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return item;
}

export async function getPayment(county: string, paymentId: string): Promise<CardPayment | undefined> {
  if (!/^[A-Za-z0-9]{1,20}$/.test(paymentId)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: cardPaymentKey(county, paymentId), ConsistentRead: true }),
  );
  return Item as CardPayment | undefined;
}

/** The update that completes a pending payment with its transaction: goes into the ledger event's transaction. */
export function completePaymentUpdate(county: string, paymentId: string, transId: string) {
  return {
    TableName: tables.app,
    Key: cardPaymentKey(county, paymentId),
    UpdateExpression: 'SET #s = :done, transId = :t, completedAt = :at',
    ConditionExpression: '#s = :pending',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: {
      ':done': 'COMPLETED',
      ':pending': 'PENDING',
      ':t': transId,
      ':at': new Date().toISOString(),
    },
  };
}

export async function getPreauth(
  county: string,
  userId: string,
  transId: string,
): Promise<Preauthorization | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: preauthKey(county, userId, transId), ConsistentRead: true }),
  );
  return Item as Preauthorization | undefined;
}

/** The user's most recent preauthorization, whatever its state. */
export async function getCurrentPreauth(county: string, userId: string): Promise<Preauthorization | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: currentPreauthKey(county, userId), ConsistentRead: true }),
  );
  return Item?.transId ? getPreauth(county, userId, String(Item.transId)) : undefined;
}

/** Every preauthorization of the user still OPEN or CLOSING (normally at most one). */
export async function unclosedPreauths(county: string, userId: string): Promise<Preauthorization[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :auth)',
      FilterExpression: '#s <> :closed',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':p': preauthPartition(county, userId),
        ':auth': PREAUTH_SK_PREFIX,
        ':closed': 'CLOSED',
      },
      ConsistentRead: true,
    }),
  );
  return Items as Preauthorization[];
}

/** OPEN -> CLOSING, so no charge draws on it any more; answers the item as it now is (undefined: not OPEN). */
export async function markClosing(
  county: string,
  userId: string,
  transId: string,
): Promise<Preauthorization | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: preauthKey(county, userId, transId),
        UpdateExpression: 'SET #s = :closing',
        ConditionExpression: '#s = :open',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':closing': 'CLOSING', ':open': 'OPEN' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as Preauthorization;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw err;
  }
}

export async function markClosed(
  county: string,
  userId: string,
  transId: string,
  capturedCents: number,
  voidedCents: number,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: preauthKey(county, userId, transId),
      UpdateExpression: 'SET #s = :closed, closedAt = :at, capturedCents = :c, voidedCents = :v REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#s = :closing',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':closed': 'CLOSED',
        ':closing': 'CLOSING',
        ':at': new Date().toISOString(),
        ':c': capturedCents,
        ':v': voidedCents,
      },
    }),
  );
}

/** The item of a newly granted preauthorization: goes into the grant's ledger transaction. */
export function preauthItem(county: string, p: Preauthorization) {
  return {
    ...preauthKey(county, p.userId, p.transId),
    ...openPreauthIndexAttributes(county, p.expiresAt),
    ...p,
  };
}

/** Preauthorizations of the county not closed whose expiry has passed (for a scheduled sweep). */
export async function expiredUnclosedPreauths(county: string, now = new Date()): Promise<Preauthorization[]> {
  const index = openPreauthsIndex(county);
  return queryAll<Preauthorization>({
    TableName: tables.app,
    IndexName: index.index,
    KeyConditionExpression: `${index.pkName} = :p AND ${index.skName} <= :now`,
    ExpressionAttributeValues: { ':p': index.pk, ':now': now.toISOString() },
  });
}
