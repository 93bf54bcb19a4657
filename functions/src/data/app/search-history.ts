// Search history: the last five searches of a user, newest first (spec 2), in one item per user (key:
// data/app/keys.ts searchHistoryKey; docs/data-model.md 'Search state').
//
// The item maps each search's criteria hash to when it last ran and its entry, so recording a search is one
// UpdateItem that needs no read first and returns the whole history: a re-run overwrites its own key (and so
// moves to the top), and the search's records Query runs beside it. The map holds up to MAX_KEPT searches; the
// call that would pass that removes all but the newest five, on condition that what it removes is as it read it,
// so two tabs cannot lose each other's entries.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchHistoryEntry } from '@portal/shared/search/results';
import { searchHistoryKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { retryDelay } from '#src/data/dynamo/retry.ts';
import { tables } from '#src/data/dynamo/tables.ts';

export type { SearchHistoryEntry };

export const HISTORY_SIZE = 5;
const MAX_KEPT = 10;

export interface HistoryItem {
  hash: string;
  /** when it last ran, ms since the epoch */
  at: number;
  entry: SearchHistoryEntry;
}

type Entries = Record<string, { at: number; entry: SearchHistoryEntry }>;

const newestFirst = (entries: Entries | undefined): HistoryItem[] =>
  Object.entries(entries ?? {})
    .map(([hash, v]) => ({ hash, at: v.at, entry: v.entry }))
    .sort((a, b) => b.at - a.at || (a.hash < b.hash ? -1 : 1));

/** Every search kept for the user, newest first (the first five are the history the user sees). */
export async function readHistory(county: string, userId: string): Promise<HistoryItem[]> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: searchHistoryKey(county, userId) }));
  return newestFirst(Item?.entries as Entries | undefined);
}

export async function loadSearchHistory(county: string, userId: string): Promise<SearchHistoryEntry[]> {
  return (await readHistory(county, userId)).slice(0, HISTORY_SIZE).map((i) => i.entry);
}

const isRefused = (e: unknown) =>
  e instanceof Error && (e.name === 'ConditionalCheckFailedException' || e.name === 'ValidationException');

/** Tries of one search's history write; contention past them drops the write (with a log line), never the search. */
const ATTEMPTS = 8;

/**
 * Puts a search at the top of the user's history (a re-run moves up instead of appearing twice) and returns the
 * history as it now stands, newest first. Many searches of one user at once (tabs, scripts) contend for the one
 * item: each write merges with what the others wrote instead of replacing it, and after ATTEMPTS refusals the
 * entry is dropped with a log line: a search the user may have paid for is never failed by its history.
 */
export async function recordSearch(
  county: string,
  userId: string,
  entry: SearchHistoryEntry,
  hash: string,
  at = new Date(),
): Promise<SearchHistoryEntry[]> {
  const value = { at: at.getTime(), entry };
  let seen: Entries | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, retryDelay(attempt)));
    try {
      return shown(await addEntry(county, userId, hash, value));
    } catch (e) {
      if (!isRefused(e)) throw e;
    }
    // Refused: no map yet, or a new search would pass MAX_KEPT.
    const { Item } = await db().send(
      new GetCommand({ TableName: tables.app, Key: searchHistoryKey(county, userId), ConsistentRead: true }),
    );
    seen = Item?.entries as Entries | undefined;
    try {
      if (!seen) await createMap(county, userId);
      else return shown(await trimAndAdd(county, userId, seen, hash, value));
    } catch (e) {
      if (!isRefused(e)) throw e;
    }
  }
  console.warn(`[search] history of ${userId} not recorded: ${ATTEMPTS} writes refused by concurrent searches`);
  return shown(newestFirst({ ...seen, [hash]: value }));
}

const shown = (items: HistoryItem[]) => items.slice(0, HISTORY_SIZE).map((i) => i.entry);

type Value = { at: number; entry: SearchHistoryEntry };

/** One UpdateItem, refused when there is no map yet or when a new search would pass MAX_KEPT. */
async function addEntry(county: string, userId: string, hash: string, value: Value): Promise<HistoryItem[]> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: searchHistoryKey(county, userId),
      UpdateExpression: 'SET entries.#hash = :value',
      ConditionExpression: 'attribute_exists(entries.#hash) OR size(entries) < :max',
      ExpressionAttributeNames: { '#hash': hash },
      ExpressionAttributeValues: { ':value': value, ':max': MAX_KEPT },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return newestFirst(Attributes?.entries as Entries);
}

/** The user's first search: an empty map, made by whichever call comes first (the others change nothing). */
async function createMap(county: string, userId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: searchHistoryKey(county, userId),
      UpdateExpression: 'SET entries = if_not_exists(entries, :empty)',
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
}

/**
 * A full map: removes all but the newest entries as read and adds this one, in one UpdateItem. Each removed entry
 * must still be as read (same time), so an entry another call re-ran meanwhile is never lost; entries others
 * added meanwhile stay (the map may hold a few more than five until the next trim).
 */
async function trimAndAdd(
  county: string,
  userId: string,
  entries: Entries,
  hash: string,
  value: Value,
): Promise<HistoryItem[]> {
  const others = newestFirst(entries).filter((i) => i.hash !== hash);
  const removed = others.slice(HISTORY_SIZE - 1);
  const names: Record<string, string> = { '#hash': hash, '#at': 'at' };
  const values: Record<string, unknown> = { ':value': value };
  const conditions: string[] = [];
  removed.forEach((r, i) => {
    names[`#r${i}`] = r.hash;
    values[`:at${i}`] = r.at;
    conditions.push(`entries.#r${i}.#at = :at${i}`);
  });
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: searchHistoryKey(county, userId),
      UpdateExpression: `SET entries.#hash = :value${
        removed.length ? ` REMOVE ${removed.map((_, i) => `entries.#r${i}`).join(', ')}` : ''
      }`,
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return newestFirst(Attributes?.entries as Entries);
}
