// Transaction Summary, Account Type (spec 3 section 2.2; TRIMIN and COUNTY): the county's ledger entries over the
// period, read month partition by month partition, added up per account type and transaction type, as a PDF.
import type { Readable } from 'node:stream';
import { formatCents } from '@portal/shared/format/money';
import type { AccountTypeCriteria } from '@portal/shared/reports/criteria';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { getAccounts } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { Totals, typeLabel } from './lines.ts';
import { num, pdfDocument, pdfStream, th } from './pdf.ts';
import { reportPeriod } from './period.ts';
import { auditPages } from './read-audit.ts';
import { checkTransactionType } from './scope.ts';

const accountTypeLabels: Record<string, string> = { A_LA_CARTE: 'A La Carte', FLAT_FEE: 'Flat Fee' };

export interface AccountTypeSummary {
  /** account type label -> transaction label -> totals */
  byType: Map<string, Map<string, Totals>>;
  total: Totals;
}

export async function summarizeByAccountType(
  county: string,
  fromIso: string,
  toIso: string,
  c: AccountTypeCriteria,
): Promise<AccountTypeSummary> {
  const accountTypes = new Map<string, string>();
  const byType = new Map<string, Map<string, Totals>>();
  const total = new Totals();
  const filter = { ledgerOnly: true, dataSource: c.dataSource, transactionType: c.transactionType };
  for await (const page of auditPages(county, { kind: 'county' }, fromIso, toIso, filter)) {
    const missing = [...new Set(page.map((r) => r.accountId ?? ''))].filter((id) => id && !accountTypes.has(id));
    if (missing.length) {
      const found = await getAccounts(county, missing);
      missing.forEach((id, i) => {
        const type = found[i]?.accountType;
        accountTypes.set(id, type ? (accountTypeLabels[type] ?? type) : 'Deleted accounts');
      });
    }
    for (const r of page) {
      const accountType = accountTypes.get(r.accountId ?? '') ?? 'No account';
      const group = byType.get(accountType) ?? new Map<string, Totals>();
      byType.set(accountType, group);
      const label = typeLabel(r.type);
      const t = group.get(label) ?? new Totals();
      group.set(label, t);
      t.add(r);
      total.add(r);
    }
  }
  return { byType, total };
}

export async function accountTypePdf(
  county: string,
  user: SessionUser,
  c: AccountTypeCriteria,
  now = new Date(),
): Promise<Readable> {
  checkTransactionType(user, c.transactionType);
  const config = await getConfig(county, 'common');
  const period = reportPeriod(c, config.timeZone, now);
  const { byType, total } = await summarizeByAccountType(county, period.fromIso, period.toIso, c);
  const row = (label: string, t: Totals, bold = false): TableCell[] => [
    { text: label, bold },
    num(String(t.count), bold),
    num(String(t.images), bold),
    num(formatCents(t.chargeCents), bold),
    num(formatCents(t.creditCents), bold),
  ];
  const content: Content[] = [];
  for (const [accountType, group] of [...byType].sort((a, b) => a[0].localeCompare(b[0]))) {
    const sub = new Totals();
    for (const t of group.values()) {
      sub.count += t.count;
      sub.images += t.images;
      sub.chargeCents += t.chargeCents;
      sub.creditCents += t.creditCents;
    }
    content.push({ text: accountType, style: 'h2' });
    content.push({
      table: {
        headerRows: 1,
        widths: ['*', 60, 60, 80, 80],
        body: [
          [th('Transaction'), th('Count', true), th('Images', true), th('Charges', true), th('Credits', true)],
          ...[...group].sort((a, b) => a[0].localeCompare(b[0])).map(([label, t]) => row(label, t)),
          row(`${accountType} total`, sub, true),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  }
  content.push(
    byType.size
      ? {
          table: {
            widths: ['*', 60, 60, 80, 80],
            body: [row('County total', total, true)],
          },
          layout: 'noBorders',
          margin: [0, 12, 0, 0],
          fontSize: 10,
        }
      : { text: 'No ledger entries in this period.', italics: true, color: '#475569' },
  );
  return pdfStream(
    pdfDocument(
      {
        countyName: config.countyName,
        title: 'Transaction Summary, Account Type',
        criteria: [
          ['Period', `${period.fromText} to ${period.toText}`],
          ['Transaction type', c.transactionType === 'all' ? 'All' : typeLabel(c.transactionType)],
          ['Data source', c.dataSource === 'ALL' ? 'All' : c.dataSource],
        ],
        timeZone: config.timeZone,
        generatedAt: now,
      },
      content,
    ),
  );
}
