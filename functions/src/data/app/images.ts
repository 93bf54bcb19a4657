// Image states (orders in progress) and image purchases (keys: data/app/keys.ts; docs/data-model.md, 'App: access
// patterns').
//
// An order keyed by its user means nobody reaches another user's order, even knowing the guid. A purchase is a
// number set of pages per account and document, added to in the same transaction as the charge.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PAID_IMAGE_STATE_TTL_SECONDS } from '@portal/shared/imaging/constants';
import type { BalanceKind, FeeLine } from '@portal/shared/imaging/fee-schedule';
import type { PageSelectionMethod } from '@portal/shared/imaging/schemas';
import type { FeeSchedule, ImageStateStatus, PurchaseOptions } from '@portal/shared/imaging/types';
import { imagePurchaseKey, imageStateKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';

export interface ImageState {
  guid: string;
  county: string;
  userId: string;
  accountId: string;
  docId: string;
  documentType: string;
  documentNumber: string;
  instrumentCode: string;
  pageCount: number;
  /** 'Abstract document 1000' */
  title: string;
  pageSelectionMethod: PageSelectionMethod;
  selectedAsCsv: string;
  pages: number[];
  /** pages this order charges for (the rest were bought before) */
  chargedPages: number[];
  alreadyPurchased: number[];
  /** pages recorded as bought when paid (a per-document charge buys them all) */
  grantedPages: number[];
  kind: BalanceKind;
  lines: FeeLine[];
  /** cents, or images for a flat-fee account */
  total: number;
  feeSchedule: FeeSchedule;
  purchaseOptions: PurchaseOptions;
  exceedsPreauthorization: boolean;
  status: ImageStateStatus;
  createdAt: string;
  paidAt?: string;
  ttl: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const paidTtl = () => nowSeconds() + PAID_IMAGE_STATE_TTL_SECONDS;

export async function putImageState(state: ImageState): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...imageStateKey(state.county, state.userId, state.guid), ...state },
      // Never overwrite a paid order with an open one.
      ConditionExpression: 'attribute_not_exists(pk) OR #s <> :paid',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':paid': 'PAID' },
    }),
  );
}

/** The user's order, unless it expired (DynamoDB deletes expired items lazily, so the ttl is checked here). */
export async function getImageState(county: string, userId: string, guid: string): Promise<ImageState | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: imageStateKey(county, userId, guid), ConsistentRead: true }),
  );
  if (!Item || Item.ttl <= nowSeconds()) return undefined;
  const { pk: _pk, sk: _sk, ...state } = Item;
  return state as ImageState;
}

/** Cancels an open order; a paid one stays retrievable until it expires. Answers what the order was: 'CANCELLED'
 * (now, or before), 'PAID', or undefined when the user has no such order (or it expired). */
export async function cancelImageState(
  county: string,
  userId: string,
  guid: string,
): Promise<'CANCELLED' | 'PAID' | undefined> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: imageStateKey(county, userId, guid),
        UpdateExpression: 'SET #s = :c',
        ConditionExpression: 'attribute_exists(pk) AND #s = :o AND #ttl > :now',
        ExpressionAttributeNames: { '#s': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':c': 'CANCELLED', ':o': 'OPEN', ':now': nowSeconds() },
      }),
    );
    return 'CANCELLED';
  } catch (err) {
    if (!isConditionFailed(err as Error)) throw err;
  }
  // not open: say what it is (the key lookup only on this rare path)
  const state = await getImageState(county, userId, guid);
  return state?.status === 'PAID' ? 'PAID' : state ? 'CANCELLED' : undefined;
}

/** The update that marks an order paid (still OPEN, at the total it was priced at): goes into the charge's transaction. */
export function imageStatePaidUpdate(state: ImageState): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: imageStateKey(state.county, state.userId, state.guid),
      UpdateExpression: 'SET #s = :paid, paidAt = :at, #ttl = :ttl',
      ConditionExpression: '#s = :open AND #total = :total',
      ExpressionAttributeNames: { '#s': 'status', '#ttl': 'ttl', '#total': 'total' },
      ExpressionAttributeValues: {
        ':paid': 'PAID',
        ':open': 'OPEN',
        ':at': new Date().toISOString(),
        ':ttl': paidTtl(),
        ':total': state.total,
      },
    },
  };
}

/** The update that records the pages as bought: goes into the charge's transaction. */
export function imagePurchaseUpdate(state: ImageState): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: imagePurchaseKey(state.county, state.accountId, state.docId),
      UpdateExpression: 'ADD pages :p SET documentType = :t, documentNumber = :n, updatedAt = :at',
      ExpressionAttributeValues: {
        ':p': new Set(state.grantedPages),
        ':t': state.documentType,
        ':n': state.documentNumber,
        ':at': new Date().toISOString(),
      },
    },
  };
}

/** Pages of a document the account has bought. */
export async function purchasedPages(county: string, accountId: string, docId: string): Promise<Set<number>> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: imagePurchaseKey(county, accountId, docId), ConsistentRead: true }),
  );
  return new Set<number>([...((Item?.pages as Set<number> | undefined) ?? [])].map(Number));
}
