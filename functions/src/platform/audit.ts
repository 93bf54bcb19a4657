// The audit log: one item per event in the ledger table, partitioned by county and month so reports read a
// month at a time. Money events are written inside the same transaction as the balance change (see payments).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './aws.ts';
import { newId } from './ids.ts';
import { tables } from './tables.ts';

export interface AuditEvent {
  county: string;
  type: string;
  userId?: string;
  username?: string;
  accountId?: string;
  amountCents?: number;
  dataSource?: string;
  info?: string;
}

export function auditItem(e: AuditEvent, at = new Date()) {
  const iso = at.toISOString();
  const id = newId();
  return {
    pk: `C#${e.county}#AUDIT#${iso.slice(0, 7)}`,
    sk: `${iso}#${id}`,
    gsi1pk: e.accountId ? `C#${e.county}#AUDITACCT#${e.accountId}` : undefined,
    gsi1sk: iso,
    gsi2pk: e.userId ? `C#${e.county}#AUDITUSER#${e.userId}` : undefined,
    gsi2sk: iso,
    id,
    at: iso,
    dataSource: 'FIVE',
    ...e,
  };
}

export async function audit(e: AuditEvent): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.ledger, Item: auditItem(e) }));
}
