// Search history: the last five searches of a user, newest first (spec 2). Items live under the user's key.
//
// | access pattern                   | key (app table)                                           |
// | a user's history, newest first   | pk C#<county>#USER#<userId>  sk HISTORY#<ISO time>#<hash>  |
//
// A search run again (same criteria hash) moves to the top instead of appearing twice; the sixth is dropped.
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchHistoryEntry } from '@portal/shared/search/results';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

export type { SearchHistoryEntry };

export const HISTORY_SIZE = 5;

const userPk = (county: string, userId: string) => `C#${county}#USER#${userId}`;

export async function loadSearchHistory(county: string, userId: string): Promise<SearchHistoryEntry[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :h)',
      ExpressionAttributeValues: { ':p': userPk(county, userId), ':h': 'HISTORY#' },
      ScanIndexForward: false,
      Limit: HISTORY_SIZE,
    }),
  );
  return Items.map((i) => i.entry as SearchHistoryEntry);
}

export interface HistoryItem {
  sk: string;
  hash: string;
  entry: SearchHistoryEntry;
}

/** Every history item of a user, newest first (five, or a few more while a replaced run awaits removal). */
export async function readHistory(county: string, userId: string): Promise<HistoryItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :h)',
      ExpressionAttributeValues: { ':p': userPk(county, userId), ':h': 'HISTORY#' },
      ScanIndexForward: false,
    }),
  );
  return Items as HistoryItem[];
}

/**
 * Puts a search at the top of the user's history, dropping its earlier run and anything past the fifth, and
 * returns the history as it now stands. `before` is the history read earlier (readHistory), so that a search can
 * read it while its query runs instead of after.
 */
export async function recordSearch(
  county: string,
  userId: string,
  entry: SearchHistoryEntry,
  hash: string,
  at = new Date(),
  before?: HistoryItem[],
): Promise<SearchHistoryEntry[]> {
  const pk = userPk(county, userId);
  const items = before ?? (await readHistory(county, userId));
  const sk = `HISTORY#${at.toISOString()}#${hash}`;
  const others = items.filter((i) => i.sk !== sk);
  const kept = others.filter((i) => i.hash !== hash).slice(0, HISTORY_SIZE - 1);
  const stale = others.filter((i) => !kept.includes(i));
  const put = { TableName: tables.app, Item: { pk, sk, hash, entry } };
  if (!stale.length) {
    await db().send(new PutCommand(put));
  } else {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: put },
          ...stale.map((i) => ({ Delete: { TableName: tables.app, Key: { pk, sk: i.sk } } })),
        ],
      }),
    );
  }
  return [entry, ...kept.map((i) => i.entry)];
}
