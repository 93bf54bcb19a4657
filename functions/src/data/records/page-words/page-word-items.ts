// A page's text as word index items (issue 33, docs/page-text-index.md): one item per distinct word that is not a
// stop word, keyed by the word, the recorded date, the document and the page. Each item carries what a results row
// and a phrase check need without reading the page: the document's summary and filters (as its other index
// items), where the word stands on the page (its places, counting stop words) and the text of the first lines it
// is on, for the snippet. Pure: the writer (index-page-text.ts) reads the document and stores these.
import type { PageText } from '@portal/shared/page-text/page-text';
import { isStopWord, wordsOf } from '@portal/shared/search/page-words';
import { indexKeys } from '../keys.ts';
import { packSummary, unpackSummary } from '../summaries.ts';

/** Lines of text kept on one word's item for its snippet. */
export const SNIPPET_LINES = 2;
/** A snippet line's longest text; a longer line is cut around the word when shown. */
export const SNIPPET_CHARS = 240;
/** Places of one word kept on its item: enough for a phrase check on any real page. */
export const MAX_PLACES = 400;

/** What the document's index items carry, copied onto each word item. */
export interface DocumentFilters {
  docId: string;
  /** recorded date YYYY-MM-DD */
  rd: string;
  dt: string;
  ic?: string;
  ig?: string;
  /** the packed results-row summary */
  s: string;
}

export interface PageWord {
  word: string;
  /** places on the page, 0-based, counting every word (stop words too) */
  at: number[];
  /** the line of each place */
  li: number[];
}

/** The distinct words of a page that are indexed, with their places and lines, in order of first appearance. */
export function pageWordsOf(page: PageText): PageWord[] {
  const out = new Map<string, PageWord>();
  let place = 0;
  page.lines.forEach((line, lineIndex) => {
    for (const word of line.words.flatMap((w) => wordsOf(w.text))) {
      const at = place++;
      if (isStopWord(word)) continue;
      const entry = out.get(word) ?? { word, at: [], li: [] };
      out.set(word, entry);
      if (entry.at.length < MAX_PLACES) {
        entry.at.push(at);
        entry.li.push(lineIndex);
      }
    }
  });
  return [...out.values()];
}

/** Where a word stands on one page, as its item keeps it (inside the packed summary, beside the document's). */
export interface WordOnPage {
  /** the page, 1-based */
  pg: number;
  /** the word's places */
  at: number[];
  /** the line of each place */
  li: number[];
  /** the first lines it is on: [line index, text] */
  tx: Array<[number, string]>;
}

/** The index items of one page's words. The summary `s` is the document's with `w`, the word on this page, added:
 *  a search reads only keys and `s` (queries/gather.ts), and one packed string is cheaper to read than a map. */
export function pageWordItems(county: string, page: PageText, doc: DocumentFilters): Array<Record<string, unknown>> {
  const summary = unpackSummary<Record<string, unknown>>(doc.s);
  return pageWordsOf(page).map((w) => {
    const lines = [...new Set(w.li)].slice(0, SNIPPET_LINES);
    const on: WordOnPage = {
      pg: page.page,
      at: w.at,
      li: w.li,
      tx: lines.map((i): [number, string] => [i, (page.lines[i]?.text ?? '').slice(0, SNIPPET_CHARS)]),
    };
    return {
      ...indexKeys.pageWord(county, w.word, doc.rd, doc.docId, page.page),
      ...doc,
      t: 'IXW',
      pg: page.page,
      s: packSummary({ ...summary, w: on }),
    };
  });
}
