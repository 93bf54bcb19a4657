// The maintenance jobs' reads and deletes of the ledger table (docs/data-model.md, 'Maintenance jobs'): a user's
// last sign-in for the user purge (the audit log's LOGIN entries, by user), and the audit log purge's month
// queries and deletes, the one delete of ledger items. Which users and entries go is areas/maintenance's.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { deleteKeys } from '#src/data/dynamo/write-items.ts';
import { auditByUserIndex, auditMonthPartition } from '#src/data/ledger/keys.ts';

/** Whether the user has a LOGIN audit entry at or after the instant: newest first, stops at the first page with one. */
export async function hasLoginSince(county: string, userId: string, since: string): Promise<boolean> {
  const index = auditByUserIndex(county, userId);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        IndexName: index.index,
        KeyConditionExpression: `${index.pkName} = :p AND ${index.skName} >= :s`,
        FilterExpression: '#t = :login',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':p': index.pk, ':s': since, ':login': 'LOGIN' },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    if (page.Items?.length) return true;
    start = page.LastEvaluatedKey;
  } while (start);
  return false;
}

/** An audit entry as the purge reads it: its key and type. */
export interface AuditEntryKey {
  pk: string;
  sk: string;
  type?: string;
}

/** The entries of one month (YYYY-MM) of the county's audit log whose sort key is below `before` (an ISO instant). */
export async function auditEntriesBefore(county: string, month: string, before: string): Promise<AuditEntryKey[]> {
  return queryAll<AuditEntryKey>({
    TableName: tables.ledger,
    KeyConditionExpression: 'pk = :p AND sk < :s',
    ExpressionAttributeValues: { ':p': auditMonthPartition(county, month), ':s': before },
    ExpressionAttributeNames: { '#t': 'type' },
    ProjectionExpression: 'pk, sk, #t',
  });
}

/** Deletes audit entries by key (BatchWrite, two requests in flight). */
export async function deleteAuditEntries(keys: Array<{ pk: string; sk: string }>): Promise<void> {
  await deleteKeys(keys, { table: tables.ledger, concurrency: 2 });
}
