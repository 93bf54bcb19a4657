// The subscriber's items (app table, docs/data-model.md 'Fraud alerts'): the subscription, its links' tokens and its
// watches. Only a hash of a link's token is stored; a manage link is the subscriber's only way in (no sign-in).

import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { alertMessages as m } from '@portal/shared/alerts/messages';
import type { Watch, WatchInput } from '@portal/shared/alerts/schemas';
import {
  ALERT_WATCH_SK_PREFIX,
  alertSubscriberPartition,
  alertSubscriptionKey,
  alertTokenKey,
} from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { notFound } from '#src/platform/errors.ts';

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

export type TokenKind = 'CONFIRM' | 'MANAGE';

export interface TokenItem {
  kind: TokenKind;
  subId: string;
  /** epoch ms after which a confirmation link no longer confirms */
  expiresAt?: number;
}

/** A confirmation link lives two days; an unconfirmed subscription a week. */
export const CONFIRM_LINK_MS = 48 * 3600 * 1000;
export const UNCONFIRMED_TTL_SECONDS = 7 * 24 * 3600;

export async function getSubscription(county: string, subId: string): Promise<Subscription | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: alertSubscriptionKey(county, subId), ConsistentRead: true }),
  );
  return Item as Subscription | undefined;
}

export async function readToken(county: string, token: string): Promise<TokenItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: alertTokenKey(county, token), ConsistentRead: true }),
  );
  return Item as TokenItem | undefined;
}

export function tokenItem(county: string, token: string, item: TokenItem, ttlSeconds?: number) {
  return { ...alertTokenKey(county, token), ...item, ...(ttlSeconds ? { ttl: ttlSeconds } : {}) };
}

export async function putToken(county: string, token: string, item: TokenItem, ttlSeconds?: number): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.app, Item: tokenItem(county, token, item, ttlSeconds) }));
}

/** The subscription a manage link opens, or a 404 a person can act on. */
export async function subscriptionOfManageToken(county: string, token: string): Promise<Subscription> {
  const item = await readToken(county, token);
  const sub = item?.kind === 'MANAGE' ? await getSubscription(county, item.subId) : undefined;
  if (!sub?.confirmed || sub.manageToken !== token) throw notFound(m.linkUnknown);
  return sub;
}

/** A stored watch item as the page shows it. */
export function toWatch(item: Record<string, unknown>): Watch {
  const { watchId, createdAt, watch } = item as { watchId: string; createdAt: string; watch: WatchInput };
  return { ...watch, watchId, createdAt };
}

export async function listWatches(county: string, subId: string): Promise<Watch[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :w)',
      ExpressionAttributeValues: { ':p': alertSubscriberPartition(county, subId), ':w': ALERT_WATCH_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return Items.map(toWatch).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
