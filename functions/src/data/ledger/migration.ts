// The LS1 migration's items of the ledger table (docs/data-model.md, 'LS1 migration'): the migrated audit entries
// (dataSource ONE, keyed by LS1's log id; areas/migration/map-audit.ts builds them) and, before a re-run, a page
// at a time, the ones an earlier run wrote in a month.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { tables } from '../dynamo/tables.ts';
import { deleteKeys, putItems } from '../dynamo/write-items.ts';
import { auditMonthPartition } from './keys.ts';

/** Writes migrated audit entries (BatchWrite; an entry written again replaces itself). */
export async function putMigratedAuditEntries(items: Array<Record<string, unknown>>): Promise<void> {
  await putItems(items, { table: tables.ledger });
}

/**
 * Up to `limit` keys of the month's (YYYY-MM) audit partition, read from the cursor on, of which those that came
 * from LS1 (`ls1LogId`) are answered, with the cursor after the page (a DynamoDB key as JSON; undefined at the end).
 */
export async function migratedAuditPage(
  county: string,
  month: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ keys: Array<{ pk: string; sk: string }>; next?: string }> {
  const res = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      FilterExpression: 'attribute_exists(ls1LogId)',
      ProjectionExpression: 'pk, sk',
      ExpressionAttributeValues: { ':p': auditMonthPartition(county, month) },
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: JSON.parse(cursor) } : {}),
    }),
  );
  return {
    keys: (res.Items ?? []) as Array<{ pk: string; sk: string }>,
    next: res.LastEvaluatedKey ? JSON.stringify(res.LastEvaluatedKey) : undefined,
  };
}

/** Deletes audit entries by key (BatchWrite). */
export async function deleteMigratedAuditEntries(keys: Array<{ pk: string; sk: string }>): Promise<void> {
  await deleteKeys(keys, { table: tables.ledger });
}
