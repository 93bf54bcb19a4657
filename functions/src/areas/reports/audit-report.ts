// The audit reports (spec 3 sections 2.2, 3.1): Audit Report - Account (an account's entries, or every account's
// for TRIMIN and COUNTY, ordered by username or by time) and Audit Report - User (one user's entries by time):
// money events and administrators' changes alike, filtered by transaction type, log information (transactions,
// changes or all), data source and user; as a PDF with a section and subtotal per user, and as a spreadsheet.
import type { Readable } from 'node:stream';
import { formatCents } from '@portal/shared/format/money';
import type { AuditAccountCriteria, AuditUserCriteria } from '@portal/shared/reports/criteria';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { getAccounts } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { dateTimeText, sheetDate } from '#src/platform/county-clock.ts';
import { Totals, typeLabel } from './lines.ts';
import { chunkedTables, num, pdfDocument, pdfStream, th } from './pdf.ts';
import { type ReportPeriod, reportPeriod } from './period.ts';
import { type AuditFilter, type AuditRow, type AuditSource, auditPages } from './read-audit.ts';
import { accountScope, checkTransactionType, userScope } from './scope.ts';
import { sheetWriter, streamSheet } from './sheet.ts';

export interface PreparedAudit {
  kind: 'account' | 'user';
  title: string;
  countyName: string;
  timeZone: string;
  period: ReportPeriod;
  source: AuditSource;
  filter: AuditFilter;
  orderBy: 'username' | 'timestamp';
  criteria: Array<[string, string]>;
}

const logFilter = (log: string): AuditFilter =>
  log === 'transactions' ? { ledgerOnly: true } : log === 'changes' ? { changesOnly: true } : {};

const common = (c: AuditAccountCriteria | AuditUserCriteria, period: ReportPeriod): Array<[string, string]> => [
  ['Period', `${period.fromText} to ${period.toText}`],
  ['Transaction type', c.transactionType === 'all' ? 'All' : typeLabel(c.transactionType)],
  ['Log information', { all: 'All', transactions: 'Transactions', changes: 'Changes' }[c.logInformation]],
  ['Data source', c.dataSource === 'ALL' ? 'All' : c.dataSource],
];

export async function prepareAccountAudit(
  county: string,
  user: SessionUser,
  c: AuditAccountCriteria,
  now = new Date(),
): Promise<PreparedAudit> {
  checkTransactionType(user, c.transactionType);
  const config = await getConfig(county, 'common');
  const period = reportPeriod(c, config.timeZone, now);
  const scope = await accountScope(county, user, c);
  return {
    kind: 'account',
    title: 'Audit Report - Account',
    countyName: config.countyName,
    timeZone: config.timeZone,
    period,
    source: scope.accountId ? { kind: 'account', accountId: scope.accountId } : { kind: 'county' },
    filter: {
      ...logFilter(c.logInformation),
      dataSource: c.dataSource,
      transactionType: c.transactionType,
      userId: scope.userId,
    },
    orderBy: c.orderBy,
    criteria: [
      ['Account', scope.account?.name ?? 'All accounts'],
      ...(scope.username ? [['User', scope.username] as [string, string]] : []),
      ...common(c, period),
      ['Order', c.orderBy === 'username' ? 'Username' : 'Time'],
    ],
  };
}

export async function prepareUserAudit(
  county: string,
  user: SessionUser,
  c: AuditUserCriteria,
  now = new Date(),
): Promise<PreparedAudit> {
  checkTransactionType(user, c.transactionType);
  const config = await getConfig(county, 'common');
  const period = reportPeriod(c, config.timeZone, now);
  const target = await userScope(county, user, c);
  return {
    kind: 'user',
    title: 'Audit Report - User',
    countyName: config.countyName,
    timeZone: config.timeZone,
    period,
    source: { kind: 'user', userId: target.userId },
    filter: { ...logFilter(c.logInformation), dataSource: c.dataSource, transactionType: c.transactionType },
    orderBy: 'timestamp',
    criteria: [['User', target.username], ...common(c, period)],
  };
}

class Names {
  private names = new Map<string, string>();
  constructor(private county: string) {}
  async load(rows: AuditRow[]) {
    const missing = [...new Set(rows.map((r) => r.accountId ?? ''))].filter((id) => id && !this.names.has(id));
    if (!missing.length) return;
    const found = await getAccounts(this.county, missing);
    for (const [i, id] of missing.entries()) this.names.set(id, found[i]?.name ?? id);
  }
  name = (id?: string) => (id && this.names.get(id)) || '';
}

/** The rows in the report's order: by time as read; by username, sorted (a stable sort keeps time within a user). */
async function orderedRows(county: string, p: PreparedAudit, names: Names): Promise<AuditRow[]> {
  const rows: AuditRow[] = [];
  for await (const page of auditPages(county, p.source, p.period.fromIso, p.period.toIso, p.filter)) {
    await names.load(page);
    for (const r of page) rows.push(r);
  }
  if (p.orderBy === 'username') rows.sort((a, b) => (a.username ?? '').localeCompare(b.username ?? ''));
  return rows;
}

const amountText = (r: AuditRow) =>
  r.amountCents !== undefined
    ? formatCents(r.amountCents)
    : r.cardAmountCents
      ? `(${formatCents(r.cardAmountCents)})`
      : '';

export async function auditPdf(county: string, p: PreparedAudit, now = new Date()): Promise<Readable> {
  const names = new Names(county);
  const rows = await orderedRows(county, p, names);
  const header = [
    th('Date'),
    th('User'),
    th('Account'),
    th('Transaction'),
    th('Information'),
    th('Source'),
    th('Amount', true),
  ];
  const widths = [84, 80, 100, 90, '*', 44, 56];
  const cells = (r: AuditRow): TableCell[] => [
    { text: dateTimeText(r.at, p.timeZone), noWrap: true },
    r.apiKey ? { text: [r.username ?? '', { text: `\nAPI key: ${r.apiKey}`, fontSize: 7 }] } : (r.username ?? ''),
    names.name(r.accountId),
    typeLabel(r.type),
    { text: r.info ?? '', fontSize: 7 },
    r.dataSource ?? '',
    num(amountText(r)),
  ];
  const total = new Totals();
  const content: Content[] = [];
  const section = (title: string, group: AuditRow[]) => {
    const t = new Totals();
    for (const r of group) {
      t.add(r);
      total.add(r);
    }
    content.push({ text: title, style: 'h2' });
    content.push(...chunkedTables(header, group.map(cells), widths));
    content.push({
      text: `${t.count} entr${t.count === 1 ? 'y' : 'ies'} · charges ${formatCents(t.chargeCents)} · credits ${formatCents(t.creditCents)}`,
      bold: true,
      margin: [0, 3, 0, 0],
    });
  };
  if (!rows.length) {
    content.push({ text: 'No entries in this period.', italics: true, color: '#475569', margin: [0, 8, 0, 0] });
  } else if (p.orderBy === 'username') {
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      if (i === rows.length || rows[i]?.username !== rows[start]?.username) {
        section(rows[start]?.username || '(no user)', rows.slice(start, i));
        start = i;
      }
    }
  } else {
    section('Entries', rows);
  }
  if (rows.length) {
    content.push({
      text: `Total: ${total.count} entries · charges ${formatCents(total.chargeCents)} · credits ${formatCents(total.creditCents)}`,
      bold: true,
      fontSize: 10,
      margin: [0, 10, 0, 0],
    });
  }
  return pdfStream(
    pdfDocument(
      {
        countyName: p.countyName,
        title: p.title,
        criteria: p.criteria,
        timeZone: p.timeZone,
        generatedAt: now,
        landscape: true,
      },
      content,
    ),
  );
}

export function auditSheet(county: string, p: PreparedAudit): Readable {
  const writer = sheetWriter(p.kind === 'account' ? 'Account audit' : 'User audit', [
    { header: 'Date', key: 'at', width: 20, kind: 'date' },
    { header: 'User', key: 'username', width: 20 },
    { header: 'API key', key: 'apiKey', width: 20 },
    { header: 'Account', key: 'account', width: 30 },
    { header: 'Transaction', key: 'type', width: 22 },
    { header: 'Information', key: 'info', width: 60 },
    { header: 'Data source', key: 'dataSource', width: 12 },
    { header: 'Amount', key: 'amount', width: 12, kind: 'money' },
    { header: 'Charges', key: 'charges', width: 12, kind: 'money', total: true },
    { header: 'Credits', key: 'credits', width: 12, kind: 'money', total: true },
  ]);
  const names = new Names(county);
  return streamSheet(writer, async (w) => {
    const write = (r: AuditRow) => {
      const money = new Totals().add(r);
      w.add({
        at: sheetDate(r.at, p.timeZone),
        username: r.username ?? '',
        apiKey: r.apiKey ?? '',
        account: names.name(r.accountId),
        type: typeLabel(r.type),
        info: r.info ?? '',
        dataSource: r.dataSource ?? '',
        amount: r.amountCents !== undefined ? r.amountCents / 100 : null,
        charges: money.chargeCents / 100,
        credits: money.creditCents / 100,
      });
    };
    if (p.orderBy === 'username') {
      for (const r of await orderedRows(county, p, names)) write(r);
    } else {
      for await (const page of auditPages(county, p.source, p.period.fromIso, p.period.toIso, p.filter)) {
        await names.load(page);
        for (const r of page) write(r);
      }
    }
    return 'Total';
  });
}
