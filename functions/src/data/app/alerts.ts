// Property fraud alerts' items (app table, docs/data-model.md 'Fraud alerts'): a subscriber's partition (the
// subscription, its watches, their duplicate guards, the documents already alerted), its links' tokens (only a hash
// of a token is stored: a manage link is the subscriber's only way in, no sign-in), the watches stored under each
// key they watch, and the county's monthly counts. The rules (limits, messages, mail) are areas/alerts'.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Watch, WatchInput } from '@portal/shared/alerts/schemas';
import {
  ALERT_WATCH_SK_PREFIX,
  alertMatchKey,
  alertMatchPartition,
  alertSentKey,
  alertStatsKey,
  alertStatsPartition,
  alertSubscriberPartition,
  alertSubscriptionKey,
  alertTokenKey,
  alertWatchGuardKey,
  alertWatchKey,
} from '#src/data/app/keys.ts';
import { batchGet } from '#src/data/dynamo/batch-get.ts';
import { db } from '#src/data/dynamo/client.ts';
import { putNew } from '#src/data/dynamo/put-new.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';
import { deleteKeys } from '#src/data/dynamo/write-items.ts';

type Key = { pk: string; sk: string };

export interface Subscription {
  subId: string;
  email: string;
  confirmed: boolean;
  /** the manage link's token, made at sign-up, usable once the address is confirmed */
  manageToken: string;
  createdAt: string;
  confirmedAt?: string;
  watchCount?: number;
}

/** UNSUBSCRIBED: a manage link whose subscription was deleted, kept a while (only the token's hash and the old
 * subId) so that the link answers 'already unsubscribed' rather than 'not valid' */
export type TokenKind = 'CONFIRM' | 'MANAGE' | 'UNSUBSCRIBED';

export interface TokenItem {
  kind: TokenKind;
  subId: string;
  /** epoch ms after which a confirmation link no longer confirms */
  expiresAt?: number;
}

// ---- subscriptions

/** A subscription (consistent GetItem), or undefined. */
export async function getSubscription(county: string, subId: string): Promise<Subscription | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: alertSubscriptionKey(county, subId), ConsistentRead: true }),
  );
  return Item as Subscription | undefined;
}

/** Subscriptions by id (BatchGet), in the order asked, undefined where there is none. */
export async function getSubscriptions(county: string, subIds: string[]): Promise<Array<Subscription | undefined>> {
  return batchGet<Subscription>(
    tables.app,
    subIds.map((s) => alertSubscriptionKey(county, s)),
  );
}

/**
 * Puts a new subscription with its `ttl` (epoch seconds), unless one is there already (a second sign-up at the same
 * moment made it). Answers whether this call made it.
 */
export async function createSubscription(county: string, sub: Subscription, ttl: number): Promise<boolean> {
  return putNew({ TableName: tables.app, Item: { ...alertSubscriptionKey(county, sub.subId), ...sub, ttl } });
}

/** Turns an unconfirmed subscription confirmed (refused if it is confirmed already) and drops its `ttl`. */
export function subscriptionConfirmUpdate(county: string, subId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: alertSubscriptionKey(county, subId),
      UpdateExpression: 'SET confirmed = :t, confirmedAt = :now REMOVE #ttl',
      ConditionExpression: 'confirmed = :f',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':t': true, ':f': false, ':now': at },
    },
  };
}

/** Deletes the subscription item; answers it as it was (undefined if it was gone already). */
export async function deleteSubscription(county: string, subId: string): Promise<Subscription | undefined> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tables.app, Key: alertSubscriptionKey(county, subId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes as Subscription | undefined;
}

/** An item of a subscriber's partition (its key, and a watch's match items' keys). */
export interface SubscriberItem extends Key {
  matchKeys?: Array<[string, string]>;
}

/** Every item of a subscriber's partition (consistent Query, every page), projected to keys and matchKeys. */
export async function listSubscriberItems(county: string, subId: string): Promise<SubscriberItem[]> {
  return queryAll<SubscriberItem>({
    TableName: tables.app,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': alertSubscriberPartition(county, subId) },
    ProjectionExpression: 'pk, sk, matchKeys',
    ConsistentRead: true,
  });
}

/** Deletes alert items by key (BatchWrite): a subscriber's partition items, its watches' match items. */
export async function deleteAlertItems(keys: Key[]): Promise<void> {
  await deleteKeys(keys, { table: tables.app });
}

// ---- links' tokens

/** A link's token item (consistent GetItem), or undefined. */
export async function getAlertToken(county: string, token: string): Promise<TokenItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: alertTokenKey(county, token), ConsistentRead: true }),
  );
  return Item as TokenItem | undefined;
}

const tokenItem = (county: string, token: string, item: TokenItem, ttlSeconds?: number) => ({
  ...alertTokenKey(county, token),
  ...item,
  ...(ttlSeconds ? { ttl: ttlSeconds } : {}),
});

/** Puts a link's token item, with a `ttl` (epoch seconds) when given. */
export async function putAlertToken(
  county: string,
  token: string,
  item: TokenItem,
  ttlSeconds?: number,
): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.app, Item: tokenItem(county, token, item, ttlSeconds) }));
}

/** A token item's Put as a transaction item (the manage link, with the confirmation). */
export function alertTokenPut(county: string, token: string, item: TokenItem): TransactItem {
  return { Put: { TableName: tables.app, Item: tokenItem(county, token, item) } };
}

/** Deletes a link's token item (BatchWrite). */
export async function deleteAlertToken(county: string, token: string): Promise<void> {
  await deleteKeys([alertTokenKey(county, token)], { table: tables.app });
}

// ---- watches

/** A stored watch item. */
export interface StoredWatch {
  watchId: string;
  createdAt: string;
  watch: WatchInput;
  /** what makes two watches the same: its duplicate guard's key */
  canonical: string;
  /** the keys of its match items */
  matchKeys?: Array<[string, string]>;
}

/** A stored watch item as the page shows it. */
const toWatch = ({ watchId, createdAt, watch }: StoredWatch): Watch => ({ ...watch, watchId, createdAt });

/** A subscriber's watches, oldest first (consistent Query of `W#`; at most 10, one page). */
export async function listWatches(county: string, subId: string): Promise<Watch[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :w)',
      ExpressionAttributeValues: { ':p': alertSubscriberPartition(county, subId), ':w': ALERT_WATCH_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (Items as StoredWatch[]).map(toWatch).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** One watch (consistent GetItem), or undefined. */
export async function getWatch(county: string, subId: string, watchId: string): Promise<StoredWatch | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: alertWatchKey(county, subId, watchId), ConsistentRead: true }),
  );
  return Item as StoredWatch | undefined;
}

/** Watches by id (BatchGet), in the order asked, undefined where removed. */
export async function getWatches(
  county: string,
  subId: string,
  watchIds: string[],
): Promise<Array<StoredWatch | undefined>> {
  return batchGet<StoredWatch>(
    tables.app,
    watchIds.map((w) => alertWatchKey(county, subId, w)),
  );
}

/**
 * The subscription's count of watches, by `by`. With `max`, an addition: refused unless the subscription is
 * confirmed and has fewer than `max`.
 */
export function watchCountUpdate(county: string, subId: string, by: number, max?: number): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: alertSubscriptionKey(county, subId),
      UpdateExpression: 'ADD watchCount :n',
      ...(max === undefined
        ? { ExpressionAttributeValues: { ':n': by } }
        : {
            ConditionExpression: 'confirmed = :t AND (attribute_not_exists(watchCount) OR watchCount < :max)',
            ExpressionAttributeValues: { ':n': by, ':t': true, ':max': max },
          }),
    },
  };
}

/** The duplicate guard of a watch: refused when the subscriber watches the same thing already. */
export function watchGuardPut(county: string, subId: string, canonical: string, watchId: string): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: { ...alertWatchGuardKey(county, subId, canonical), watchId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A watch to add: what it watches, and the keys it is stored under (a name key with its first name and initial). */
export interface NewWatch {
  watchId: string;
  createdAt: string;
  watch: WatchInput;
  canonical: string;
  keys: ReadonlyArray<{ key: string; name?: { first: string; mi: string } }>;
}

/** The watch item and a match item under each of its keys (matchKeys on the watch names them, for its removal). */
export function watchPuts(county: string, subId: string, w: NewWatch): TransactItem[] {
  const matchItems = w.keys.map((k) => ({
    ...alertMatchKey(county, k.key, subId, w.watchId),
    subId,
    watchId: w.watchId,
    ...(k.name ? { first: k.name.first, mi: k.name.mi } : {}),
  }));
  const { watchId, createdAt, watch, canonical } = w;
  return [
    {
      Put: {
        TableName: tables.app,
        Item: {
          ...alertWatchKey(county, subId, watchId),
          watchId,
          createdAt,
          watch,
          canonical,
          matchKeys: matchItems.map((i) => [i.pk, i.sk]),
        },
      },
    },
    ...matchItems.map((Item) => ({ Put: { TableName: tables.app, Item } })),
  ];
}

/** The watch (refused if it is gone already), its duplicate guard and its match items. */
export function watchDeletes(county: string, subId: string, w: StoredWatch): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tables.app,
        Key: alertWatchKey(county, subId, w.watchId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    { Delete: { TableName: tables.app, Key: alertWatchGuardKey(county, subId, w.canonical) } },
    ...(w.matchKeys ?? []).map(([pk, sk]) => ({ Delete: { TableName: tables.app, Key: { pk, sk } } })),
  ];
}

/** A match item: a watch stored under one key (a name watch keeps its first name and initial). */
export interface MatchItem {
  subId: string;
  watchId: string;
  first?: string;
  mi?: string;
}

/** The watches stored under a key (Query, every page). */
export async function listWatchesOfKey(county: string, key: string): Promise<MatchItem[]> {
  return queryAll<MatchItem>({
    TableName: tables.app,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': alertMatchPartition(county, key) },
  });
}

// ---- documents alerted

/**
 * Puts a subscriber's 'sent' marker of each document, each on condition that there is none; answers the documents
 * not alerted before. `ttl` in epoch seconds.
 */
export async function putSentMarkers(county: string, subId: string, docIds: string[], ttl: number): Promise<string[]> {
  const fresh: string[] = [];
  await Promise.all(
    docIds.map(async (docId) => {
      try {
        await db().send(
          new PutCommand({
            TableName: tables.app,
            Item: { ...alertSentKey(county, subId, docId), at: new Date().toISOString(), ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        fresh.push(docId);
      } catch (e) {
        if (!(e instanceof ConditionalCheckFailedException) && !isConditionFailed(e)) throw e;
      }
    }),
  );
  return fresh;
}

/** Takes a subscriber's 'sent' markers of the documents back (BatchWrite): the e-mail did not go. */
export async function deleteSentMarkers(county: string, subId: string, docIds: string[]): Promise<void> {
  await deleteKeys(
    docIds.map((d) => alertSentKey(county, subId, d)),
    { table: tables.app },
  );
}

// ---- monthly counts

export type AlertStatField = 'confirmed' | 'unsubscribed' | 'alertsSent';

/** A county month's counts (`sk` the month, YYYY-MM). */
export interface AlertStatsItem {
  sk: string;
  confirmed?: number;
  unsubscribed?: number;
  alertsSent?: number;
}

/** A month's counter change (ADD) as a transaction item, to go with the change it counts. */
export function alertStatUpdate(county: string, month: string, field: AlertStatField, by = 1): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: alertStatsKey(county, month),
      UpdateExpression: 'ADD #f :n',
      ExpressionAttributeNames: { '#f': field },
      ExpressionAttributeValues: { ':n': by },
    },
  };
}

/** Changes a month's counter on its own (UpdateItem). */
export async function addAlertStat(county: string, month: string, field: AlertStatField, by = 1): Promise<void> {
  const { Update } = alertStatUpdate(county, month, field, by);
  await db().send(new UpdateCommand(Update!));
}

/** The county's monthly counts (one Query, one page: a counter item per month). */
export async function listAlertStats(county: string): Promise<AlertStatsItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': alertStatsPartition(county) },
    }),
  );
  return Items as AlertStatsItem[];
}
