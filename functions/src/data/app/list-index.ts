// The user manager's and the control panel's lists: ten rows a page with 'x-y of n', All or Active only, a filter
// over names, for counties of 50,000 users, without reading the county per page (docs/data-model.md, 'Users and
// accounts'). Each listed item (a user, an account) has derived entries written in the same transaction as it:
//   - a list entry per scope (the county; for a user also its account) and list (ALL; ACT while active), sorted by
//     its sort name: a page is one Query of 10 from a cursor;
//   - a word entry per filter word (username and its parts, first and last name, account name words): a filtered
//     list is the Query of the longest filter word's prefix, so its cost follows the matches, not the county;
//   - counters per scope (all, act), added to in the same transaction: the 'of n' is one GetItem.
// The item keeps the keys it wrote (ix) and what it was counted as (ixc), so a change deletes exactly those and
// moves the counts it made, whatever changed the item in between.
// The pure parts (what an item is listed as, its entry items and words, the state it keeps) are in list-entries.ts.
import { GetCommand, paginateQuery, QueryCommand, type QueryCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../dynamo/batch-get.ts';
import { db } from '../dynamo/client.ts';
import { queryAll } from '../dynamo/query-all.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { putItems } from '../dynamo/write-items.ts';
import { type ListKind, type ListScope, listCountKey, listPartition, wordPartition } from './keys.ts';
import {
  entryItems,
  filterWords,
  type IndexState,
  keyOf,
  keyString,
  type ListAnswer,
  type Listed,
  type ListRequest,
  matchesWords,
  PAGE_SIZE,
  stateOf,
} from './list-entries.ts';

/**
 * The writes that take an item's entries from what it stored (before) to `after` (undefined: the item goes):
 * deletes of entries no longer wanted, puts of the wanted ones, and the counters' moves. Send them in the same
 * transaction as the item's own write, with stateOf(after) stored on it.
 */
export function indexWrites(
  county: string,
  kind: ListKind,
  before: IndexState,
  after: Listed | undefined,
): TransactItem[] {
  const wanted = after ? entryItems(county, after) : [];
  const wantedKeys = new Set(wanted.map((i) => keyString(i as { pk: string; sk: string })));
  const writes: TransactItem[] = [];
  for (const k of before.ix ?? []) {
    if (!wantedKeys.has(k)) writes.push({ Delete: { TableName: tables.app, Key: keyOf(k) } });
  }
  // Every wanted entry is put again: a word entry keeps its key when only what it carries (active, words) changes.
  for (const item of wanted) writes.push({ Put: { TableName: tables.app, Item: item } });
  const deltas = new Map<ListScope, { all: number; act: number }>();
  const move = (scopes: ListScope[], active: boolean, sign: number) => {
    for (const s of scopes) {
      const d = deltas.get(s) ?? { all: 0, act: 0 };
      d.all += sign;
      if (active) d.act += sign;
      deltas.set(s, d);
    }
  };
  if (before.ixc) move(before.ixc.s, before.ixc.a, -1);
  if (after) move(after.scopes, after.active, 1);
  for (const [scope, d] of deltas) {
    if (!d.all && !d.act) continue;
    writes.push({
      Update: {
        TableName: tables.app,
        Key: listCountKey(county, kind, scope),
        UpdateExpression: 'ADD #all :all, #act :act',
        ExpressionAttributeNames: { '#all': 'all', '#act': 'act' },
        ExpressionAttributeValues: { ':all': d.all, ':act': d.act },
      },
    });
  }
  return writes;
}

/** One page of ids, in list order, with the list's total. */
export async function readListPage(county: string, r: ListRequest): Promise<ListAnswer> {
  const words = filterWords(r.filterText);
  return words.length ? filteredPage(county, r, words) : unfilteredPage(county, r);
}

async function unfilteredPage(county: string, r: ListRequest): Promise<ListAnswer> {
  const list = r.includeInactive ? 'ALL' : 'ACT';
  const pk = listPartition(county, r.kind, r.scope, list);
  const skip = (r.pageNumber - 1) * PAGE_SIZE;
  let start: { pk: string; sk: string } | undefined;
  if (r.cursor && r.pageNumber > 1) start = { pk, sk: r.cursor };
  else if (skip > 0) {
    // Jumping to a page without the cursor of the one before reads the keys before it (small, but as many).
    const keys = await readKeys(pk, skip);
    if (keys.length < skip)
      return { ids: [], total: await countOf(county, r.kind, r.scope, list), pageNumber: r.pageNumber };
    start = { pk, sk: keys[keys.length - 1]! };
  }
  const [total, page] = await Promise.all([
    countOf(county, r.kind, r.scope, list),
    db().send(
      new QueryCommand({
        TableName: tables.app,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': pk },
        Limit: PAGE_SIZE,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    ),
  ]);
  const items = page.Items ?? [];
  const last = items.at(-1)?.sk as string | undefined;
  const more = page.LastEvaluatedKey && skip + items.length < total;
  return {
    ids: items.map((i) => i.i as string),
    total,
    pageNumber: r.pageNumber,
    ...(more && last ? { nextCursor: last } : {}),
  };
}

async function readKeys(pk: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tables.app,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': pk },
        ProjectionExpression: 'sk',
        Limit: count - keys.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    keys.push(...(res.Items ?? []).map((i) => i.sk as string));
    start = res.LastEvaluatedKey;
  } while (start && keys.length < count);
  return keys;
}

async function countOf(county: string, kind: ListKind, scope: ListScope, list: 'ALL' | 'ACT'): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: listCountKey(county, kind, scope) }));
  return Math.max(0, Number(Item?.[list === 'ALL' ? 'all' : 'act'] ?? 0));
}

async function filteredPage(county: string, r: ListRequest, words: string[]): Promise<ListAnswer> {
  const ordered = await allFiltered(county, r, words);
  const from = (r.pageNumber - 1) * PAGE_SIZE;
  return { ids: ordered.slice(from, from + PAGE_SIZE), total: ordered.length, pageNumber: r.pageNumber };
}

/** Every id of a list, in order (the exports): a page of entries at a time, or the filter's matches. */
export async function* listIds(county: string, r: Omit<ListRequest, 'pageNumber' | 'cursor'>) {
  const words = filterWords(r.filterText);
  if (words.length) {
    yield* chunk(await allFiltered(county, { ...r, pageNumber: 1 }, words), 100);
    return;
  }
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': listPartition(county, r.kind, r.scope, r.includeInactive ? 'ALL' : 'ACT') },
      ProjectionExpression: 'i',
      Limit: 100,
    },
  );
  for await (const page of pages) {
    const ids = (page.Items ?? []).map((i) => i.i as string);
    if (ids.length) yield ids;
  }
}

/** The matches of a filter: the Query of its longest word's prefix, every other word checked on the entries. */
async function allFiltered(county: string, r: ListRequest, words: string[]): Promise<string[]> {
  const lead = [...words].sort((a, b) => b.length - a.length)[0]!;
  const input: QueryCommandInput = {
    TableName: tables.app,
    KeyConditionExpression: 'pk = :p AND begins_with(sk, :w)',
    ExpressionAttributeValues: { ':p': wordPartition(county, r.kind, lead), ':w': lead },
    ProjectionExpression: 'i, n, s, a, w',
  };
  const found = await queryAll<{ i: string; n: string; s: ListScope[]; a: boolean; w: string[] }>(input);
  const matches = new Map<string, string>();
  for (const e of found) {
    if (matches.has(e.i) || !e.s.includes(r.scope) || (!r.includeInactive && !e.a)) continue;
    if (matchesWords(e.w, words)) matches.set(e.i, `${e.n}#${e.i}`);
  }
  return [...matches].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)).map(([id]) => id);
}

/** A pick-list (search/pick-lists.ts) answers at most this many rows: it reads at most this many entries. */
export const PICK_MAX = 1000;

/**
 * The ids of a pick-list, every status: without a filter the first PICK_MAX of the scope's ALL list, in list order;
 * with one, the matches among the first PICK_MAX entries of its longest word's prefix (every other word checked on
 * the entries, the scope too), in list order. One Query either way: what it reads follows the rows answered, not
 * the county (a filter matching more than PICK_MAX entries answers those it read).
 */
export async function readPickIds(county: string, kind: ListKind, scope: ListScope, filterText: string) {
  const words = filterWords(filterText);
  if (!words.length) {
    const res = await db().send(
      new QueryCommand({
        TableName: tables.app,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': listPartition(county, kind, scope, 'ALL') },
        ProjectionExpression: 'i',
        Limit: PICK_MAX,
      }),
    );
    return (res.Items ?? []).map((i) => i.i as string);
  }
  const lead = [...words].sort((a, b) => b.length - a.length)[0]!;
  const res = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :w)',
      ExpressionAttributeValues: { ':p': wordPartition(county, kind, lead), ':w': lead },
      ProjectionExpression: 'i, n, s, w',
      Limit: PICK_MAX,
    }),
  );
  const matches = new Map<string, string>();
  for (const e of (res.Items ?? []) as Array<{ i: string; n: string; s: ListScope[]; w: string[] }>) {
    if (matches.has(e.i) || !e.s.includes(scope)) continue;
    if (matchesWords(e.w, words)) matches.set(e.i, `${e.n}#${e.i}`);
  }
  return [...matches].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)).map(([id]) => id);
}

function* chunk<T>(items: T[], size: number) {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** The `all` count of each scope (Users(count) of a page of accounts): one BatchGet, in the scopes' order. */
export async function getListCounts(
  county: string,
  kind: ListKind,
  scopes: ListScope[],
): Promise<Array<number | undefined>> {
  const counts = await batchGet<{ all?: number }>(
    tables.app,
    scopes.map((scope) => listCountKey(county, kind, scope)),
  );
  return counts.map((c) => c?.all);
}

/** The deletion of a scope's counters (an account's user counts go with the account). */
export function listCountDelete(county: string, kind: ListKind, scope: ListScope): TransactItem {
  return {
    Delete: { TableName: tables.app, Key: listCountKey(county, kind, scope) },
  };
}

/** Whether a county's lists of this kind were built (its county counter says so). */
export async function isBuilt(county: string, kind: ListKind): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: listCountKey(county, kind, 'C') }));
  return Item?.built === true;
}

/**
 * Builds a county's lists once from its items (those written before the lists existed, or by a writer that
 * does not index: the demo seed, self-registration). Items already indexed are counted, not written again.
 */
export async function buildLists(
  county: string,
  kind: ListKind,
  items: Array<{ key: { pk: string; sk: string }; state: IndexState; listed: Listed }>,
): Promise<void> {
  const counts = new Map<ListScope, { all: number; act: number }>();
  const entries: Array<Record<string, unknown>> = [];
  const unindexed = items.filter((i) => !i.state.ixc);
  for (const item of items) {
    const counted = item.state.ixc ?? { s: item.listed.scopes, a: item.listed.active };
    for (const s of counted.s) {
      const c = counts.get(s) ?? { all: 0, act: 0 };
      c.all += 1;
      if (counted.a) c.act += 1;
      counts.set(s, c);
    }
  }
  for (const item of unindexed) entries.push(...entryItems(county, item.listed));
  await putItems(entries, { table: tables.app });
  for (const item of unindexed) {
    const state = stateOf(county, item.listed);
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: item.key,
        UpdateExpression: 'SET ix = :ix, ixc = :ixc',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ix': state.ix, ':ixc': state.ixc },
      }),
    );
  }
  const counters = [...counts].map(([scope, c]) => ({ ...listCountKey(county, kind, scope), ...c }));
  const county_ = counters.find((c) => c.sk === 'C') ?? { ...listCountKey(county, kind, 'C'), all: 0, act: 0 };
  await putItems(
    counters.filter((c) => c.sk !== 'C'),
    { table: tables.app },
  );
  await putItems([{ ...county_, built: true }], { table: tables.app });
}
