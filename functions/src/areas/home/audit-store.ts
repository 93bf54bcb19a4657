// Reads of the audit log (written by platform/audit.ts) for the home page totals. Access patterns:
// - a user's events since an instant: gsi2, gsi2pk C#<county>#AUDITUSER#<userId>, gsi2sk >= ISO instant
// - an account's events since an instant: gsi1, gsi1pk C#<county>#AUDITACCT#<accountId>, gsi1sk >= ISO instant
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

export interface MoneyEvent {
  at: string;
  amountCents: number;
}

export type AuditOwner = { kind: 'user'; userId: string } | { kind: 'account'; accountId: string };

/** Money events (those carrying amountCents) of a user or an account from `since` on. */
export async function moneyEventsSince(county: string, owner: AuditOwner, since: string): Promise<MoneyEvent[]> {
  const index = owner.kind === 'user' ? 'gsi2' : 'gsi1';
  const pk =
    owner.kind === 'user' ? `C#${county}#AUDITUSER#${owner.userId}` : `C#${county}#AUDITACCT#${owner.accountId}`;
  const events: MoneyEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p AND ${index}sk >= :s`,
        FilterExpression: 'attribute_exists(amountCents)',
        ProjectionExpression: '#at, amountCents',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':p': pk, ':s': since },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.amountCents === 'number') events.push({ at: String(item.at), amountCents: item.amountCents });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return events;
}

export interface ReportEvent {
  at: string;
  type: string;
  username?: string;
  amountCents?: number;
  images?: number;
  info?: string;
}

/** Every audit event of a user or an account from `from` (inclusive) to `to` (exclusive), oldest first. */
export async function auditEventsBetween(
  county: string,
  owner: AuditOwner,
  from: string,
  to: string,
): Promise<ReportEvent[]> {
  const index = owner.kind === 'user' ? 'gsi2' : 'gsi1';
  const pk =
    owner.kind === 'user' ? `C#${county}#AUDITUSER#${owner.userId}` : `C#${county}#AUDITACCT#${owner.accountId}`;
  const events: ReportEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p AND ${index}sk BETWEEN :from AND :to`,
        ExpressionAttributeValues: { ':p': pk, ':from': from, ':to': to },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (String(item.at) >= to) continue;
      events.push({
        at: String(item.at),
        type: String(item.type),
        ...(item.username ? { username: String(item.username) } : {}),
        ...(typeof item.amountCents === 'number' ? { amountCents: item.amountCents } : {}),
        ...(typeof item.images === 'number' ? { images: item.images } : {}),
        ...(item.info ? { info: String(item.info) } : {}),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return events;
}
