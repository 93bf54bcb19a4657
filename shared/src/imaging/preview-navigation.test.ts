import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jumpToPage,
  lastViewStart,
  navigate,
  navigationMoves,
  showsNavigation,
  viewPages,
} from './preview-navigation.ts';

describe('preview navigation', () => {
  it('moves by 1 and 5 and stops at the ends with the spec messages', () => {
    expect(navigate(1, 'NEXT_5', 12)).toEqual({ ok: true, page: 6 });
    expect(navigate(6, 'NEXT_5', 12)).toEqual({ ok: true, page: 8 });
    expect(navigate(8, 'NEXT_5', 12)).toEqual({ ok: false, message: 'Already at last pages' });
    expect(navigate(8, 'NEXT_1', 12)).toEqual({ ok: false, message: 'Already at last page.' });
    expect(navigate(8, 'LAST', 12)).toEqual({ ok: false, message: 'Already at last page.' });
    expect(navigate(3, 'LAST', 12)).toEqual({ ok: true, page: 8 });
    expect(navigate(3, 'PREV_5', 12)).toEqual({ ok: true, page: 1 });
    expect(navigate(1, 'PREV_1', 12)).toEqual({ ok: false, message: 'Already at first page.' });
    expect(navigate(1, 'PREV_5', 12)).toEqual({ ok: false, message: 'Already at first page.' });
    expect(navigate(1, 'FIRST', 12)).toEqual({ ok: false, message: 'Already at first page.' });
    expect(navigate(7, 'FIRST', 12)).toEqual({ ok: true, page: 1 });
  });

  it('puts Last at the page count minus 4, at least 1', () => {
    expect(lastViewStart(12)).toBe(8);
    expect(lastViewStart(5)).toBe(1);
    expect(lastViewStart(2)).toBe(1);
    expect(showsNavigation(5)).toBe(false);
    expect(showsNavigation(6)).toBe(true);
  });

  it('checks the jump box', () => {
    expect(jumpToPage('3', 12)).toEqual({ ok: true, page: 3 });
    expect(jumpToPage('11', 12)).toEqual({ ok: true, page: 8 });
    for (const v of ['0', '13', 'x', '', '2.5', '-1']) {
      expect(jumpToPage(v, 12)).toEqual({ ok: false, message: `Document does not have a page ${v}.` });
    }
  });

  it('always shows a full view of pages of the document', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.array(fc.constantFrom(...navigationMoves), { maxLength: 30 }),
        (n, moves) => {
          let page = 1;
          for (const move of moves) {
            const r = navigate(page, move, n);
            if (r.ok) page = r.page;
            const view = viewPages(page, n);
            expect(page).toBeGreaterThanOrEqual(1);
            expect(page).toBeLessThanOrEqual(lastViewStart(n));
            expect(view.length).toBe(Math.min(5, n));
            expect(view.at(-1)).toBeLessThanOrEqual(n);
          }
        },
      ),
    );
  });
});
