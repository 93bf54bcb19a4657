// Which engine reads the pages. Debian's tesseract on a laptop, CI or a single server (engine.ts); Amazon Textract
// where PAGE_TEXT_ENGINE=textract, which the CDK sets on the cloud's page text Lambdas (infra/lib/page-text). Both
// give words with pixel boxes, so what is stored and indexed has one shape whichever read it.
import type { PageWord } from '@portal/shared/page-text/page-text';
import { engineVersion, runEngine } from './engine.ts';
import { TEXTRACT_ENGINE, textractPageWords } from './textract-engine.ts';
import type { ImageSize } from './textract-words.ts';
import { tsvWords } from './tsv-words.ts';

export interface PageEngine {
  /** what PageText.engine records ('tesseract 5.3.0', 'amazon-textract'); undefined when it is not installed here */
  name(): Promise<string | undefined>;
  words(image: Uint8Array, size: ImageSize): Promise<PageWord[]>;
}

const tesseract: PageEngine = {
  name: engineVersion,
  words: async (image) => tsvWords(await runEngine(image)),
};

const textract: PageEngine = {
  name: async () => TEXTRACT_ENGINE,
  words: textractPageWords,
};

export function pageEngine(): PageEngine {
  return process.env.PAGE_TEXT_ENGINE === 'textract' ? textract : tesseract;
}
