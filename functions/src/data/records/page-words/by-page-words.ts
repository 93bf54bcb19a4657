// 'Words on the page' search (issue 33, docs/page-text-index.md): the pages holding every word typed, each quoted
// phrase's words side by side in order, within the recorded dates (a BETWEEN on the sort key) and of the document
// type and instrument group (filters). One Query per word that is not a stop word, each bounded as every search
// is (queries/gather.ts); the smallest complete set is the base and a word whose set was cut off is checked on the
// base's pages by key (one BatchGet of 100 keys a call), so a common word costs what the rare one finds. Where each
// word stands is on its item, so a phrase is checked without reading the page. One row per document: its first
// matching page, with the snippet of that match's line and the places of the matched words (for the highlight).
import { isStopWord, keyWordsOf, termsOf, type WordsTerm } from '@portal/shared/search/page-words';
import type { PageMatch } from '@portal/shared/search/results';
import { batchGet } from '#src/data/dynamo/batch-get.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { indexKeys, pageWordPartition } from '../keys.ts';
import { type DateRange, documentFilter } from '../queries/criteria.ts';
import { gather, HIGH, MAX_RESULTS, type QueryResult } from '../queries/gather.ts';
import { type DocumentSummary, unpackSummary } from '../summaries.ts';
import type { WordOnPage } from './page-word-items.ts';

export interface PageWordsCriteria extends DateRange {
  text: string;
  documentType?: string;
  instrumentGroup?: string;
}

export type PageWordsHit = DocumentSummary & { pageMatch: PageMatch };

type Hit = DocumentSummary & { w: WordOnPage };
const hitId = (h: { docId: string; w: WordOnPage }) => `${h.docId}|${h.w.pg}`;

/** Places sent back for the highlight: enough for every match on a page. */
const MAX_PLACES = 200;

export async function byPageWords(county: string, c: PageWordsCriteria): Promise<QueryResult<PageWordsHit>> {
  const terms = termsOf(c.text ?? '');
  const words = keyWordsOf(terms);
  if (!words.length) return { items: [], truncated: false };
  const between: [string, string] = [c.fromRecordedDate || '0', `${c.toRecordedDate || '9999-12-31'}${HIGH}`];
  const filter = documentFilter({ documentType: c.documentType, instrumentGroup: c.instrumentGroup });
  const sets = await Promise.all(
    words.map((word) =>
      gather<Hit>([{ pk: pageWordPartition(county, word), sk: { between }, filter }], { idOf: hitId }),
    ),
  );
  const order = sets.map((s, i) => ({ s, i })).sort((a, b) => a.s.items.length - b.s.items.length);
  const base = order.find((o) => !o.s.truncated) ?? order[0]!;
  const candidates = base.s.items;
  const onPage = await Promise.all(
    sets.map((set, i) =>
      i === base.i || !set.truncated
        ? new Map(set.items.map((h) => [hitId(h), h.w]))
        : wordOnPages(county, words[i]!, candidates),
    ),
  );

  const rows = new Map<string, PageWordsHit>();
  for (const hit of candidates) {
    const id = hitId(hit);
    const byWord = new Map<string, WordOnPage>();
    words.forEach((word, i) => {
      const on = onPage[i]!.get(id);
      if (on) byWord.set(word, on);
    });
    if (byWord.size < words.length) continue;
    const match = matchOf(terms, byWord);
    if (!match) continue;
    const row = rows.get(hit.docId);
    if (row) {
      row.pageMatch.pages++;
      continue;
    }
    const { w: _w, ...summary } = hit;
    rows.set(hit.docId, { ...summary, pageMatch: { page: hit.w.pg, pages: 1, ...match } });
  }
  const items = [...rows.values()];
  return { items: items.slice(0, MAX_RESULTS), truncated: base.s.truncated || items.length > MAX_RESULTS };
}

/** Where one word stands on each candidate page, read by key: the pages without it are left out. */
async function wordOnPages(county: string, word: string, candidates: Hit[]): Promise<Map<string, WordOnPage>> {
  const keys = candidates.map((h) =>
    indexKeys.pageWord(county, word, h.recordedDateTime.slice(0, 10), h.docId, h.w.pg),
  );
  const found = await batchGet<{ s: unknown }>(tables.records, keys);
  const out = new Map<string, WordOnPage>();
  found.forEach((item, i) => {
    if (item) out.set(hitId(candidates[i]!), unpackSummary<Hit>(item.s).w);
  });
  return out;
}

/** The places every term matched on one page and the snippet of the first match, or undefined when a phrase's
 *  words never stand side by side. A stop word in a phrase holds its place without being checked (not indexed). */
export function matchOf(
  terms: WordsTerm[],
  byWord: Map<string, WordOnPage>,
): { snippet: string; places: number[] } | undefined {
  const places: number[] = [];
  let first: { word: string; place: number } | undefined;
  for (const term of terms) {
    const keyed = term.words.map((w, j) => [w, j] as const).filter(([w]) => !isStopWord(w));
    if (!keyed.length) continue;
    const [lead, leadAt] = keyed[0]!;
    const starts = byWord
      .get(lead)!
      .at.map((p) => p - leadAt)
      .filter((start) => !term.phrase || keyed.every(([w, j]) => byWord.get(w)!.at.includes(start + j)));
    if (!starts.length) return undefined;
    first ??= { word: lead, place: starts[0]! + leadAt };
    for (const start of starts) {
      if (term.phrase) places.push(...term.words.map((_, j) => start + j));
      else places.push(start);
    }
  }
  if (!first) return undefined;
  return {
    snippet: snippetOf(byWord.get(first.word)!, first.place),
    places: [...new Set(places)].sort((a, b) => a - b).slice(0, MAX_PLACES),
  };
}

/** The text of the line a place is on (or the word's first line kept). */
function snippetOf(on: WordOnPage, place: number): string {
  const line = on.li[on.at.indexOf(place)];
  return (on.tx.find(([i]) => i === line) ?? on.tx[0])?.[1] ?? '';
}
