// Where a 'Words on the page' search found its words (issue 33), kept for the page view: the results remember each
// row's first matching page and the matched words' places, and the page view draws their boxes when it shows that
// page. Session storage, so a page opened from the document pane of a shown result finds it.
import type { PageMatch } from '@portal/shared/search/results';

const KEY = 'pageWordHighlights';
/** Pages remembered: one results page's rows. */
const MAX = 50;

type Stored = Record<string, number[]>;

const read = (): Stored => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Stored;
  } catch {
    return {};
  }
};

const keyOf = (docId: string, page: number) => `${docId}|${page}`;

/** Remembers the matched places of rows that carry them (other searches' rows change nothing). */
export function rememberPageMatches(rows: ReadonlyArray<{ docId?: string; pageMatch?: PageMatch }>): void {
  const found = rows.filter((r) => r.docId && r.pageMatch);
  if (!found.length) return;
  const stored: Stored = {};
  for (const r of found.slice(0, MAX)) stored[keyOf(r.docId!, r.pageMatch!.page)] = r.pageMatch!.places;
  sessionStorage.setItem(KEY, JSON.stringify(stored));
}

/** The places to highlight on a document's page, if a shown search found its words there. */
export const highlightedPlaces = (docId: string, page: number): number[] => read()[keyOf(docId, page)] ?? [];
