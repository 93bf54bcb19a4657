// Recognition on real demo pages (the demo generator's, as the importer stores them): the words typed on each page
// come back with boxes inside the page, in lines, at or above the accuracy measured for the engine on our pages
// (docs/page-text.md: 0.985 on 30 pages). Three pages: the bench reads many more.
import { pageTextSchema } from '@portal/shared/page-text/page-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { type KnownPage, knownPages, wordMatches } from '../../../../../scripts/bench/page-text-samples.ts';
import { recognisePage } from '../recognise-page.ts';

/** A floor under the three pages' accuracy, with room for a page with a plat's lot numbers (the bench's goal: 0.95). */
const FLOOR = 0.88;

let pages: KnownPage[] = [];

beforeAll(async () => {
  // small sets (60 documents) are generated quicker; their newest documents are of the same kinds
  pages = [...(await knownPages('minnesota', 2, 60)), ...(await knownPages('marianas', 1, 60))];
}, 60_000);

describe('recognisePage', () => {
  it('reads the words the generator typed on demo pages of both counties', async () => {
    let known = 0;
    let found = 0;
    for (const p of pages) {
      const text = await recognisePage({ jpeg: p.jpeg, documentId: p.docId, page: p.page });
      expect(pageTextSchema.parse(text)).toEqual(text);
      expect(text).toMatchObject({ documentId: p.docId, page: p.page, width: 850, height: 1100, version: 1 });
      expect(text.engine).toMatch(/^tesseract 5\./);
      const words = text.lines.flatMap((l) => l.words);
      for (const w of words) {
        expect(w.x1).toBeLessThanOrEqual(850);
        expect(w.y1).toBeLessThanOrEqual(1100);
        expect(w.x0).toBeLessThanOrEqual(w.x1);
      }
      for (const line of text.lines) expect(line.text).toBe(line.words.map((w) => w.text).join(' '));
      // reading order: lines top to bottom
      const middles = text.lines.map((l) => (l.words[0]!.y0 + l.words[0]!.y1) / 2);
      expect([...middles].sort((a, b) => a - b)).toEqual(middles);
      const m = wordMatches(
        p.typed,
        words.map((w) => w.text),
      );
      known += m.known;
      found += m.found;
    }
    expect(known).toBeGreaterThan(100);
    expect(found / known).toBeGreaterThanOrEqual(FLOOR);
  }, 60_000);
});
