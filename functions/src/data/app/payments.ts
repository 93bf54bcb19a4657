// Card payments, preauthorizations, the provider's notifications handled and the flat-fee add-ons chosen (keys:
// data/app/keys.ts; the access patterns are in docs/data-model.md, 'App: access patterns'). What they mean (which
// payment a transaction pays for, when a preauthorization closes, what an add-on buys) is the payments area's.
//
// The paymentId is our invoice number at the provider (at most 20 characters), so a transaction the provider
// confirms names the one payment it pays for, and cannot be used for another.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  addOnKey,
  cardPaymentKey,
  currentPreauthKey,
  openPreauthIndexAttributes,
  openPreauthsIndex,
  PREAUTH_SK_PREFIX,
  preauthKey,
  preauthPartition,
  webhookKey,
} from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { putNew } from '#src/data/dynamo/put-new.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';

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

export async function putPayment(p: Omit<CardPayment, 'ttl' | 'createdAt' | 'status'>): Promise<CardPayment> {
  const item: CardPayment = {
    ...p,
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + PAYMENT_TTL_SECONDS,
  };
  const written = await putNew({ TableName: tables.app, Item: { ...cardPaymentKey(p.county, p.paymentId), ...item } });
  if (!written) throw new Error(`card payment ${p.paymentId} exists`);
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
export function completePaymentUpdate(county: string, paymentId: string, transId: string): TransactItem {
  return {
    Update: {
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
export async function markPreauthClosing(
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
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

export async function markPreauthClosed(
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

/** A newly granted preauthorization (once: attribute_not_exists): goes into the grant's ledger transaction. */
export function preauthPut(county: string, p: Preauthorization): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: {
        ...preauthKey(county, p.userId, p.transId),
        ...openPreauthIndexAttributes(county, p.expiresAt),
        ...p,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The user's current preauthorization becomes `transId`: goes into the grant's ledger transaction. */
export function currentPreauthPut(county: string, userId: string, transId: string): TransactItem {
  return { Put: { TableName: tables.app, Item: { ...currentPreauthKey(county, userId), transId } } };
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

const WEBHOOK_TTL_SECONDS = 30 * 24 * 3600;

/** Whether a provider notification was handled already. */
export async function webhookHandled(county: string, notificationId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: webhookKey(county, notificationId), ConsistentRead: true }),
  );
  return Boolean(Item);
}

/** Records a notification as handled (kept 30 days); one recorded meanwhile by its own retry is left as it is. */
export async function putWebhookHandled(
  county: string,
  notificationId: string,
  handled: { eventType: string; outcome: string },
): Promise<void> {
  await putNew({
    TableName: tables.app,
    Item: {
      ...webhookKey(county, notificationId),
      eventType: handled.eventType,
      outcome: handled.outcome,
      at: new Date().toISOString(),
      ttl: Math.floor(Date.now() / 1000) + WEBHOOK_TTL_SECONDS,
    },
  });
}

const ADD_ON_TTL_SECONDS = 3600;

/** A flat-fee add-on a user chose (kept an hour, awaiting Buy): the account and the option as the county offered it. */
export interface AddOnChoice {
  accountId: string;
  [field: string]: unknown;
}

export async function putAddOnChoice(county: string, userId: string, guid: string, choice: AddOnChoice): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: {
        ...addOnKey(county, userId, guid),
        ...choice,
        ttl: Math.floor(Date.now() / 1000) + ADD_ON_TTL_SECONDS,
      },
    }),
  );
}

export async function getAddOnChoice(county: string, userId: string, guid: string): Promise<AddOnChoice | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: addOnKey(county, userId, guid), ConsistentRead: true }),
  );
  return Item as AddOnChoice | undefined;
}

/** Forgets a choice once bought; a failure is ignored (the item lapses within the hour). */
export async function deleteAddOnChoice(county: string, userId: string, guid: string): Promise<void> {
  await db()
    .send(new DeleteCommand({ TableName: tables.app, Key: addOnKey(county, userId, guid) }))
    .catch(() => undefined);
}
