// Result sets: the rows of a search that runs past one page, kept for an hour so that paging and re-sorting read
// them instead of searching again (key: data/app/keys.ts resultSetKey, one item per part; docs/data-model.md
// 'Search state').
//
// The rows are kept whole (so a page shows what the search found even if a record changes meanwhile), as gzipped
// JSON in the order they were first sorted: 1,000 rows are some 40 KB, one item written in one call and read in
// one GetItem. Another order is sorted in memory from them. Part 0 carries the header; a set whose gzip passes
// PART_BYTES (far rows of very long names) spills into further parts. Reads are consistent: a page may follow the
// write of its set by milliseconds.
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ResultKind, SortOrder } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { resultSetKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { putItems } from '#src/data/dynamo/write-items.ts';

export const RESULT_SET_TTL_SECONDS = 60 * 60;
const PART_BYTES = 300_000;

export interface ResultSet {
  userId: string;
  hash: string;
  type: string;
  resultKind: ResultKind;
  total: number;
  truncated: boolean;
  /** the order the rows are kept in */
  sort: SortOrder;
  ttl: number;
}

export interface KeptRows {
  set: ResultSet;
  rows: ResultRow[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The user's live result set of a search with its rows, if one is kept. DynamoDB deletes expired items lazily. */
export async function getResultSet(county: string, userId: string, hash: string): Promise<KeptRows | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: resultSetKey(county, userId, hash, 0), ConsistentRead: true }),
  );
  if (!Item || Item.ttl <= nowSeconds()) return undefined;
  const parts: Uint8Array[] = [Item.data];
  if (Item.parts > 1) {
    const keys = Array.from({ length: Item.parts - 1 }, (_, i) => resultSetKey(county, userId, hash, i + 1));
    const { Responses } = await db().send(
      new BatchGetCommand({ RequestItems: { [tables.app]: { Keys: keys, ConsistentRead: true } } }),
    );
    const bySk = new Map((Responses?.[tables.app] ?? []).map((i) => [i.sk as string, i.data as Uint8Array]));
    for (const k of keys) {
      const data = bySk.get(k.sk);
      if (!data) return undefined; // a part not (yet) readable: search again rather than show half a set
      parts.push(data);
    }
  }
  const rows = JSON.parse(gunzipSync(Buffer.concat(parts)).toString('utf8')) as ResultRow[];
  return { set: Item.set as ResultSet, rows };
}

/** The items that keep a search's rows (in `set.sort` order) for an hour, part 0 (the header) first. */
export function resultSetItems(county: string, set: Omit<ResultSet, 'ttl'>, rows: ResultRow[]) {
  const ttl = nowSeconds() + RESULT_SET_TTL_SECONDS;
  const full: ResultSet = { ...set, ttl };
  const zipped = gzipSync(JSON.stringify(rows), { level: 1 });
  const parts: Buffer[] = [];
  for (let at = 0; at < zipped.length || !parts.length; at += PART_BYTES)
    parts.push(zipped.subarray(at, at + PART_BYTES));
  return parts.map((data, n) => ({
    ...resultSetKey(county, set.userId, set.hash, n),
    data,
    ttl,
    ...(n === 0 ? { set: full, parts: parts.length } : {}),
  }));
}

export type ResultSetItem = ReturnType<typeof resultSetItems>[number];

/** A set's items as transaction items: a paid search's, written in its charge's transaction. */
export function resultSetPuts(items: ResultSetItem[]): TransactItem[] {
  return items.map((Item) => ({ Put: { TableName: tables.app, Item } }));
}

/** Writes a set's items (a free search's: a paid one's go into its charge's transaction). */
export async function putResultSet(items: ResultSetItem[]): Promise<void> {
  // Part 0 last: a reader finding the header finds every part.
  if (items.length > 1) await putItems(items.slice(1), { table: tables.app, concurrency: 4 });
  await putItems(items.slice(0, 1), { table: tables.app, concurrency: 1 });
}
