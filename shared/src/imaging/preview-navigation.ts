// Thumbnail navigation (spec 1 sections 5 and 9): a view shows 5 pages starting at `page`; First, Prev 5, Prev 1,
// Next 1, Next 5, Last and jump-to-page move it, or answer the spec's end-of-list message.
import { BIG_JUMP, SMALL_JUMP, THUMBNAILS_PER_VIEW } from './constants.ts';
import { imagingMessages, noSuchPage } from './messages.ts';

export const navigationMoves = ['FIRST', 'PREV_5', 'PREV_1', 'NEXT_1', 'NEXT_5', 'LAST'] as const;
export type NavigationMove = (typeof navigationMoves)[number];

export type NavigationResult = { ok: true; page: number } | { ok: false; message: string };

/** The first page of the last view: page count minus 4, at least 1. */
export const lastViewStart = (pageCount: number) => Math.max(1, pageCount - (THUMBNAILS_PER_VIEW - 1));

/** The navigation row shows only when there are more pages than one view holds. */
export const showsNavigation = (pageCount: number) => pageCount > THUMBNAILS_PER_VIEW;

export function navigate(page: number, move: NavigationMove, pageCount: number): NavigationResult {
  const last = lastViewStart(pageCount);
  const atStart = page <= 1;
  const atEnd = page >= last;
  switch (move) {
    case 'FIRST':
      return atStart ? { ok: false, message: imagingMessages.atFirstPage } : { ok: true, page: 1 };
    case 'PREV_1':
      return atStart ? { ok: false, message: imagingMessages.atFirstPage } : { ok: true, page: page - SMALL_JUMP };
    case 'PREV_5':
      return atStart
        ? { ok: false, message: imagingMessages.atFirstPage }
        : { ok: true, page: Math.max(1, page - BIG_JUMP) };
    case 'NEXT_1':
      return atEnd ? { ok: false, message: imagingMessages.atLastPage } : { ok: true, page: page + SMALL_JUMP };
    case 'NEXT_5':
      return atEnd
        ? { ok: false, message: imagingMessages.atLastPages }
        : { ok: true, page: Math.min(last, page + BIG_JUMP) };
    case 'LAST':
      return atEnd ? { ok: false, message: imagingMessages.atLastPage } : { ok: true, page: last };
  }
}

/** Jump to page: a whole number from 1 to the page count; the view starts there, or at the last view. */
export function jumpToPage(value: string, pageCount: number): NavigationResult {
  const text = value.trim();
  const page = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return { ok: false, message: noSuchPage(text) };
  return { ok: true, page: Math.min(page, lastViewStart(pageCount)) };
}

/** The pages a view starting at `page` shows. */
export function viewPages(page: number, pageCount: number): number[] {
  const start = Math.min(Math.max(1, page), lastViewStart(pageCount));
  const end = Math.min(pageCount, start + THUMBNAILS_PER_VIEW - 1);
  return pageCount < 1 ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
