// Result sets: a search's ordered rows kept for an hour under the user, so paging and re-sorting read them instead
// of searching again. Only this file knows their keys.
//
// | access pattern                        | key (app table)                                                      |
// | a user's result set (its header)      | pk C#<county>#USER#<userId>  sk RSET#<hash>                          |
// | rows n*100.. of it in one sort order  | pk C#<county>#USER#<userId>  sk RSET#<hash>#<sortKey>.<ASC|DESC>#<n> |
//
// Reads are consistent: a page may follow the write of its set by milliseconds.
// Rows are kept whole (not ids) so a page is one GetItem and shows what the search found even if a record changes
// meanwhile; 100 rows a chunk keep items far below DynamoDB's 400 KB. Each sort order asked for is written once
// and kept beside the others until the set expires.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ResultKind, SortOrder } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { putItems } from '#src/areas/records/write-items.ts';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

export const RESULT_SET_TTL_SECONDS = 60 * 60;
export const CHUNK_ROWS = 100;

export interface ResultSet {
  userId: string;
  hash: string;
  type: string;
  resultKind: ResultKind;
  total: number;
  truncated: boolean;
  /** the sort orders written so far, as sortTag gives them */
  sorts: string[];
  ttl: number;
}

const userPk = (county: string, userId: string) => `C#${county}#USER#${userId}`;
const headerSk = (hash: string) => `RSET#${hash}`;
const chunkPrefix = (hash: string, sort: SortOrder) => `RSET#${hash}#${sortTag(sort)}#`;
const chunkSk = (hash: string, sort: SortOrder, n: number) => `${chunkPrefix(hash, sort)}${String(n).padStart(2, '0')}`;
export const sortTag = (sort: SortOrder) => `${sort.sortKey}.${sort.sortDirection}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The user's live result set of a search, if one is kept. DynamoDB deletes expired items lazily: ttl is checked. */
export async function getResultSet(county: string, userId: string, hash: string): Promise<ResultSet | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tables.app,
      Key: { pk: userPk(county, userId), sk: headerSk(hash) },
      ConsistentRead: true,
    }),
  );
  return Item && Item.ttl > nowSeconds() ? (Item.set as ResultSet) : undefined;
}

/** Keeps a new result set, its rows in one sort order; chunks first, so a header always has its rows. */
export async function putResultSet(
  county: string,
  set: Omit<ResultSet, 'sorts' | 'ttl'>,
  sort: SortOrder,
  rows: ResultRow[],
): Promise<ResultSet> {
  const ttl = nowSeconds() + RESULT_SET_TTL_SECONDS;
  await putChunks(county, set.userId, set.hash, sort, rows, ttl);
  const full: ResultSet = { ...set, sorts: [sortTag(sort)], ttl };
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { pk: userPk(county, set.userId), sk: headerSk(set.hash), set: full, ttl },
    }),
  );
  return full;
}

/** Adds the rows in another sort order to a kept set (same expiry). */
export async function addSortOrder(county: string, set: ResultSet, sort: SortOrder, rows: ResultRow[]): Promise<void> {
  await putChunks(county, set.userId, set.hash, sort, rows, set.ttl);
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: { pk: userPk(county, set.userId), sk: headerSk(set.hash) },
      UpdateExpression: 'SET #set.#sorts = list_append(#set.#sorts, :tag)',
      ExpressionAttributeNames: { '#set': 'set', '#sorts': 'sorts' },
      ExpressionAttributeValues: { ':tag': [sortTag(sort)] },
    }),
  );
}

/** The rows of chunk n in one sort order. */
export async function readChunk(county: string, set: ResultSet, sort: SortOrder, n: number): Promise<ResultRow[]> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tables.app,
      Key: { pk: userPk(county, set.userId), sk: chunkSk(set.hash, sort, n) },
      ConsistentRead: true,
    }),
  );
  return (Item?.rows as ResultRow[] | undefined) ?? [];
}

/** Every row of the set in one sort order it was written in. */
export async function readAllRows(county: string, set: ResultSet, sort: SortOrder): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.app,
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': userPk(county, set.userId), ':s': chunkPrefix(set.hash, sort) },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) rows.push(...(item.rows as ResultRow[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

async function putChunks(
  county: string,
  userId: string,
  hash: string,
  sort: SortOrder,
  rows: ResultRow[],
  ttl: number,
): Promise<void> {
  const items = [];
  for (let i = 0, n = 0; i < rows.length; i += CHUNK_ROWS, n++) {
    items.push({ pk: userPk(county, userId), sk: chunkSk(hash, sort, n), rows: rows.slice(i, i + CHUNK_ROWS), ttl });
  }
  await putItems(items, { table: tables.app, concurrency: 4 });
}
