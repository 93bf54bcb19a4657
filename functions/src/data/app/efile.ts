// E-file uploads, filings and counters (keys: data/app/keys.ts; access patterns: docs/data-model.md, 'E-file').
// What a refusal means (filed meanwhile, decided by another clerk, no refund owed) is the efile area's.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EfileCharges, EfileContentType, EfileType, Filing, FilingStatus } from '@portal/shared/efile/types';
import {
  efileCounterKey,
  efileUploadKey,
  filingIndexAttributes,
  filingKey,
  filingsByStatusIndex,
  filingsIndex,
} from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { putNew } from '#src/data/dynamo/put-new.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';

/** Uploads not filed are forgotten after two days (their files by the uploads bucket's lifecycle rule). */
const UPLOAD_TTL_SECONDS = 2 * 24 * 3600;

export type UploadStatus = 'UPLOADING' | 'CHECKED' | 'FILED';

export interface EfileUpload extends Partial<EfileCharges> {
  imageId: string;
  userId: string;
  fileName: string;
  /** what the browser said the file was; the checked type is `contentType` after the check */
  declaredType: EfileContentType;
  contentType?: EfileContentType;
  size: number;
  objectKey: string;
  status: UploadStatus;
  efileType?: EfileType;
  /** the card payment (our invoice number) started for the priced upload */
  paymentId?: string;
  createdAt: string;
}

export async function putUpload(county: string, u: Omit<EfileUpload, 'status' | 'createdAt'>): Promise<void> {
  const item = {
    ...efileUploadKey(county, u.userId, u.imageId),
    ...u,
    status: 'UPLOADING',
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
  };
  // the image id is new: only an id drawn twice could be in the way, and that must not be written over
  if (!(await putNew({ TableName: tables.app, Item: item }))) throw new Error(`e-file upload ${u.imageId} exists`);
}

export async function getUpload(county: string, userId: string, imageId: string): Promise<EfileUpload | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: efileUploadKey(county, userId, imageId), ConsistentRead: true }),
  );
  return Item as EfileUpload | undefined;
}

/** Sets fields of an upload not yet filed; false when it was filed meanwhile. */
export async function updateUpload(
  county: string,
  userId: string,
  imageId: string,
  fields: Partial<EfileUpload>,
): Promise<boolean> {
  const entries = Object.entries(fields);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: efileUploadKey(county, userId, imageId),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #status <> :filed',
        ExpressionAttributeNames: {
          '#status': 'status',
          ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        },
        ExpressionAttributeValues: {
          ':filed': 'FILED',
          ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** The update that marks an upload filed by its payment: goes into the filing's transaction. */
export function uploadFiledUpdate(county: string, userId: string, imageId: string, paymentId: string): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: efileUploadKey(county, userId, imageId),
      UpdateExpression: 'SET #status = :filed REMOVE #ttl',
      ConditionExpression: '#status = :checked AND paymentId = :p',
      ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':filed': 'FILED', ':checked': 'CHECKED', ':p': paymentId },
    },
  };
}

/** A filing's item: its key, its index attributes (by submission; by status) and its fields. */
export function filingItem(county: string, f: Filing) {
  return {
    ...filingKey(county, f.filingId),
    ...filingIndexAttributes(county, f.status, f),
    ...f,
  };
}

/** A new filing, once per upload (attribute_not_exists): goes into the charge's ledger transaction. */
export function filingPut(county: string, f: Filing): TransactItem {
  return {
    Put: { TableName: tables.app, Item: filingItem(county, f), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

export async function getFiling(county: string, filingId: string): Promise<Filing | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: filingKey(county, filingId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...filing } = Item;
  return filing as Filing;
}

/** A county's filings, newest first, of one status or all, submitted between two ISO instants. */
export async function listFilings(
  county: string,
  { status, from, to, limit = 200 }: { status?: FilingStatus; from: string; to: string; limit?: number },
): Promise<Filing[]> {
  const index = status ? filingsByStatusIndex(county, status) : filingsIndex(county);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      IndexName: index.index,
      KeyConditionExpression: `${index.pkName} = :p AND ${index.skName} BETWEEN :from AND :to`,
      ExpressionAttributeValues: { ':p': index.pk, ':from': from, ':to': `${to}~` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(({ pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...f }) => f as Filing);
}

/** The next value of a county counter (1, 2, ...). Numbers lost to a failed filing leave a gap, never a repeat. */
export async function nextCounter(county: string, counter: 'TRANSACTION' | 'DOCUMENT'): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: efileCounterKey(county, counter),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value);
}

/**
 * Sets a decision's fields on a filing still SUBMITTED, and moves it to its new status's index partition; false
 * when it was decided meanwhile.
 */
export async function decideFiling(
  county: string,
  filing: Filing,
  next: Partial<Filing> & { status: FilingStatus },
): Promise<boolean> {
  const fields = { ...next, ...filingIndexAttributes(county, next.status, filing) };
  const entries = Object.entries(fields);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: filingKey(county, filing.filingId),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: '#status = :submitted',
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
          '#status': 'status',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
          ':submitted': 'SUBMITTED',
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Claims the refund owed on a filing: removes the refundError seen, unless it changed or a refund was recorded
 * meanwhile (false), so two clicks of Retry refund refund once.
 */
export async function claimOwedRefund(county: string, filingId: string, seenError: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: filingKey(county, filingId),
        UpdateExpression: 'REMOVE refundError',
        ConditionExpression: 'refundError = :seen AND attribute_not_exists(refundTransactionId)',
        ExpressionAttributeValues: { ':seen': seenError },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** The provider refused a filing's refund: it is owed, with the provider's words. */
export async function setFilingRefundError(county: string, filingId: string, refundError: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: filingKey(county, filingId),
      UpdateExpression: 'SET refundError = :e',
      ExpressionAttributeValues: { ':e': refundError },
    }),
  );
}

/** The refund of a filing done: its transaction recorded, no refund owed. In the refund's ledger transaction. */
export function filingRefundedUpdate(county: string, filingId: string, refundTransactionId: string): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: filingKey(county, filingId),
      UpdateExpression: 'SET refundTransactionId = :r REMOVE refundError',
      ExpressionAttributeValues: { ':r': refundTransactionId },
    },
  };
}

/** The same, alone: when the refund's ledger event was written before without it. */
export async function setFilingRefunded(county: string, filingId: string, refundTransactionId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: filingKey(county, filingId),
      UpdateExpression: 'SET refundTransactionId = :r REMOVE refundError',
      ExpressionAttributeValues: { ':r': refundTransactionId },
    }),
  );
}
