// The chain of title as a PDF, an abstract of title: the county and the land at the head of every page, the index's
// verified-through date and 'Page x of y' at the foot, the county's disclaimer under the heading and at the end;
// then the vested owner, the open encumbrances (oldest first, with amounts), the released ones, and every document
// by group in recorded order with its references (those not on file said so). pdfmake, Roboto (platform/pdf-fonts).
import type { Readable } from 'node:stream';
import type { ChainOfTitleResponse, Encumbrance } from '@portal/shared/chain-of-title/chain';
import { chainGroupLabels, recordedText, referenceText } from '@portal/shared/chain-of-title/labels';
import { formatCents } from '@portal/shared/format/money';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT, pdfMake } from '#src/platform/pdf-fonts.ts';

const navy = '#1e3a5f';
const th = (text: string): TableCell => ({ text, bold: true, color: navy });
const layout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3,
  vLineWidth: () => 0,
  hLineColor: () => '#94a3b8',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function table(header: string[], rows: string[][], widths: Array<number | string>): Content {
  if (!rows.length) return { text: 'None.', italics: true, margin: [0, 0, 0, 4] };
  return {
    table: { headerRows: 1, widths, body: [header.map(th), ...rows], dontBreakRows: true },
    layout,
    margin: [0, 0, 0, 4],
  };
}

export function chainPdfDefinition(report: ChainOfTitleResponse): TDocumentDefinitions {
  const { chain } = report;
  const number = new Map(chain.documents.map((d) => [d.docId, d.displayNumber]));
  const byId = new Map(chain.documents.map((d) => [d.docId, d]));
  const numberOf = (id: string) => number.get(id) ?? id;
  const money = (cents: number | undefined) => (cents === undefined ? '' : formatCents(cents));
  const verified = report.verifiedThrough ? `Index verified through ${recordedText(report.verifiedThrough)}` : '';
  const encumbranceRows = (list: Encumbrance[], released: boolean) =>
    list.map((x) => [
      x.displayNumber,
      recordedText(x.recordedDateTime),
      x.instrumentDescription,
      money(x.amountCents),
      x.holders.join('; '),
      released ? x.releasedBy.map(numberOf).join(', ') : x.debtors.join('; '),
    ]);
  const owner = chain.vestedOwner;
  const content: Content[] = [
    { text: report.land, bold: true, fontSize: 12, margin: [0, 0, 0, 2] },
    {
      text: [
        `${report.documentCount} documents`,
        report.truncated ? ' (the newest of more on file)' : '',
        verified ? `. ${verified}.` : '.',
      ].join(''),
      color: '#475569',
    },
    { text: report.disclaimer, italics: true, margin: [0, 6, 0, 8] },
    { text: 'Vested owner', style: 'h2' },
    owner
      ? {
          text: `${owner.names.join('; ')}, by ${owner.displayNumber} recorded ${recordedText(owner.recordedDateTime)}`,
        }
      : { text: 'No conveyance is recorded on this land.', italics: true },
    { text: 'Open encumbrances', style: 'h2' },
    table(
      ['Document', 'Recorded', 'Instrument', 'Amount', 'Held by', 'Owed by'],
      encumbranceRows(chain.openEncumbrances, false),
      [55, 70, '*', 60, '*', '*'],
    ),
    { text: 'Released encumbrances', style: 'h2' },
    table(
      ['Document', 'Recorded', 'Instrument', 'Amount', 'Held by', 'Released by'],
      encumbranceRows(chain.releasedEncumbrances, true),
      [55, 70, '*', 60, '*', 70],
    ),
  ];
  if (report.certificate) {
    const c = report.certificate;
    content.push(
      { text: `Torrens certificate ${c.certificateNumber}`, style: 'h2' },
      {
        text: [
          `Status ${c.status}.`,
          c.cancelledBy.length ? ` Cancelled by ${c.cancelledBy.join(', ')}.` : '',
          c.memorialsNotOnFile.length ? ` Memorials not on file: ${c.memorialsNotOnFile.join(', ')}.` : '',
        ].join(''),
      },
    );
  }
  for (const g of chain.groups) {
    const docs = g.docIds.map((id) => byId.get(id)).filter((d) => !!d);
    content.push(
      { text: chainGroupLabels[g.group], style: 'h2' },
      table(
        ['Document', 'Recorded', 'Instrument', 'Grantors', 'Grantees', 'Amount', 'References'],
        docs.map((d) => [
          d.displayNumber,
          recordedText(d.recordedDateTime),
          d.instrumentDescription,
          d.grantors.join('; '),
          d.grantees.join('; '),
          money(d.mortgageAmountCents ?? d.salePriceCents),
          d.references.map((r) => referenceText(r, (id) => number.get(id))).join(', '),
        ]),
        [46, 64, 70, '*', '*', 54, 70],
      ),
    );
  }
  content.push({ text: report.notice, italics: true, margin: [0, 12, 0, 0], color: '#475569' });
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 80, 40, 50],
    info: { title: `Abstract of Title - ${report.land}`, author: report.countyName, subject: 'Chain of title' },
    defaultStyle: { font: PDF_FONT, fontSize: 8, color: '#0f172a' },
    styles: { h2: { bold: true, fontSize: 10.5, color: navy, margin: [0, 10, 0, 4] } },
    header: () => ({
      margin: [40, 26, 40, 0],
      stack: [
        {
          columns: [
            { text: report.countyName, bold: true, fontSize: 13, color: navy },
            { text: 'Abstract of Title', bold: true, fontSize: 13, alignment: 'right', color: navy },
          ],
        },
        { text: report.land, alignment: 'right', color: navy, margin: [0, 2, 0, 0] },
        { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 532, y2: 4, lineWidth: 1.5, lineColor: navy }] },
      ],
    }),
    footer: (page: number, pages: number) => ({
      margin: [40, 10, 40, 0],
      stack: [
        {
          columns: [
            { text: verified || 'Index verified-through date not stated', fontSize: 7.5 },
            { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7.5 },
          ],
        },
        { text: report.disclaimer, fontSize: 7, italics: true, margin: [0, 2, 0, 0] },
      ],
      color: '#64748b',
    }),
    content,
  };
}

/** The PDF's bytes (a chain is at most 500 documents: a few pages, kept in memory). */
export async function chainPdf(report: ChainOfTitleResponse): Promise<Buffer> {
  const pdf = (await pdfMake()).printer.createPdfKitDocument(chainPdfDefinition(report));
  const chunks: Buffer[] = [];
  const stream = pdf as unknown as Readable;
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  pdf.end();
  return done;
}
