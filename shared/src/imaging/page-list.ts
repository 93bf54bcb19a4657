// The 'Pages' list of the preview: comma-delimited page numbers and ranges ('1, 3, 7-9, 11'), checked against the
// document's page count. Pure, used by the preview window and by every imaging handler.
import { MAX_PAGES_TEXT } from './constants.ts';
import { imagingMessages, noSuchPage } from './messages.ts';

export type PageListResult = { ok: true; pages: number[] } | { ok: false; message: string };

const NUMBER = /^\d{1,9}$/;
const RANGE = /^(\d{1,9})\s*-\s*(\d{1,9})$/;

/**
 * Parses a pages text into sorted, distinct page numbers. Blank entries between commas are skipped; a range may be
 * written either way round ('9-7' is 7, 8, 9). An empty list is 'There are no pages selected.'; anything that is not
 * a page of the document is 'Document does not have a page {value}.' naming the first offending entry or page.
 */
export function parsePageList(text: string, pageCount: number): PageListResult {
  if (text.length > MAX_PAGES_TEXT) return { ok: false, message: noSuchPage(`${text.slice(0, 20)}...`) };
  const selected = new Set<number>();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (NUMBER.test(entry)) {
      const page = Number(entry);
      if (page < 1 || page > pageCount) return { ok: false, message: noSuchPage(entry) };
      selected.add(page);
      continue;
    }
    const range = RANGE.exec(entry);
    if (!range) return { ok: false, message: noSuchPage(entry) };
    const a = Number(range[1]);
    const b = Number(range[2]);
    const from = Math.min(a, b);
    const to = Math.max(a, b);
    if (from < 1) return { ok: false, message: noSuchPage(from) };
    if (to > pageCount) return { ok: false, message: noSuchPage(Math.max(from, pageCount + 1)) };
    for (let p = from; p <= to; p++) selected.add(p);
  }
  if (selected.size === 0) return { ok: false, message: imagingMessages.noPagesSelected };
  return { ok: true, pages: [...selected].sort((x, y) => x - y) };
}

/** The shortest list text for a set of pages: [1, 3, 7, 8, 9, 11] -> '1, 3, 7-9, 11'. */
export function formatPageList(pages: Iterable<number>): string {
  const sorted = [...new Set(pages)].sort((x, y) => x - y);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i] as number;
    let end = start;
    while (i + 1 < sorted.length && sorted[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    i += 1;
    parts.push(end === start ? `${start}` : end === start + 1 ? `${start}, ${end}` : `${start}-${end}`);
  }
  return parts.join(', ');
}

/** Every page of a document, 1..pageCount. */
export const allPages = (pageCount: number): number[] => Array.from({ length: pageCount }, (_, i) => i + 1);
