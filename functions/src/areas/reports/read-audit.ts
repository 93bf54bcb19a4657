// The reports' reads of the audit log (platform/audit.ts writes it; every money event's entry is written in its
// ledger transaction, with ledgerType and ledgerKey, so the entries with a ledgerType are the ledger's entries one
// for one). Each read is a Query on a key made for a period (docs/data-model.md, 'Ledger: access patterns'):
// an account's events on gsi1, a user's on gsi2, the county's by month partition; never a Scan. Pages are yielded
// as DynamoDB answers them, so a report streams them into its file without holding the period.
import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex, auditByUserIndex, auditMonthPartition } from '#src/data/ledger/keys.ts';
import { auditInfoText } from '#src/platform/audit.ts';

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
}

export type AuditSource =
  | { kind: 'account'; accountId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'county' };

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
];

/** The UTC months (YYYY-MM) an ISO range [from, to) touches: the county partitions to read. */
export function monthsBetween(fromIso: string, toIso: string): string[] {
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
  const { index, pkName, skName, pk } =
    source.kind === 'account' ? auditByAccountIndex(county, source.accountId) : auditByUserIndex(county, source.userId);
  return [
    {
      TableName: tables.ledger,
      IndexName: index,
      KeyConditionExpression: `${pkName} = :p AND ${skName} BETWEEN :from AND :to`,
      ExpressionAttributeValues: { ':p': pk, ':from': fromIso, ':to': toIso },
    },
  ];
}

/** The period's entries of an account, a user or the county, oldest first, a Query page at a time. */
export async function* auditPages(
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
      for (const r of rows) if (r.info) r.info = auditInfoText(r.type, r.info);
      // the index's range is inclusive of `to`: the period is not
      yield rows.filter((r) => r.at < toIso);
    }
  }
}
