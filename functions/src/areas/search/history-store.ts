// Search history: the last five searches of a user, newest first (spec 2), in one item per user.
//
// | access pattern                   | key (app table)                                     |
// | a user's history                 | pk C#<county>#USER#<userId>  sk SEARCHHISTORY        |
//
// The item maps each search's criteria hash to when it last ran and its entry, so recording a search is one
// UpdateItem that needs no read first and returns the whole history: a re-run overwrites its own key (and so
// moves to the top), and the search's records Query runs beside it. The map holds up to MAX_KEPT searches; the
// call that would pass that rewrites it with the newest five, guarded by a version so two tabs cannot lose each
// other's entries.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchHistoryEntry } from '@portal/shared/search/results';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

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

const keyOf = (county: string, userId: string) => ({ pk: `C#${county}#USER#${userId}`, sk: 'SEARCHHISTORY' });

const newestFirst = (entries: Entries | undefined): HistoryItem[] =>
  Object.entries(entries ?? {})
    .map(([hash, v]) => ({ hash, at: v.at, entry: v.entry }))
    .sort((a, b) => b.at - a.at || (a.hash < b.hash ? -1 : 1));

/** Every search kept for the user, newest first (the first five are the history the user sees). */
export async function readHistory(county: string, userId: string): Promise<HistoryItem[]> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: keyOf(county, userId) }));
  return newestFirst(Item?.entries as Entries | undefined);
}

export async function loadSearchHistory(county: string, userId: string): Promise<SearchHistoryEntry[]> {
  return (await readHistory(county, userId)).slice(0, HISTORY_SIZE).map((i) => i.entry);
}

const isRefused = (e: unknown) =>
  e instanceof Error && (e.name === 'ConditionalCheckFailedException' || e.name === 'ValidationException');

/**
 * Puts a search at the top of the user's history (a re-run moves up instead of appearing twice) and returns the
 * history as it now stands, newest first.
 */
export async function recordSearch(
  county: string,
  userId: string,
  entry: SearchHistoryEntry,
  hash: string,
  at = new Date(),
): Promise<SearchHistoryEntry[]> {
  const value = { at: at.getTime(), entry };
  try {
    // Refused when there is no map yet, or when a new search would pass MAX_KEPT.
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: keyOf(county, userId),
        UpdateExpression: 'SET entries.#hash = :value ADD version :one',
        ConditionExpression: 'attribute_exists(entries.#hash) OR size(entries) < :max',
        ExpressionAttributeNames: { '#hash': hash },
        ExpressionAttributeValues: { ':value': value, ':max': MAX_KEPT, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return shown(newestFirst(Attributes?.entries as Entries));
  } catch (e) {
    if (!isRefused(e)) throw e;
  }
  return rewriteHistory(county, userId, hash, value);
}

const shown = (items: HistoryItem[]) => items.slice(0, HISTORY_SIZE).map((i) => i.entry);

/** The first search of a user, or a full map: writes the newest five, retrying if another call wrote meanwhile. */
async function rewriteHistory(
  county: string,
  userId: string,
  hash: string,
  value: { at: number; entry: SearchHistoryEntry },
): Promise<SearchHistoryEntry[]> {
  for (let attempt = 0; ; attempt++) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tables.app, Key: keyOf(county, userId), ConsistentRead: true }),
    );
    const version = (Item?.version as number | undefined) ?? 0;
    const items = newestFirst({ ...(Item?.entries as Entries | undefined), [hash]: value }).slice(0, HISTORY_SIZE);
    const entries = Object.fromEntries(items.map((i) => [i.hash, { at: i.at, entry: i.entry }]));
    try {
      await db().send(
        new PutCommand({
          TableName: tables.app,
          Item: { ...keyOf(county, userId), entries, version: version + 1 },
          ConditionExpression: Item ? 'version = :v' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: Item ? { ':v': version } : undefined,
        }),
      );
      return shown(items);
    } catch (e) {
      if (!isRefused(e) || attempt >= 4) throw e;
    }
  }
}
