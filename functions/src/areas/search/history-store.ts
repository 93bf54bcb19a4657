// Search history: the last five searches of a user, newest first (spec 2). Items live under the user's key.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

export interface SearchHistoryEntry {
  link: string;
  type: string;
  criteriaJson: string;
  longDescription: string;
  displayCriteria: Array<{ key: string; value: string }>;
}

export const HISTORY_SIZE = 5;

export async function loadSearchHistory(county: string, userId: string): Promise<SearchHistoryEntry[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :h)',
      ExpressionAttributeValues: { ':p': `C#${county}#USER#${userId}`, ':h': 'HISTORY#' },
      ScanIndexForward: false,
      Limit: HISTORY_SIZE,
    }),
  );
  return Items.map((i) => i.entry as SearchHistoryEntry);
}
