// One PDF of the chosen pages, in page order, from the stored page JPEGs: embedded as they are (no re-encoding),
// each page sized to US Letter width with the image's own proportions.
import { PDFDocument } from 'pdf-lib';

const LETTER_WIDTH = 612;

export interface PdfPage {
  page: number;
  jpeg: Uint8Array;
}

export async function buildPdf(pages: PdfPage[], title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Land Record Portal');
  for (const { jpeg } of pages) {
    const image = await pdf.embedJpg(jpeg);
    const height = (LETTER_WIDTH * image.height) / image.width;
    const page = pdf.addPage([LETTER_WIDTH, height]);
    page.drawImage(image, { x: 0, y: 0, width: LETTER_WIDTH, height });
  }
  return pdf.save({ useObjectStreams: false });
}
