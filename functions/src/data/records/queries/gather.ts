// What every access-pattern query shares: Queries on keys (never a Scan) that gather at most MAX_RESULTS distinct
// matches, reading one more to know whether the search was truncated; filter expressions for the criteria the key
// cannot hold; date and code-list helpers; and intersections of bounded sets (AND of names, Torrens text words, a
// legal search narrowed to a party) that stay exact when one side is cut off, by checking candidates one by one.
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { sendUntilProcessed } from '#src/data/dynamo/retry.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { SEP } from '../keys.ts';
import { listCodes } from '../read-records.ts';
import {
  type BookReferenceSummary,
  type CertificateSummary,
  type DocumentSummary,
  type TaxLienSummary,
  type TractBookSummary,
  unpackSummary,
} from '../summaries.ts';

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
}

/** A filter expression built from conditions that are all required (`and`); each condition method returns its
 *  text, so conditions can be combined with OR first. Paths may be nested ('s.toDate'); every name is a
 *  placeholder, so reserved words (role, type, from, to, range, unit) need no care. */
export class Filter {
  readonly conditions: string[] = [];
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private n = 0;

  get empty(): boolean {
    return this.conditions.length === 0;
  }
  get expression(): string {
    return this.conditions.map((c) => (this.conditions.length > 1 ? `(${c})` : c)).join(' AND ');
  }
  and(...conditions: Array<string | undefined>): this {
    for (const c of conditions) if (c) this.conditions.push(c);
    return this;
  }
  path(path: string): string {
    return path
      .split('.')
      .map((part) => {
        const name = `#${part}`;
        this.names[name] = part;
        return name;
      })
      .join('.');
  }
  value(v: unknown): string {
    const name = `:f${this.n++}`;
    this.values[name] = v;
    return name;
  }
  eq = (path: string, v: unknown) => `${this.path(path)} = ${this.value(v)}`;
  lt = (path: string, v: unknown) => `${this.path(path)} < ${this.value(v)}`;
  lte = (path: string, v: unknown) => `${this.path(path)} <= ${this.value(v)}`;
  gte = (path: string, v: unknown) => `${this.path(path)} >= ${this.value(v)}`;
  between = (path: string, lo: unknown, hi: unknown) =>
    `${this.path(path)} BETWEEN ${this.value(lo)} AND ${this.value(hi)}`;
  beginsWith = (path: string, prefix: string) => `begins_with(${this.path(path)}, ${this.value(prefix)})`;
  /** conditions of which one is enough (parenthesised by `expression` when joined with others) */
  or = (...conditions: string[]) => conditions.join(' OR ');

  /** A date attribute within from..to (either end may be open). */
  dateWithin(path: string, range: DateRange): this {
    const { fromRecordedDate: from, toRecordedDate: to } = range;
    if (from && to) return this.and(this.between(path, from, to));
    if (from) return this.and(this.gte(path, from));
    if (to) return this.and(this.lte(path, to));
    return this;
  }
}

export const filter = () => new Filter();

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
  { idOf, read = (item) => unpackSummary<S>(item.s) }: GatherOptions<S>,
  isNew: (id: string) => boolean,
  wanted: number,
): Promise<S[]> {
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

/** The union of several gathered sets, in order, each id once, cut at MAX_RESULTS. */
export function union<S>(sets: QueryResult<S>[], idOf: (s: S) => string, max = MAX_RESULTS): QueryResult<S> {
  const out = new Map<string, S>();
  for (const set of sets) for (const s of set.items) if (!out.has(idOf(s))) out.set(idOf(s), s);
  const items = [...out.values()];
  return { items: items.slice(0, max), truncated: items.length > max || sets.some((s) => s.truncated) };
}

/**
 * The items present in every set. Each set was gathered with a bound, so a truncated set may miss members: the
 * smallest complete set is the base (its order is kept), complete sets are intersected in memory, and the base's
 * candidates are checked against a truncated set by `check(candidates, setIndex)` (which returns the ids that
 * belong). When every set is truncated, the smallest one is the base and the result is truncated too.
 */
export async function intersect<S>(
  sets: QueryResult<S>[],
  idOf: (s: S) => string,
  check: (candidates: S[], setIndex: number) => Promise<Set<string>>,
): Promise<QueryResult<S>> {
  if (!sets.length) return { items: [], truncated: false };
  const order = sets.map((s, i) => ({ s, i })).sort((a, b) => a.s.items.length - b.s.items.length);
  const base = order.find((o) => !o.s.truncated) ?? order[0]!;
  let items = base.s.items;
  for (const { s, i } of order) {
    if (i === base.i || !items.length) continue;
    if (!s.truncated) {
      const ids = new Set(s.items.map(idOf));
      items = items.filter((x) => ids.has(idOf(x)));
    } else {
      const ids = await check(items, i);
      items = items.filter((x) => ids.has(idOf(x)));
    }
  }
  return { items, truncated: base.s.truncated };
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

export interface DateRange {
  /** YYYY-MM-DD, inclusive; open when absent */
  fromRecordedDate?: string;
  /** YYYY-MM-DD, inclusive; open when absent */
  toRecordedDate?: string;
}

/** The months YYYY-MM from one date to another, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    out.push(month);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** A document type criterion: '' or 'All' (any case) means every type. */
export const anyType = (t: string | undefined) => !t?.trim() || t.trim().toUpperCase() === 'ALL';

/** The document types a criterion names: itself, or every type in the county's code list for 'All'. */
export async function documentTypesOf(county: string, t: string | undefined): Promise<string[]> {
  if (!anyType(t)) return [t!.trim().toUpperCase()];
  return (await listCodes(county, 'documentTypes')).map((r) => r.code);
}

/** Adds the common document filters: document type (`dt`), instrument group (`ig`) and recorded date (`rd`). */
export function documentFilter(
  c: DateRange & { documentType?: string; instrumentGroup?: string },
  f: Filter = filter(),
): Filter {
  if (!anyType(c.documentType)) f.and(f.eq('dt', c.documentType!.trim().toUpperCase()));
  if (!anyType(c.instrumentGroup)) f.and(f.eq('ig', c.instrumentGroup!.trim().toUpperCase()));
  return f.dateWithin('rd', c);
}

/** The parts of a sort key ('SMITH|JOHN|Q|GR|2024-01-02|A1'). */
export const skParts = (item: { sk: string }) => item.sk.split(SEP);
