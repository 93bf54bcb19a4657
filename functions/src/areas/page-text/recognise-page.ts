// A page image in, its PageText out (the contract in shared/src/page-text): the engine's words (page-engine.ts:
// tesseract here, Textract in the cloud), grouped into lines, checked against the contract's schema before anyone
// stores it. sharp is loaded on the first page, not with the module: the imaging and config Lambdas that import
// this answer every other call without its native code.
import { PAGE_TEXT_VERSION, type PageText, pageTextSchema } from '@portal/shared/page-text/page-text';
import { groupLines } from './group-lines.ts';
import { pageEngine } from './page-engine.ts';

export interface RecognisePage {
  jpeg: Uint8Array;
  documentId: string;
  page: number;
}

export async function recognisePage({ jpeg, documentId, page }: RecognisePage): Promise<PageText> {
  const engine = pageEngine();
  const name = await engine.name();
  if (!name) throw new Error('Text recognition is not installed here (tesseract-ocr: npm start installs it).');
  const { default: sharp } = await import('sharp');
  // the header alone: Textract's boxes are ratios of this size
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  return pageTextSchema.parse({
    version: PAGE_TEXT_VERSION,
    engine: name,
    documentId,
    page,
    width,
    height,
    lines: groupLines(await engine.words(jpeg, { width, height })),
    recognisedAt: new Date().toISOString(),
  });
}
