// The Statement Report's PDF when it has more lines than pdfmake lays out within the Lambda's memory (pdfmake
// holds a whole table's layout, some 40 kB a line): drawn line by line with pdfkit, one fixed-height row per
// ledger entry (long descriptions cut to the column), each page written out as the next one starts; the totals
// follow the lines. 'Page x of y' without holding the pages: every footer draws one shared form object for y,
// whose content (the count) is written once the last page is done.
import type { Readable } from 'node:stream';
import { formatCents } from '@portal/shared/format/money';
import { dateTimeText } from '#src/platform/county-clock.ts';
import { isCardOnly, type Money, Totals, typeLabel } from './lines.ts';
import { drawnDocument } from './pdf.ts';
import type { AuditRow } from './read-audit.ts';

export interface DrawnStatement {
  countyName: string;
  criteria: Array<[string, string]>;
  timeZone: string;
  generatedAt: Date;
  allAccounts: boolean;
  accountName: (id: string | undefined) => string;
  loadNames: (rows: AuditRow[]) => Promise<void>;
}

const navy = '#1e3a5f';
const grey = '#475569';
const TOP = 80;
const ROW = 11;

interface Column {
  title: string;
  width: number;
  right?: boolean;
}

export async function drawnStatementPdf(s: DrawnStatement, source: AsyncIterable<AuditRow[]>): Promise<Readable> {
  const landscape = s.allAccounts;
  const doc = await drawnDocument(`Statement Report - ${s.countyName}`, s.countyName, landscape);
  const width = landscape ? 792 : 612;
  const height = landscape ? 612 : 792;
  const left = 40;
  const bottom = height - 56;
  const columns: Column[] = [
    { title: 'Date', width: 82 },
    ...(s.allAccounts ? [{ title: 'Account', width: 120 }] : []),
    { title: 'User', width: 72 },
    { title: 'Transaction', width: 78 },
    { title: 'Description', width: 0 },
    { title: 'Images', width: 34, right: true },
    { title: 'Charges', width: 52, right: true },
    { title: 'Credits', width: 52, right: true },
  ];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  const description = columns.find((c) => c.title === 'Description') as Column;
  description.width = width - 2 * left - fixed;
  let y = TOP;

  const cut = (text: string, w: number, size: number) => {
    const max = Math.floor(w / (size * 0.5));
    return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
  };
  // no width given to pdfkit: its line wrapper is the dearest part of a line; right alignment is measured here
  const cells = (values: string[], font: 'R' | 'B', size: number, color = '#0f172a') => {
    doc.font(font).fontSize(size).fillColor(color);
    let x = left;
    values.forEach((v, i) => {
      const c = columns[i] as Column;
      const text = cut(v, c.width - 4, size);
      const at = c.right ? x + c.width - 2 - doc.widthOfString(text) : x + 2;
      doc.text(text, at, y, { lineBreak: false });
      x += c.width;
    });
  };
  const rule = (at: number, weight = 0.8, color = '#94a3b8') =>
    doc
      .moveTo(left, at)
      .lineTo(width - left, at)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  const tableHeader = () => {
    rule(y - 2);
    cells(
      columns.map((c) => c.title),
      'B',
      7.5,
      navy,
    );
    y += ROW + 1;
    rule(y - 2);
  };
  // pdfkit keeps the glyph layout of every distinct word it has set: a statement's times, numbers and search
  // names are mostly distinct, so the cache would grow with the lines; it is kept for one page at a time
  const fonts = (doc as unknown as { _fontFamilies: Record<string, { layoutCache?: object }> })._fontFamilies;
  const raw = doc as unknown as {
    _font: { id: string; ascender: number; ref(): unknown; encode(text: string): [string[], unknown] };
    page: { xobjects: Record<string, unknown> };
    ref(data: Record<string, unknown>): { end(chunk?: string): void };
    addContent(content: string): void;
  };
  doc.font('R');
  const regular = raw._font;
  const pageCount = raw.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, -4, 60, 12],
    Resources: { Font: { [regular.id]: regular.ref() } },
  });
  const generated = `Generated ${dateTimeText(s.generatedAt.toISOString(), s.timeZone)}`;
  let pageNumber = 0;
  const frame = () => {
    pageNumber += 1;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    doc.font('B').fontSize(13).fillColor(navy).text(s.countyName, left, 26, { lineBreak: false });
    const title = 'Statement Report';
    doc.text(title, width - left - doc.widthOfString(title), 26, { lineBreak: false });
    rule(52, 1.5, navy);
    doc
      .font('R')
      .fontSize(7.5)
      .fillColor('#64748b')
      .text(generated, left, height - 34, { lineBreak: false });
    const label = `Page ${pageNumber} of `;
    const x = width - left - 70;
    doc.text(label, x, height - 34, { lineBreak: false });
    // the count's form, its baseline where the label's is (pdfkit's page space runs downwards)
    raw.page.xobjects.PageCount = pageCount;
    const baseline = height - 34 + (regular.ascender / 1000) * 7.5;
    raw.addContent(`q 1 0 0 -1 ${(x + doc.widthOfString(label)).toFixed(2)} ${baseline.toFixed(2)} cm /PageCount Do Q`);
  };
  const newPage = () => {
    doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0 });
    for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null);
    frame();
    y = TOP;
  };
  const room = (needed: number) => {
    if (y + needed > bottom) {
      newPage();
      return false;
    }
    return true;
  };

  frame();
  // the criteria
  for (const [label, value] of s.criteria) {
    doc.font('R').fontSize(8.5).fillColor(grey).text(label, left, y, { lineBreak: false });
    doc
      .font('B')
      .fillColor('#0f172a')
      .text(value, left + 100, y, { lineBreak: false });
    y += 12;
  }
  y += 8;
  doc.font('B').fontSize(10.5).fillColor(navy).text('Statement lines', left, y, { lineBreak: false });
  y += 16;
  tableHeader();

  const total = new Totals();
  const byType = new Map<string, Totals>();
  const byAccount = new Map<string, Totals>();
  let shaded = false;
  for await (const page of source) {
    if (s.allAccounts) await s.loadNames(page);
    for (const r of page) {
      if (!room(ROW)) tableHeader();
      const money: Money = total.add(r);
      const label = typeLabel(r.type);
      const t = byType.get(label) ?? new Totals();
      byType.set(label, t);
      t.add(r);
      const a = byAccount.get(r.accountId ?? '') ?? new Totals();
      byAccount.set(r.accountId ?? '', a);
      a.add(r);
      if (shaded) doc.rect(left, y - 2, width - 2 * left, ROW).fill('#f3f6fa');
      shaded = !shaded;
      const info = [
        r.info ?? '',
        isCardOnly(r) && r.cardAmountCents ? `card ${formatCents(r.cardAmountCents)}, not added` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      cells(
        [
          dateTimeText(r.at, s.timeZone),
          ...(s.allAccounts ? [s.accountName(r.accountId)] : []),
          r.username ?? '',
          label,
          info,
          r.images ? String(r.images) : '',
          money.chargeCents ? formatCents(money.chargeCents) : '',
          money.creditCents ? formatCents(money.creditCents) : '',
        ],
        'R',
        7,
      );
      y += ROW;
    }
  }
  if (!total.count) {
    doc
      .font('I')
      .fontSize(8.5)
      .fillColor(grey)
      .text('No ledger entries in this period.', left, y, { lineBreak: false });
    y += 14;
  }
  rule(y - 2);

  // the totals, after the lines
  const summary = (title: string, entries: Array<[string, Totals]>) => {
    if (!room(ROW * 4)) y = TOP;
    y += 10;
    doc.font('B').fontSize(10.5).fillColor(navy).text(title, left, y, { lineBreak: false });
    y += 16;
    const at = [left, width - left - 300, width - left - 240, width - left - 160, width - left - 80];
    const row = (values: string[], font: 'R' | 'B') => {
      doc
        .font(font)
        .fontSize(8)
        .fillColor(font === 'B' ? navy : '#0f172a');
      for (const [i, v] of values.entries()) {
        doc.text(v, at[i] ?? left, y, {
          width: i ? 76 : (at[1] ?? left) - left - 8,
          align: i ? 'right' : 'left',
          lineBreak: false,
        });
      }
      y += ROW + 1;
    };
    row(['', 'Lines', 'Images', 'Charges', 'Credits'], 'B');
    for (const [label, t] of entries) {
      room(ROW);
      row([label, String(t.count), String(t.images), formatCents(t.chargeCents), formatCents(t.creditCents)], 'R');
    }
    rule(y - 2);
    row(
      [
        'Total',
        String(total.count),
        String(total.images),
        formatCents(total.chargeCents),
        formatCents(total.creditCents),
      ],
      'B',
    );
  };
  if (s.allAccounts && byAccount.size) {
    summary(
      'By account',
      [...byAccount]
        .map(([id, t]): [string, Totals] => [s.accountName(id), t])
        .sort((a, b) => a[0].localeCompare(b[0])),
    );
  }
  summary(
    'By transaction',
    [...byType].sort((a, b) => a[0].localeCompare(b[0])),
  );
  room(30);
  y += 6;
  doc
    .font('B')
    .fontSize(10)
    .fillColor('#0f172a')
    .text(
      `Total charges ${formatCents(total.chargeCents)}    Total credits ${formatCents(total.creditCents)}`,
      left,
      y,
      { lineBreak: false },
    );

  // the count every footer shows, now that it is known
  const [digits] = regular.encode(String(pageNumber));
  pageCount.end(`BT /${regular.id} 7.5 Tf 0.392 0.455 0.545 rg 0 0 Td <${digits.join('')}> Tj ET`);
  doc.end();
  return doc as unknown as Readable;
}
