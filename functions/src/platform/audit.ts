// The audit log: one item per event in the ledger table, partitioned by county and month so reports read a
// month at a time. Money events are written inside the same transaction as the balance change (see payments).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../data/dynamo/client.ts';
import { tables } from '../data/dynamo/tables.ts';
import { auditIndexAttributes, auditKey } from '../data/ledger/keys.ts';
import { newId } from './ids.ts';

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
    ...auditKey(e.county, iso, id),
    ...auditIndexAttributes(e.county, iso, e.accountId, e.userId),
    id,
    at: iso,
    dataSource: 'FIVE',
    ...e,
  };
}

export async function audit(e: AuditEvent): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.ledger, Item: auditItem(e) }));
}

/** A search charge's old description, the fee line and the criteria hash that was its reference:
 * 'Name search (WjvZjhXPNZ5bnBYBak4LDn)'. */
const hashedSearchInfo = /^(.+ search) \([A-Za-z0-9_-]{22}\)$/;

/** How an entry's info reads in a report: a search charge written before charges described their criteria
 * ('Name: SMITH') keeps its fee line without the internal hash ('Name search'); every other info is as written. */
export function auditInfoText(type: string, info: string): string {
  return type === 'SEARCH' ? info.replace(hashedSearchInfo, '$1') : info;
}
