// The reports' PDF frame (pdfmake, server side): the county's name and the report's title on every page, the
// criteria under them, 'Page x of y' and when it was made at the foot. Text is set in Roboto
// (platform/pdf-fonts.ts).
import type { Readable } from 'node:stream';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { dateTimeText } from '#src/platform/county-clock.ts';
import { PDF_FONT, pdfMake } from '#src/platform/pdf-fonts.ts';

export interface PdfFrame {
  countyName: string;
  title: string;
  /** label / value lines under the title */
  criteria: Array<[string, string]>;
  timeZone: string;
  generatedAt: Date;
  landscape?: boolean;
}

export const th = (text: string, right = false): TableCell => ({
  text,
  bold: true,
  color: '#1e3a5f',
  alignment: right ? 'right' : 'left',
});
export const num = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

export const tableLayout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === 1 || i === node.table.body.length - 1 || i === node.table.body.length ? 0.8 : 0,
  vLineWidth: () => 0,
  hLineColor: () => '#94a3b8',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export function pdfDocument(frame: PdfFrame, content: Content[]): TDocumentDefinitions {
  const width = frame.landscape ? 712 : 532;
  return {
    pageSize: 'LETTER',
    pageOrientation: frame.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 80, 40, 44],
    info: { title: `${frame.title} - ${frame.countyName}`, author: frame.countyName, subject: frame.title },
    defaultStyle: { font: PDF_FONT, fontSize: 8.5, color: '#0f172a' },
    styles: { h2: { bold: true, fontSize: 10.5, color: '#1e3a5f', margin: [0, 12, 0, 4] } },
    header: () => ({
      margin: [40, 26, 40, 0],
      stack: [
        {
          columns: [
            { text: frame.countyName, bold: true, fontSize: 13, color: '#1e3a5f' },
            { text: frame.title, bold: true, fontSize: 13, alignment: 'right', color: '#1e3a5f' },
          ],
        },
        { canvas: [{ type: 'line', x1: 0, y1: 8, x2: width, y2: 8, lineWidth: 1.5, lineColor: '#1e3a5f' }] },
      ],
    }),
    footer: (page: number, pages: number) => ({
      margin: [40, 14, 40, 0],
      columns: [
        { text: `Generated ${dateTimeText(frame.generatedAt.toISOString(), frame.timeZone)}`, fontSize: 7.5 },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7.5 },
      ],
      color: '#64748b',
    }),
    content: [
      {
        table: {
          widths: [90, '*'],
          body: frame.criteria.map(([label, value]): TableCell[] => [
            { text: label, color: '#475569' },
            { text: value, bold: true },
          ]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 6],
      },
      ...content,
    ],
  };
}

/** The PDF as a stream: pdfkit writes it out as it is made (pdfmake is loaded on the first one). */
export async function pdfStream(doc: TDocumentDefinitions): Promise<Readable> {
  const pdf = (await pdfMake()).printer.createPdfKitDocument(doc);
  pdf.end();
  return pdf as unknown as Readable;
}

/** Splits a long table into tables of `size` rows, each with the header (pdfmake lays out small tables faster). */
export function chunkedTables(
  header: TableCell[],
  rows: TableCell[][],
  widths: Array<number | string>,
  size = 400,
): Content[] {
  const tables: Content[] = [];
  for (let i = 0; i < rows.length; i += size) {
    tables.push({
      table: { headerRows: 1, widths, body: [header, ...rows.slice(i, i + size)], dontBreakRows: true },
      layout: tableLayout,
    });
  }
  return tables;
}

/** A bare pdfkit document (pdfmake's own pdfkit) for a report drawn line by line; each page is written out when
 * the next one starts. */
export async function drawnDocument(title: string, author: string, landscape: boolean): Promise<PDFKit.PDFDocument> {
  const { printer, fontFile } = await pdfMake();
  const doc = printer.createPdfKitDocument(
    {
      pageSize: 'LETTER',
      pageOrientation: landscape ? 'landscape' : 'portrait',
      pageMargins: 0,
      info: { title, author, subject: title },
      content: [],
    },
    { bufferPages: false },
  );
  doc.registerFont('R', fontFile('Roboto-Regular.ttf'));
  doc.registerFont('B', fontFile('Roboto-Medium.ttf'));
  doc.registerFont('I', fontFile('Roboto-Italic.ttf'));
  return doc;
}
