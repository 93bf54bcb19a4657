// The feed files built (issue 31), one small item each in the county's FEED partition (keys.ts feedFileKey): what
// the Feed page lists and what a link needs (its object key, its document count for the price). Every read is one
// key or one Query page with a constant Limit.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { FEED_DAYS_LISTED, type FeedFile } from '@portal/shared/feed/schemas';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { feedFileKey, feedFilesPartition, snapshotRequestKey } from './keys.ts';

export interface FeedFileItem extends FeedFile {
  /** the object in the uploads bucket */
  objectKey: string;
}

const fileOf = (i: Record<string, unknown>): FeedFileItem => ({
  day: String(i.day),
  documents: Number(i.documents),
  bytes: Number(i.bytes),
  builtAt: String(i.builtAt),
  objectKey: String(i.objectKey),
});

export async function putFeedFile(county: string, kind: 'DAY' | 'SNAP', id: string, file: FeedFileItem): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tables.records, Item: { ...feedFileKey(county, kind, id), t: 'FEED', ...file } }),
  );
}

export async function getDayFile(county: string, day: string): Promise<FeedFileItem | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.records, Key: feedFileKey(county, 'DAY', day) }));
  return Item ? fileOf(Item) : undefined;
}

const newest = (county: string, prefix: string) => ({
  TableName: tables.records,
  KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
  ExpressionAttributeValues: { ':p': feedFilesPartition(county), ':s': prefix },
  ScanIndexForward: false,
});

/** The newest days' files, newest first. */
export async function listDayFiles(county: string): Promise<FeedFileItem[]> {
  const { Items } = await db().send(new QueryCommand({ ...newest(county, 'DAY#'), Limit: FEED_DAYS_LISTED }));
  return (Items ?? []).map(fileOf);
}

export async function latestSnapshot(county: string): Promise<FeedFileItem | undefined> {
  const { Items } = await db().send(new QueryCommand({ ...newest(county, 'SNAP#'), Limit: 1 }));
  return Items?.[0] ? fileOf(Items[0]) : undefined;
}

/** Asks the batch job for a snapshot; one request stands at a time (the first time asked is kept). */
export async function requestSnapshot(county: string, at: string, by: string): Promise<string> {
  try {
    await db().send(
      new PutCommand({
        TableName: tables.records,
        Item: { ...snapshotRequestKey(county), t: 'FEED', requestedAt: at, requestedBy: by },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return at;
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    return (await snapshotRequested(county)) ?? at;
  }
}

export async function snapshotRequested(county: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.records, Key: snapshotRequestKey(county), ConsistentRead: true }),
  );
  return Item ? String(Item.requestedAt) : undefined;
}

/** The request answered: removed only if it is still the one the snapshot was built for. */
export async function clearSnapshotRequest(county: string, requestedAt: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tables.records,
        Key: snapshotRequestKey(county),
        ConditionExpression: 'requestedAt = :a',
        ExpressionAttributeValues: { ':a': requestedAt },
      }),
    );
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
  }
}
