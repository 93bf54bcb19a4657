// The Statement Report (spec 3 sections 2.2, 3.1): an account's (or, for TRIMIN and COUNTY, every account's)
// ledger entries over the period with charges, credits and totals, as a PDF and as a spreadsheet. Its lines are
// the audit entries that carry a ledgerType: the ledger's own entries, read by account and instant.

import type { Readable } from 'node:stream';
import { formatCents } from '@portal/shared/format/money';
import type { StatementCriteria } from '@portal/shared/reports/criteria';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { getAccounts } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { dateTimeText, sheetDate } from '#src/platform/county-clock.ts';
import { isCardOnly, Totals, typeLabel } from './lines.ts';
import { chunkedTables, num, pdfDocument, pdfStream, th } from './pdf.ts';
import { type ReportPeriod, reportPeriod } from './period.ts';
import { type AuditRow, auditPages } from './read-audit.ts';
import { type AccountScope, accountScope } from './scope.ts';
import { sheetWriter, streamSheet } from './sheet.ts';
import { drawnStatementPdf } from './statement-drawn.ts';

interface Prepared {
  countyName: string;
  timeZone: string;
  period: ReportPeriod;
  scope: AccountScope;
  criteria: StatementCriteria;
}

export async function prepareStatement(
  county: string,
  user: SessionUser,
  criteria: StatementCriteria,
  now = new Date(),
): Promise<Prepared> {
  const common = await getConfig(county, 'common');
  const period = reportPeriod(criteria, common.timeZone, now);
  const scope = await accountScope(county, user, criteria);
  return { countyName: common.countyName, timeZone: common.timeZone, period, scope, criteria };
}

function pages(county: string, p: Prepared): AsyncGenerator<AuditRow[]> {
  return auditPages(
    county,
    p.scope.accountId ? { kind: 'account', accountId: p.scope.accountId } : { kind: 'county' },
    p.period.fromIso,
    p.period.toIso,
    { ledgerOnly: true, dataSource: p.criteria.dataSource, userId: p.scope.userId },
  );
}

/** Account names by id, read once each as lines name them. */
class AccountNames {
  private names = new Map<string, string>();
  constructor(private county: string) {}
  async load(rows: AuditRow[]): Promise<void> {
    const missing = [...new Set(rows.map((r) => r.accountId ?? ''))].filter((id) => id && !this.names.has(id));
    if (!missing.length) return;
    const found = await getAccounts(this.county, missing);
    for (const [i, id] of missing.entries()) this.names.set(id, found[i]?.name ?? `(deleted account ${id})`);
  }
  name(id: string | undefined): string {
    return (id && this.names.get(id)) || '';
  }
}

const criteriaLines = (p: Prepared): Array<[string, string]> => [
  ['Account', p.scope.account?.name ?? 'All accounts'],
  ...(p.criteria.statementNumber ? [['Statement number', p.criteria.statementNumber] as [string, string]] : []),
  ...(p.scope.username ? [['User', p.scope.username] as [string, string]] : []),
  ['Period', `${p.period.fromText} to ${p.period.toText}`],
  ['Data source', p.criteria.dataSource === 'ALL' ? 'All' : p.criteria.dataSource],
];

const description = (r: AuditRow) =>
  [r.info ?? '', isCardOnly(r) && r.cardAmountCents ? `card ${formatCents(r.cardAmountCents)}, not added` : '']
    .filter(Boolean)
    .join(' · ');

/** Above this many lines the statement PDF is drawn line by line (statement-drawn.ts) instead of laid out by pdfmake. */
const layoutMaxLines = () => Number(process.env.REPORT_PDF_LAYOUT_MAX_LINES ?? 2_000);

export async function statementPdf(county: string, p: Prepared, now = new Date()): Promise<Readable> {
  const reader = pages(county, p)[Symbol.asyncIterator]();
  const head: AuditRow[] = [];
  let more = true;
  while (more && head.length <= layoutMaxLines()) {
    const next = await reader.next();
    if (next.done) more = false;
    else head.push(...next.value);
  }
  async function* all() {
    yield head;
    if (!more) return;
    for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value;
  }
  if (!more) return laidOutStatementPdf(county, p, all(), now);
  const names = new AccountNames(county);
  return drawnStatementPdf(
    {
      countyName: p.countyName,
      criteria: criteriaLines(p),
      timeZone: p.timeZone,
      generatedAt: now,
      allAccounts: !p.scope.accountId,
      accountName: (id) => names.name(id),
      loadNames: (rows) => names.load(rows),
    },
    all(),
  );
}

async function laidOutStatementPdf(
  county: string,
  p: Prepared,
  source: AsyncIterable<AuditRow[]>,
  now: Date,
): Promise<Readable> {
  const allAccounts = !p.scope.accountId;
  const names = new AccountNames(county);
  const total = new Totals();
  const byAccount = new Map<string, Totals>();
  const byType = new Map<string, Totals>();
  const rows: TableCell[][] = [];
  for await (const page of source) {
    if (allAccounts) await names.load(page);
    for (const r of page) {
      const money = total.add(r);
      const key = r.accountId ?? '';
      if (!byAccount.has(key)) byAccount.set(key, new Totals());
      byAccount.get(key)?.add(r);
      const label = typeLabel(r.type);
      if (!byType.has(label)) byType.set(label, new Totals());
      byType.get(label)?.add(r);
      rows.push([
        { text: dateTimeText(r.at, p.timeZone), noWrap: true },
        ...(allAccounts ? [names.name(r.accountId)] : []),
        r.username ?? '',
        label,
        { text: description(r), fontSize: 7 },
        num(r.images ? String(r.images) : ''),
        num(money.chargeCents ? formatCents(money.chargeCents) : ''),
        num(money.creditCents ? formatCents(money.creditCents) : ''),
      ]);
    }
  }
  const header = [
    th('Date'),
    ...(allAccounts ? [th('Account')] : []),
    th('User'),
    th('Transaction'),
    th('Description'),
    th('Images', true),
    th('Charges', true),
    th('Credits', true),
  ];
  const widths = allAccounts ? [84, 110, 70, 80, '*', 34, 52, 52] : [84, 66, 70, '*', 32, 48, 48];
  const summaryRow = (label: string, t: Totals, bold = false): TableCell[] => [
    { text: label, bold },
    num(String(t.count), bold),
    num(String(t.images), bold),
    num(formatCents(t.chargeCents), bold),
    num(formatCents(t.creditCents), bold),
  ];
  const summary = (title: string, entries: Array<[string, Totals]>): Content[] => [
    { text: title, style: 'h2' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 50, 50, 70, 70],
        body: [
          [
            th(title.replace(/^By /, '')),
            th('Lines', true),
            th('Images', true),
            th('Charges', true),
            th('Credits', true),
          ],
          ...entries.map(([label, t]) => summaryRow(label, t)),
          summaryRow('Total', total, true),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
  const content: Content[] = [
    {
      table: {
        widths: [120, 90],
        body: [
          [{ text: 'Total charges', color: '#475569' }, num(formatCents(total.chargeCents), true)],
          [{ text: 'Total credits', color: '#475569' }, num(formatCents(total.creditCents), true)],
          [{ text: 'Lines', color: '#475569' }, num(String(total.count), true)],
        ],
      },
      layout: 'noBorders',
    },
    ...(allAccounts && byAccount.size
      ? summary(
          'By account',
          [...byAccount]
            .map(([id, t]): [string, Totals] => [names.name(id), t])
            .sort((a, b) => a[0].localeCompare(b[0])),
        )
      : []),
    ...(byType.size
      ? summary(
          'By transaction',
          [...byType].sort((a, b) => a[0].localeCompare(b[0])),
        )
      : []),
    { text: 'Statement lines', style: 'h2' },
    ...(rows.length
      ? chunkedTables(header, rows, widths)
      : [{ text: 'No ledger entries in this period.', italics: true, color: '#475569' } as Content]),
    {
      text: 'Charges are fees drawn on the account; credits are deposits and refunds. Card preauthorizations, captures and releases settle charges already listed and are not added again.',
      fontSize: 7,
      color: '#64748b',
      margin: [0, 10, 0, 0],
    },
  ];
  return pdfStream(
    pdfDocument(
      {
        countyName: p.countyName,
        title: 'Statement Report',
        criteria: criteriaLines(p),
        timeZone: p.timeZone,
        generatedAt: now,
        landscape: allAccounts,
      },
      content,
    ),
  );
}

export function statementSheet(county: string, p: Prepared): Readable {
  const writer = sheetWriter('Statement', [
    { header: 'Date', key: 'at', width: 20, kind: 'date' },
    { header: 'Account', key: 'account', width: 30 },
    { header: 'User', key: 'username', width: 20 },
    { header: 'Transaction', key: 'type', width: 22 },
    { header: 'Description', key: 'description', width: 50 },
    { header: 'Images', key: 'images', width: 9, kind: 'number', total: true },
    { header: 'Charges', key: 'charges', width: 12, kind: 'money', total: true },
    { header: 'Credits', key: 'credits', width: 12, kind: 'money', total: true },
    { header: 'Data source', key: 'dataSource', width: 12 },
    { header: 'Ledger key', key: 'ledgerKey', width: 30 },
  ]);
  const names = new AccountNames(county);
  return streamSheet(writer, async (w) => {
    for await (const page of pages(county, p)) {
      await names.load(page);
      for (const r of page) {
        const money = new Totals().add(r);
        w.add({
          at: sheetDate(r.at, p.timeZone),
          account: names.name(r.accountId),
          username: r.username ?? '',
          type: typeLabel(r.type),
          description: description(r),
          images: r.images ?? 0,
          charges: money.chargeCents / 100,
          credits: money.creditCents / 100,
          dataSource: r.dataSource ?? '',
          ledgerKey: r.ledgerKey ?? '',
        });
      }
    }
    return 'Total';
  });
}
