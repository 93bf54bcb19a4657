// A page image in, its PageText out (the contract in shared/src/page-text): the engine's words, grouped into lines,
// checked against the contract's schema before anyone stores it. sharp is loaded on the first page, not with the
// module: the imaging and config Lambdas that import this answer every other call without its native code.
import { PAGE_TEXT_VERSION, type PageText, pageTextSchema } from '@portal/shared/page-text/page-text';
import { engineVersion, runEngine } from './engine.ts';
import { groupLines } from './group-lines.ts';
import { tsvWords } from './tsv-words.ts';

export interface RecognisePage {
  jpeg: Uint8Array;
  documentId: string;
  page: number;
}

export async function recognisePage({ jpeg, documentId, page }: RecognisePage): Promise<PageText> {
  const engine = await engineVersion();
  if (!engine) throw new Error('Text recognition is not installed here (tesseract-ocr: npm start installs it).');
  const { default: sharp } = await import('sharp');
  const [{ width, height }, tsv] = await Promise.all([sharp(jpeg).metadata(), runEngine(jpeg)]);
  return pageTextSchema.parse({
    version: PAGE_TEXT_VERSION,
    engine,
    documentId,
    page,
    width,
    height,
    lines: groupLines(tsvWords(tsv)),
    recognisedAt: new Date().toISOString(),
  });
}
