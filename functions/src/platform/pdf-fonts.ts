// The PDFs' typeface (pdfmake, server side): Roboto, embedded from pdfmake's own font files (vfs_fonts.js, which
// the bundler inlines, so a Lambda needs no font file beside it). A TrueType font with a real space glyph: the
// standard Helvetica's metrics left viewers running words together ('LakewoodCounty,Minnesota').
import PdfPrinter from 'pdfmake';
import vfs from 'pdfmake/build/vfs_fonts.js';

/** The font name for a document's defaultStyle. */
export const PDF_FONT = 'Roboto';

const fontFiles = new Map<string, Buffer>();
/** One of pdfmake's Roboto files, decoded once. */
export function fontFile(file: string): Buffer {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = Buffer.from((vfs as Record<string, string>)[file] ?? '', 'base64');
    fontFiles.set(file, bytes);
  }
  return bytes;
}

let printer: PdfPrinter | undefined;

/** A pdfmake printer that knows Roboto (normal, bold, italics), made once. */
export function pdfPrinter(): PdfPrinter {
  printer ??= new PdfPrinter({
    [PDF_FONT]: {
      normal: fontFile('Roboto-Regular.ttf'),
      bold: fontFile('Roboto-Medium.ttf'),
      italics: fontFile('Roboto-Italic.ttf'),
      bolditalics: fontFile('Roboto-MediumItalic.ttf'),
    },
  });
  return printer;
}
