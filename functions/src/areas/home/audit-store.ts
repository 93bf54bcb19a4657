// Reads of the audit log (written by platform/audit.ts) for the home page totals and the transaction report: a
// user's or an account's events by instant (keys in platform/ledger-keys.ts).

import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex, auditByUserIndex } from '#src/data/ledger/keys.ts';
import { auditInfoText } from '#src/platform/audit.ts';

export interface MoneyEvent {
  at: string;
  amountCents: number;
}

export type AuditOwner = { kind: 'user'; userId: string } | { kind: 'account'; accountId: string };

/** The index and partition holding an owner's events. */
const ownerIndex = (county: string, owner: AuditOwner) =>
  owner.kind === 'user' ? auditByUserIndex(county, owner.userId) : auditByAccountIndex(county, owner.accountId);

/** Money events (those carrying amountCents) of a user or an account from `since` on. */
export async function moneyEventsSince(county: string, owner: AuditOwner, since: string): Promise<MoneyEvent[]> {
  const { index, pkName, skName, pk } = ownerIndex(county, owner);
  const events: MoneyEvent[] = [];
  const items = await queryAll({
    TableName: tables.ledger,
    IndexName: index,
    KeyConditionExpression: `${pkName} = :p AND ${skName} >= :s`,
    FilterExpression: 'attribute_exists(amountCents)',
    ProjectionExpression: '#at, amountCents',
    ExpressionAttributeNames: { '#at': 'at' },
    ExpressionAttributeValues: { ':p': pk, ':s': since },
  });
  for (const item of items) {
    if (typeof item.amountCents === 'number') events.push({ at: String(item.at), amountCents: item.amountCents });
  }
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
  const { index, pkName, skName, pk } = ownerIndex(county, owner);
  const events: ReportEvent[] = [];
  const items = await queryAll({
    TableName: tables.ledger,
    IndexName: index,
    KeyConditionExpression: `${pkName} = :p AND ${skName} BETWEEN :from AND :to`,
    ExpressionAttributeValues: { ':p': pk, ':from': from, ':to': to },
  });
  for (const item of items) {
    if (String(item.at) >= to) continue;
    events.push({
      at: String(item.at),
      type: String(item.type),
      ...(item.username ? { username: String(item.username) } : {}),
      ...(typeof item.amountCents === 'number' ? { amountCents: item.amountCents } : {}),
      ...(typeof item.images === 'number' ? { images: item.images } : {}),
      ...(item.info ? { info: auditInfoText(String(item.type), String(item.info)) } : {}),
    });
  }
  return events;
}
