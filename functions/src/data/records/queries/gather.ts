// What every access-pattern query shares: Queries on keys (never a Scan) that gather at most MAX_RESULTS distinct
// matches, reading one more to know whether the search was truncated, and items by key. The criteria a key cannot
// hold are criteria.ts's filter expressions; unions and intersections of gathered sets are sets.ts's.
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { sendUntilProcessed } from '#src/data/dynamo/retry.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import {
  type BookReferenceSummary,
  type CertificateSummary,
  type DocumentSummary,
  type TaxLienSummary,
  type TractBookSummary,
  unpackSummary,
} from '../summaries.ts';
import type { Filter } from './criteria.ts';

/** A search gathers at most this many matches (spec 2, 'Results truncated...'). */
export const MAX_RESULTS = 1000;
/** Items read by one Query page. DynamoDB's Limit counts items read before the filter. */
export const PAGE_SIZE = 1000;
/** Sorts after every character of a key part: `${x}${HIGH}` bounds everything that starts with x. */
export const HIGH = '\uffff';

export interface QueryResult<S> {
  items: S[];
  /** more matches exist than the items returned */
  truncated: boolean;
}

export type Item = Record<string, unknown> & { pk: string; sk: string };

export type SortKeyCondition =
  | { eq: string }
  | { beginsWith: string }
  | { between: [string, string] }
  | { lte: string }
  | { gte: string };

/** One Query: a partition, an optional sort-key condition, a filter expression and a check of what a filter
 *  expression cannot see (parts of the sort key). */
export interface KeyQuery {
  pk: string;
  sk?: SortKeyCondition;
  filter?: Filter;
  keep?: (item: Item) => boolean;
  /** this query's result of an item, in place of the gather's `read` (a Sounds like search labels how it matched) */
  read?: (item: Item) => unknown;
}

export interface GatherOptions<S> {
  /** the id a result is de-duplicated by (docId, certificate number, book page id, tract book id) */
  idOf: (s: S) => string;
  max?: number;
  /** partitions read at once; results keep the order of `queries` */
  concurrency?: number;
  /** the result an item gives; its summary (`s`) by default. Only the keys and `s` are read. */
  read?: (item: Item) => S;
}

/** What each kind of result is de-duplicated by. */
export const documents: GatherOptions<DocumentSummary> = { idOf: (s) => s.docId };
export const liens: GatherOptions<TaxLienSummary> = { idOf: (s) => s.docId };
export const certificates: GatherOptions<CertificateSummary> = { idOf: (s) => s.id };
export const bookReferences: GatherOptions<BookReferenceSummary> = { idOf: (s) => s.id };
export const tractBooks: GatherOptions<TractBookSummary> = { idOf: (s) => s.id };

/**
 * Runs the queries in order and keeps the summaries (`s`) of the matching index items, each id once, until `max`
 * distinct matches and one more are found (truncated) or every partition is read. Pages read up to PAGE_SIZE items
 * when a filter may drop some, and only what is still needed when none can.
 */
export async function gather<S>(queries: KeyQuery[], options: GatherOptions<S>): Promise<QueryResult<S>> {
  const max = options.max ?? MAX_RESULTS;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const out = new Map<string, S>();
  const isNew = (id: string) => !out.has(id);
  for (let i = 0; i < queries.length && out.size <= max; i += concurrency) {
    // the partitions of a window are read at once, each until it alone has found the matches still needed (ids new
    // to this gather), so a partition that stops early always fills the result; merged in order of the queries
    const window = queries.slice(i, i + concurrency);
    const found = await Promise.all(window.map((q) => readPartition(q, options, isNew, max + 1 - out.size)));
    for (const s of found.flat()) {
      if (out.size > max) break;
      const id = options.idOf(s);
      if (!out.has(id)) out.set(id, s);
    }
  }
  const items = [...out.values()];
  return { items: items.slice(0, max), truncated: items.length > max };
}

/** Reads one partition until `wanted` ids new to the gather are found or it ends. */
async function readPartition<S>(
  q: KeyQuery,
  { idOf, read: readAll = (item) => unpackSummary<S>(item.s) }: GatherOptions<S>,
  isNew: (id: string) => boolean,
  wanted: number,
): Promise<S[]> {
  const read = (q.read as ((item: Item) => S) | undefined) ?? readAll;
  const items: S[] = [];
  const seen = new Set<string>();
  const selective = !!q.keep || !!(q.filter && !q.filter.empty);
  let start: Record<string, unknown> | undefined;
  do {
    // unfiltered pages hold only matches: read what is still needed (plus a few for repeated ids) and no more
    const limit = selective ? PAGE_SIZE : Math.min(PAGE_SIZE, wanted - items.length + 10);
    const page = await db().send(new QueryCommand({ ...queryInput(q), ExclusiveStartKey: start, Limit: limit }));
    for (const item of (page.Items ?? []) as Item[]) {
      if (q.keep && !q.keep(item)) continue;
      const s = read(item);
      const id = idOf(s);
      if (seen.has(id) || !isNew(id)) continue;
      seen.add(id);
      items.push(s);
      if (items.length >= wanted) return items;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

function queryInput(q: KeyQuery): QueryCommandInput {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': q.pk };
  let condition = 'pk = :pk';
  const c = q.sk;
  if (c) {
    if ('eq' in c) {
      condition += ' AND sk = :sk';
      values[':sk'] = c.eq;
    } else if ('beginsWith' in c) {
      // The same range as begins_with (keys are normalised ASCII, all below HIGH), written as BETWEEN: DynamoDB
      // seeks either way, but DynamoDB Local runs begins_with as a LIKE over the whole partition, which made
      // its cost grow with the county.
      condition += ' AND sk BETWEEN :sk AND :sk2';
      values[':sk'] = c.beginsWith;
      values[':sk2'] = `${c.beginsWith}${HIGH}`;
    } else if ('between' in c) {
      condition += ' AND sk BETWEEN :sk AND :sk2';
      values[':sk'] = c.between[0];
      values[':sk2'] = c.between[1];
    } else if ('lte' in c) {
      condition += ' AND sk <= :sk';
      values[':sk'] = c.lte;
    } else {
      condition += ' AND sk >= :sk';
      values[':sk'] = c.gte;
    }
  }
  const f = q.filter && !q.filter.empty ? q.filter : undefined;
  if (f) {
    Object.assign(names, f.names);
    Object.assign(values, f.values);
  }
  names['#s'] = 's';
  return {
    TableName: tables.records,
    KeyConditionExpression: condition,
    FilterExpression: f?.expression,
    // the keys (for `keep` and for going on from an item) and the summary: the filter sees the whole item anyway
    ProjectionExpression: 'pk, sk, #s',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Items by key (BatchGet, 100 a request, unprocessed keys retried with a cap), in no particular order. */
export async function getItems(keys: Array<{ pk: string; sk: string }>, projection = 'pk, sk, #row'): Promise<Item[]> {
  const out: Item[] = [];
  const unique = [...new Map(keys.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  const names = projection.includes('#row') ? { '#row': 'row' } : undefined;
  for (let i = 0; i < unique.length; i += 100) {
    await sendUntilProcessed<Record<string, unknown>>(
      unique.slice(i, i + 100),
      async (pending) => {
        const res: BatchGetCommandOutput = await db().send(
          new BatchGetCommand({
            RequestItems: {
              [tables.records]: { Keys: pending, ProjectionExpression: projection, ExpressionAttributeNames: names },
            },
          }),
        );
        out.push(...((res.Responses?.[tables.records] ?? []) as Item[]));
        return res.UnprocessedKeys?.[tables.records]?.Keys;
      },
      { what: 'records BatchGet' },
    );
  }
  return out;
}
