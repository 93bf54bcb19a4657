// The search log of a title file (issue 32; keys: data/app/keys.ts searchLog*; docs/data-model.md 'Search log'):
// per user and file, one item per event (a search, a details view, an image purchase), written once by a Put
// that refuses to overwrite, and one item per file that lists it. Both carry the county's audit retention as
// their `ttl` (none when the county keeps its audit log). Every read is one Query page with a constant Limit.
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SEARCH_LOG_PAGE_SIZE, SEARCH_LOG_PDF_MAX } from '@portal/shared/search-log/schemas';
import type { SearchLogEntry, SearchLogFile } from '@portal/shared/search-log/types';
import {
  SEARCH_LOG_ENTRY_SK_PREFIX,
  searchLogEntriesPartition,
  searchLogEntryKey,
  searchLogFileKey,
  searchLogFilesPartition,
} from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';

export interface LogEvent {
  county: string;
  userId: string;
  titleFile: string;
  /** unique per event: a retried write of the same event is refused, never a second entry */
  eventId: string;
  entry: SearchLogEntry;
  /** epoch seconds, or undefined to keep it as long as the audit log */
  ttl: number | undefined;
}

const entryPut = (e: LogEvent) => ({
  TableName: tables.app,
  Item: {
    ...searchLogEntryKey(e.county, e.userId, e.titleFile, e.entry.at, e.eventId),
    ...e.entry,
    ...(e.ttl ? { ttl: e.ttl } : {}),
  },
  ConditionExpression: 'attribute_not_exists(pk)',
});

/** The entry's Put, refused when the event was written before: goes into an image charge's transaction. */
export const searchLogEntryPut = (e: LogEvent): TransactItem => ({ Put: entryPut(e) });

export async function putSearchLogEntry(e: LogEvent): Promise<void> {
  try {
    await db().send(new PutCommand(entryPut(e)));
  } catch (err) {
    // the same event written before (a retried request): it is logged once
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
  }
}

/** Lists the file (first use, last use); its retention follows its newest entry's. */
export async function noteSearchLogFile(e: Omit<LogEvent, 'eventId' | 'entry'> & { at: string }): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: searchLogFileKey(e.county, e.userId, e.titleFile),
      UpdateExpression: `SET titleFile = :f, firstAt = if_not_exists(firstAt, :at), lastAt = :at${
        e.ttl ? ', #ttl = :ttl' : ' REMOVE #ttl'
      }`,
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':f': e.titleFile, ':at': e.at, ...(e.ttl ? { ':ttl': e.ttl } : {}) },
    }),
  );
}

const skOf = (item: Record<string, unknown> | undefined) => (item ? String(item.sk) : undefined);

/** One page of a user's files, by file number. `after` is the last file's sort key of the page before. */
export async function listSearchLogFiles(
  county: string,
  userId: string,
  after?: string,
): Promise<{ files: SearchLogFile[]; next?: string }> {
  const pk = searchLogFilesPartition(county, userId);
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :f)',
      ExpressionAttributeValues: { ':pk': pk, ':f': 'F#' },
      Limit: SEARCH_LOG_PAGE_SIZE,
      ...(after ? { ExclusiveStartKey: { pk, sk: after } } : {}),
    }),
  );
  const files = Items.map((i) => ({ titleFile: i.titleFile, firstAt: i.firstAt, lastAt: i.lastAt }) as SearchLogFile);
  return { files, next: skOf(LastEvaluatedKey) };
}

const entryOf = (item: Record<string, unknown>): SearchLogEntry => {
  const { pk: _pk, sk: _sk, ttl: _ttl, ...entry } = item;
  return entry as unknown as SearchLogEntry;
};

/** One page of a file's entries, oldest first. */
export async function listSearchLogEntries(
  county: string,
  userId: string,
  titleFile: string,
  after?: string,
): Promise<{ entries: SearchLogEntry[]; next?: string }> {
  const pk = searchLogEntriesPartition(county, userId, titleFile);
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)',
      ExpressionAttributeValues: { ':pk': pk, ':e': SEARCH_LOG_ENTRY_SK_PREFIX },
      Limit: SEARCH_LOG_PAGE_SIZE,
      ...(after ? { ExclusiveStartKey: { pk, sk: after } } : {}),
    }),
  );
  return { entries: Items.map(entryOf), next: skOf(LastEvaluatedKey) };
}

/** The entries one PDF holds, oldest first, and whether the file has more. */
export async function searchLogEntriesForPdf(
  county: string,
  userId: string,
  titleFile: string,
): Promise<{ entries: SearchLogEntry[]; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)',
      ExpressionAttributeValues: {
        ':pk': searchLogEntriesPartition(county, userId, titleFile),
        ':e': SEARCH_LOG_ENTRY_SK_PREFIX,
      },
      Limit: SEARCH_LOG_PDF_MAX,
    }),
  );
  return { entries: Items.map(entryOf), more: !!LastEvaluatedKey };
}
