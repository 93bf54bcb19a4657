// Recognised page text made from known lines, for the word index's tests and bench (issue 33): each word gets a box
// on a grid of 20 px per character and 40 px per line, in a 1,700 x 2,200 page, as the recognition step would
// store it; indexPageText indexes it as the recognition step does.
import type { PageText } from '@portal/shared/page-text/page-text';
import { indexPageText } from '../../../data/records/page-words/index-page-text.ts';

export function pageTextOf(documentId: string, page: number, lines: string[]): PageText {
  return {
    version: 1,
    engine: 'test 1',
    documentId,
    page,
    width: 1700,
    height: 2200,
    recognisedAt: '2026-11-29T00:00:00Z',
    lines: lines.map((text, l) => {
      let x = 100;
      const words = text
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => {
          const box = {
            text: word,
            x0: x,
            y0: 100 + l * 40,
            x1: x + word.length * 20,
            y1: 130 + l * 40,
            confidence: 90,
          };
          x = box.x1 + 20;
          return box;
        });
      return { text: words.map((w) => w.text).join(' '), words };
    }),
  };
}

/** Indexes pages of known text: [documentId, page, lines]. */
export async function indexPages(county: string, pages: Array<[string, number, string[]]>): Promise<void> {
  for (const [docId, page, lines] of pages) await indexPageText(county, pageTextOf(docId, page, lines));
}
