// The audit log's access patterns (docs/data-model.md, 'Ledger: access patterns' and 'Reports'): one item per
// event in the ledger table, partitioned by county and UTC month, with an account's events on gsi1 and a user's on
// gsi2. Money events' entries are written inside their ledger transaction (data/ledger/money-events.ts beside it);
// an administrator's change in the change's transaction (platform/audit-change.ts); anything else alone.
import { randomUUID } from 'node:crypto';
import { PutCommand, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { keyAuditFields } from '#src/data/ledger/api-key-caller.ts';
import {
  auditByAccountIndex,
  auditByUserIndex,
  auditIndexAttributes,
  auditKey,
  auditMonthPartition,
} from '#src/data/ledger/keys.ts';

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

/** The item of an audit entry at `at`: its keys, its index attributes, a new id, the data source FIVE by default. */
export function auditItem(e: AuditEvent, at = new Date()) {
  const iso = at.toISOString();
  const id = randomUUID();
  return {
    ...auditKey(e.county, iso, id),
    ...auditIndexAttributes(e.county, iso, e.accountId, e.userId),
    id,
    at: iso,
    dataSource: 'FIVE',
    // a call through an API key names the key (issue 31)
    ...keyAuditFields(),
    ...e,
  };
}

/** An audit entry (an `auditItem`, with whatever else it carries) written in another write's transaction. */
export function auditEntryPut(item: ReturnType<typeof auditItem> & Record<string, unknown>): TransactItem {
  return { Put: { TableName: tables.ledger, Item: item } };
}

/** An audit entry written alone. */
export async function putAuditEntry(e: AuditEvent): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.ledger, Item: auditItem(e) }));
}

/** Whose events: a user's (gsi2) or an account's (gsi1). */
export type AuditOwner = { kind: 'user'; userId: string } | { kind: 'account'; accountId: string };

/** The index and partition holding an owner's events. */
const ownerIndex = (county: string, owner: AuditOwner) =>
  owner.kind === 'user' ? auditByUserIndex(county, owner.userId) : auditByAccountIndex(county, owner.accountId);

export interface AuditAmount {
  at: string;
  amountCents: number;
}

/** The instant and amount of each money event (an entry carrying amountCents) of a user or an account from `since` on. */
export async function auditAmountsSince(county: string, owner: AuditOwner, since: string): Promise<AuditAmount[]> {
  const { index, pkName, skName, pk } = ownerIndex(county, owner);
  const events: AuditAmount[] = [];
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

export interface AuditEntry {
  at: string;
  type: string;
  username?: string;
  amountCents?: number;
  images?: number;
  /** as written (a report shows it through platform/audit.ts auditInfoText) */
  info?: string;
}

/** Every audit entry of a user or an account from `from` (inclusive) to `to` (exclusive), oldest first. */
export async function auditEntriesBetween(
  county: string,
  owner: AuditOwner,
  from: string,
  to: string,
): Promise<AuditEntry[]> {
  const { index, pkName, skName, pk } = ownerIndex(county, owner);
  const events: AuditEntry[] = [];
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
      ...(item.info ? { info: String(item.info) } : {}),
    });
  }
  return events;
}

/** An entry as the reports read it. */
export interface AuditRow {
  at: string;
  type: string;
  userId?: string;
  username?: string;
  accountId?: string;
  amountCents?: number;
  cardAmountCents?: number;
  images?: number;
  info?: string;
  dataSource?: string;
  ledgerType?: string;
  ledgerKey?: string;
  /** the name of the API key the call came through (issue 31); none for a browser's call */
  apiKey?: string;
}

export type AuditSource = AuditOwner | { kind: 'county' };

export interface AuditFilter {
  /** only the ledger's entries (money events) */
  ledgerOnly?: boolean;
  /** only administrators' changes and other entries without a ledger entry */
  changesOnly?: boolean;
  /** a data source, or every one */
  dataSource?: string;
  transactionType?: string;
  userId?: string;
  accountId?: string;
}

const projection = [
  '#at',
  '#type',
  'userId',
  'username',
  'accountId',
  'amountCents',
  'cardAmountCents',
  'images',
  'info',
  'dataSource',
  'ledgerType',
  'ledgerKey',
  'apiKey',
];

/** The UTC months (YYYY-MM) an ISO range [from, to) touches: the county partitions to read. */
function monthsBetween(fromIso: string, toIso: string): string[] {
  const months: string[] = [];
  let y = Number(fromIso.slice(0, 4));
  let m = Number(fromIso.slice(5, 7));
  const last = toIso.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

function filterParts(f: AuditFilter) {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  if (f.ledgerOnly) conditions.push('attribute_exists(ledgerType)');
  if (f.changesOnly) conditions.push('attribute_not_exists(ledgerType)');
  if (f.dataSource && f.dataSource !== 'ALL') {
    conditions.push('dataSource = :ds');
    values[':ds'] = f.dataSource;
  }
  if (f.transactionType && f.transactionType !== 'all') {
    conditions.push('#type = :tt');
    values[':tt'] = f.transactionType;
  }
  if (f.userId) {
    conditions.push('userId = :uid');
    values[':uid'] = f.userId;
  }
  if (f.accountId) {
    conditions.push('accountId = :aid');
    values[':aid'] = f.accountId;
  }
  return { conditions, values };
}

function queries(county: string, source: AuditSource, fromIso: string, toIso: string): QueryCommandInput[] {
  if (source.kind === 'county') {
    // sort key `<ISO instant>#<id>`: BETWEEN from AND to takes [from, to) (an entry at `to` sorts after it)
    return monthsBetween(fromIso, toIso).map((month) => ({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':p': auditMonthPartition(county, month), ':from': fromIso, ':to': toIso },
    }));
  }
  const { index, pkName, skName, pk } = ownerIndex(county, source);
  return [
    {
      TableName: tables.ledger,
      IndexName: index,
      KeyConditionExpression: `${pkName} = :p AND ${skName} BETWEEN :from AND :to`,
      ExpressionAttributeValues: { ':p': pk, ':from': fromIso, ':to': toIso },
    },
  ];
}

/**
 * The period's entries [from, to) of an account (gsi1), a user (gsi2) or the county (each month's partition),
 * oldest first, a Query page at a time as DynamoDB answers them (info as written).
 */
export async function* auditEntryPages(
  county: string,
  source: AuditSource,
  fromIso: string,
  toIso: string,
  filter: AuditFilter = {},
): AsyncGenerator<AuditRow[]> {
  const { conditions, values } = filterParts(filter);
  for (const input of queries(county, source, fromIso, toIso)) {
    const paged: QueryCommandInput = {
      ...input,
      ProjectionExpression: projection.join(', '),
      ExpressionAttributeNames: { '#type': 'type', '#at': 'at' },
      ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ...values },
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
    };
    for await (const page of paginateQuery({ client: db(), pageSize: 1000 }, paged)) {
      const rows = (page.Items ?? []) as AuditRow[];
      // the index's range is inclusive of `to`: the period is not
      yield rows.filter((r) => r.at < toIso);
    }
  }
}
