// POST home/transactionReport (spec 1 'Transaction report'): the caller's money transactions (or, for an ACCOUNT
// administrator who asks, the whole account's) over today, this month, the year to date or a custom range of
// at most a year, read from the audit log and laid out as a county statement PDF (pdfmake).
import { formatCents } from '@portal/shared/format/money';
import { reportDateErrors, reportToDate, type TransactionReportRequest } from '@portal/shared/home/transaction-report';
import { todayIn, toIsoDate, toUsDate } from '@portal/shared/search/dates';
import type {
  Alignment,
  Content,
  ContentText,
  TableCell,
  TableCellProperties,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { getAccount } from '#src/data/app/accounts.ts';
import { type AuditEntry, type AuditOwner, auditEntriesBetween } from '#src/data/ledger/audit.ts';
import { auditInfoText } from '#src/platform/audit.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { dateTimeWithComma, localMidnight, periodStarts } from '#src/platform/county-clock.ts';
import { badRequest, forbidden } from '#src/platform/errors.ts';
import { PDF_FONT, pdfPrinter } from '#src/platform/pdf-fonts.ts';

/** The report's lines by audit transaction type: a label, and whether its amount is a credit to the payer. */
const transactionTypes: Record<string, { label: string; credit?: boolean }> = {
  SEARCH: { label: 'Search' },
  DOCUMENT_DETAILS: { label: 'Document details' },
  TAX_LIEN_DETAILS: { label: 'Tax lien details' },
  CHAIN_OF_TITLE: { label: 'Chain of title' },
  IMAGE: { label: 'Image download' },
  ESCROW_DEPOSIT: { label: 'Escrow deposit', credit: true },
  FLAT_FEE_ADD_ON: { label: 'Flat fee add-on' },
  REFUND: { label: 'Refund', credit: true },
  MONTHLY_RENEWAL: { label: 'Monthly renewal' },
  CC_PREAUTHORIZATION: { label: 'Card preauthorization' },
  CC_CAPTURE: { label: 'Card capture' },
  CC_VOID: { label: 'Card release' },
};

export interface ReportPeriod {
  fromIso: string;
  toIso: string;
  /** MM/DD/YYYY, inclusive, in the county's calendar */
  fromText: string;
  toText: string;
}

/** The report's instants: a named range ends now; a custom one runs from the from date's midnight to the end of the to date. */
export function reportPeriod(r: TransactionReportRequest, timeZone: string, now = new Date()): ReportPeriod {
  const today = todayIn(timeZone, now);
  if (r.reportRange !== 'CUSTOM') {
    const starts = periodStarts(now, timeZone);
    const from = r.reportRange === 'TODAY' ? starts.today : r.reportRange === 'MONTH' ? starts.month : starts.year;
    return {
      fromIso: from,
      toIso: now.toISOString(),
      fromText: toUsDate(todayIn(timeZone, new Date(from))),
      toText: toUsDate(today),
    };
  }
  const errors = reportDateErrors(r, today);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const from = toIsoDate(r.fromDate) as string;
  const to = toIsoDate(reportToDate(r.toDate, today)) as string;
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  return {
    fromIso: localMidnight(fy, fm, fd, timeZone).toISOString(),
    toIso: localMidnight(y, m, d + 1, timeZone).toISOString(),
    fromText: toUsDate(from),
    toText: toUsDate(to),
  };
}

export async function transactionReportPdf(
  county: string,
  user: SessionUser,
  request: TransactionReportRequest,
  now = new Date(),
): Promise<Buffer> {
  if (request.reportType === 'ACCOUNT' && user.role !== 'ACCOUNT') {
    throw forbidden('Only the account administrator may report on the whole account.');
  }
  const [common, account] = await Promise.all([getConfig(county, 'common'), getAccount(county, user.accountId)]);
  const timeZone = common.timeZone;
  const period = reportPeriod(request, timeZone, now);
  const owner: AuditOwner =
    request.reportType === 'ACCOUNT'
      ? { kind: 'account', accountId: user.accountId }
      : { kind: 'user', userId: user.userId };
  const events = (await auditEntriesBetween(county, owner, period.fromIso, period.toIso))
    .filter((e) => e.type in transactionTypes || e.amountCents !== undefined)
    .map((e) => (e.info ? { ...e, info: auditInfoText(e.type, e.info) } : e));
  return renderPdf({
    countyName: common.countyName,
    appTitle: common.appTitle,
    contact: [common.contactName, common.contactTitle, common.contactPhone, common.contactEmail].filter(Boolean),
    accountName: account?.name ?? '',
    scope: request.reportType === 'ACCOUNT' ? 'All transactions for the account' : `Transactions of ${user.username}`,
    rangeLabel: { TODAY: 'Today', MONTH: 'This month', YTD: 'Year to date', CUSTOM: 'Custom range' }[
      request.reportRange
    ],
    period,
    events,
    timeZone,
    generatedAt: now,
  });
}

interface ReportModel {
  countyName: string;
  appTitle: string;
  contact: string[];
  accountName: string;
  scope: string;
  rangeLabel: string;
  period: ReportPeriod;
  events: AuditEntry[];
  timeZone: string;
  generatedAt: Date;
}

export function reportDocument(m: ReportModel): TDocumentDefinitions {
  let charges = 0;
  let credits = 0;
  const byType = new Map<string, { count: number; charges: number; credits: number }>();
  const rows: TableCell[][] = m.events.map((e, i) => {
    const kind = transactionTypes[e.type] ?? { label: e.type };
    const cents = e.amountCents ?? 0;
    const credit = !!kind.credit;
    if (credit) credits += cents;
    else charges += cents;
    const sum = byType.get(kind.label) ?? { count: 0, charges: 0, credits: 0 };
    sum.count += 1;
    if (credit) sum.credits += cents;
    else sum.charges += cents;
    byType.set(kind.label, sum);
    const description = [e.info ?? '', e.images ? `${e.images} image${e.images === 1 ? '' : 's'}` : ''].filter(Boolean);
    const fill = i % 2 ? { fillColor: '#f3f6fa' } : {};
    const cell = (text: string, extra: Partial<ContentText & TableCellProperties> = {}): TableCell => ({
      text,
      ...fill,
      ...extra,
    });
    return [
      cell(dateTimeWithComma(e.at, m.timeZone), { noWrap: true }),
      cell(e.username ?? ''),
      cell(kind.label),
      cell(description.join(' · '), { fontSize: 7.5, color: '#334155' }),
      cell(!credit && e.amountCents !== undefined ? formatCents(cents) : '', { alignment: 'right' }),
      cell(credit ? formatCents(cents) : '', { alignment: 'right' }),
    ];
  });
  const head = (text: string, alignment: Alignment = 'left'): TableCell => ({ text, style: 'th', alignment });
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const table: Content = rows.length
    ? {
        table: {
          headerRows: 1,
          widths: [84, 68, 72, '*', 48, 48],
          body: [
            [
              head('Date'),
              head('User'),
              head('Transaction'),
              head('Description'),
              head('Charges', 'right'),
              head('Credits', 'right'),
            ],
            ...rows,
            [
              { text: `${rows.length} transaction${rows.length === 1 ? '' : 's'}`, colSpan: 4, bold: true },
              '',
              '',
              '',
              right(formatCents(charges), true),
              right(formatCents(credits), true),
            ],
          ],
        },
        layout: {
          hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
            i === 0 || i === 1 || i === node.table.body.length - 1 || i === node.table.body.length ? 0.8 : 0,
          vLineWidth: () => 0,
          hLineColor: () => '#94a3b8',
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
        fontSize: 8.5,
      }
    : { text: 'No transactions in this period.', italics: true, color: '#475569', margin: [0, 12, 0, 0] };

  const summary: Content = {
    table: {
      widths: ['*', 50, 70, 70],
      body: [
        [head('Transaction'), head('Count', 'right'), head('Charges', 'right'), head('Credits', 'right')],
        ...[...byType].map(([label, s]): TableCell[] => [
          label,
          right(String(s.count)),
          right(s.charges ? formatCents(s.charges) : ''),
          right(s.credits ? formatCents(s.credits) : ''),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8.5,
    margin: [0, 0, 180, 0],
  };

  const label = (text: string): TableCell => ({ text, color: '#475569' });
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 96, 40, 48],
    info: { title: `Transaction Report - ${m.countyName}`, author: m.countyName, subject: 'Transaction Report' },
    defaultStyle: { font: PDF_FONT, fontSize: 9, color: '#0f172a' },
    styles: {
      th: { bold: true, color: '#1e3a5f', fontSize: 8.5 },
      h2: { bold: true, fontSize: 10.5, color: '#1e3a5f', margin: [0, 14, 0, 6] },
    },
    header: () => ({
      margin: [40, 28, 40, 0],
      stack: [
        {
          columns: [
            {
              stack: [
                { text: m.countyName, bold: true, fontSize: 13, color: '#1e3a5f' },
                { text: m.appTitle, fontSize: 9, color: '#475569' },
              ],
            },
            {
              stack: [
                { text: 'TRANSACTION REPORT', bold: true, fontSize: 13, alignment: 'right', color: '#1e3a5f' },
                {
                  text: `${m.period.fromText} to ${m.period.toText}`,
                  alignment: 'right',
                  fontSize: 9,
                  color: '#475569',
                },
              ],
            },
          ],
        },
        { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 532, y2: 8, lineWidth: 1.5, lineColor: '#1e3a5f' }] },
      ],
    }),
    footer: (page: number, pages: number) => ({
      margin: [40, 16, 40, 0],
      columns: [
        {
          text: `Generated ${dateTimeWithComma(m.generatedAt.toISOString(), m.timeZone)}`,
          fontSize: 7.5,
          color: '#64748b',
        },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7.5, color: '#64748b' },
      ],
    }),
    content: [
      {
        columns: [
          {
            width: '*',
            table: {
              widths: [70, '*'],
              body: [
                [label('Account'), { text: m.accountName, bold: true }],
                [label('Report'), m.scope],
                [label('Period'), `${m.rangeLabel}: ${m.period.fromText} to ${m.period.toText}`],
              ],
            },
            layout: 'noBorders',
          },
          {
            width: 170,
            table: {
              widths: ['*', 70],
              body: [
                [label('Transactions'), right(String(rows.length))],
                [label('Total charges'), right(formatCents(charges), true)],
                [label('Total credits'), right(formatCents(credits), true)],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      ...(byType.size ? [{ text: 'Summary', style: 'h2' } as Content, summary] : []),
      { text: 'Transactions', style: 'h2' },
      table,
      {
        text: [
          'Charges are fees for searches, document details, images and add-ons; credits are deposits and refunds. ',
          'Card preauthorizations, captures and releases are listed for reference; the charges drawn on them are counted once. ',
          ...(m.contact.length ? [`Questions: ${m.contact.join(', ')}.`] : []),
        ],
        fontSize: 7.5,
        color: '#64748b',
        margin: [0, 16, 0, 0],
      },
    ],
  };
}

export async function renderPdf(m: ReportModel): Promise<Buffer> {
  // Roboto, not the standard Helvetica: its text lost its spaces ('LakewoodCounty,Minnesota'). pdfmake is loaded on
  // the first report (platform/pdf-fonts.ts).
  const doc = (await pdfPrinter()).createPdfKitDocument(reportDocument(m));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
