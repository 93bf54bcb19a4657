// The status page's synthetic check of search (areas/status): one Query of one item on the records table's
// recorded-date index of a month, the cheapest read a search makes. It answers whether the table answered; an
// empty month is an answer too.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { recordedMonthPartition } from './keys.ts';

/** Reads at most one index item of the month (YYYY-MM); throws what the table threw. */
export async function probeRecords(county: string, month: string): Promise<void> {
  await db().send(
    new QueryCommand({
      TableName: tables.records,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': recordedMonthPartition(county, month) },
      ProjectionExpression: 'pk',
      Limit: 1,
    }),
  );
}
