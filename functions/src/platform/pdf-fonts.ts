// The PDFs' typeface (pdfmake, server side): Roboto, embedded from pdfmake's own font files (vfs_fonts.js, which
// the bundler inlines, so a Lambda needs no font file beside it). A TrueType font with a real space glyph: the
// standard Helvetica's metrics left viewers running words together ('LakewoodCounty,Minnesota').
// pdfmake (with pdfkit, fontkit and the fonts, some 3 MB of code) is imported on the first PDF, not when the module
// loads: a Lambda that makes no PDF never loads it, and the bundles build it as a chunk of its own (issue 34).
import type PdfPrinter from 'pdfmake';

/** The font name for a document's defaultStyle. */
export const PDF_FONT = 'Roboto';

interface PdfMake {
  printer: PdfPrinter;
  /** One of pdfmake's Roboto files, decoded once. */
  fontFile(file: string): Buffer;
}

let loading: Promise<PdfMake> | undefined;

async function load(): Promise<PdfMake> {
  const [{ default: Printer }, { default: vfs }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/build/vfs_fonts.js'),
  ]);
  const fontFiles = new Map<string, Buffer>();
  const fontFile = (file: string) => {
    let bytes = fontFiles.get(file);
    if (!bytes) {
      bytes = Buffer.from((vfs as Record<string, string>)[file] ?? '', 'base64');
      fontFiles.set(file, bytes);
    }
    return bytes;
  };
  const printer = new Printer({
    [PDF_FONT]: {
      normal: fontFile('Roboto-Regular.ttf'),
      bold: fontFile('Roboto-Medium.ttf'),
      italics: fontFile('Roboto-Italic.ttf'),
      bolditalics: fontFile('Roboto-MediumItalic.ttf'),
    },
  });
  return { printer, fontFile };
}

/** pdfmake, loaded on first use: a printer that knows Roboto (normal, bold, italics), made once, and the font files. */
export function pdfMake(): Promise<PdfMake> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The pdfmake printer (see pdfMake). */
export async function pdfPrinter(): Promise<PdfPrinter> {
  return (await pdfMake()).printer;
}
