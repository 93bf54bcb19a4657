import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPages, formatPageList, parsePageList } from './page-list.ts';

const pageCount = fc.integer({ min: 1, max: 300 });
/** a page count and a non-empty set of its pages */
const countAndPages = pageCount.chain((n) =>
  fc.tuple(fc.constant(n), fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: n })),
);
const sorted = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

describe('parsePageList', () => {
  it('reads the spec example', () => {
    expect(parsePageList('1, 3, 7-9, 11', 12)).toEqual({ ok: true, pages: [1, 3, 7, 8, 9, 11] });
  });

  it('says no pages are selected for an empty or blank list', () => {
    for (const text of ['', '   ', ',', ' , ,, ']) {
      expect(parsePageList(text, 5)).toEqual({ ok: false, message: 'There are no pages selected.' });
    }
  });

  it('names the first entry that is not a page of the document', () => {
    expect(parsePageList('1, 6', 5)).toEqual({ ok: false, message: 'Document does not have a page 6.' });
    expect(parsePageList('0', 5)).toEqual({ ok: false, message: 'Document does not have a page 0.' });
    expect(parsePageList('2, abc', 5)).toEqual({ ok: false, message: 'Document does not have a page abc.' });
    expect(parsePageList('3-8', 5)).toEqual({ ok: false, message: 'Document does not have a page 6.' });
    expect(parsePageList('7-9', 5)).toEqual({ ok: false, message: 'Document does not have a page 7.' });
    expect(parsePageList('0-2', 5)).toEqual({ ok: false, message: 'Document does not have a page 0.' });
    expect(parsePageList('1-2-3', 5)).toEqual({ ok: false, message: 'Document does not have a page 1-2-3.' });
    expect(parsePageList('-1', 5)).toEqual({ ok: false, message: 'Document does not have a page -1.' });
    expect(parsePageList('1.5', 5)).toEqual({ ok: false, message: 'Document does not have a page 1.5.' });
  });

  it('accepts spaces around dashes, reversed ranges and repeats', () => {
    expect(parsePageList(' 4 - 2 ,2,, 5 ', 5)).toEqual({ ok: true, pages: [2, 3, 4, 5] });
  });

  it('round-trips any set of pages through its formatted text', () => {
    fc.assert(
      fc.property(countAndPages, ([n, pages]) => {
        expect(parsePageList(formatPageList(pages), n)).toEqual({ ok: true, pages: sorted(pages) });
      }),
    );
  });

  it('selects exactly the union of the written numbers and ranges', () => {
    const entry = (n: number) =>
      fc.oneof(
        fc.integer({ min: 1, max: n }).map((p) => ({ text: `${p}`, pages: [p] })),
        fc.tuple(fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })).map(([a, b]) => ({
          text: `${a}-${b}`,
          pages: allPages(Math.max(a, b)).filter((p) => p >= Math.min(a, b)),
        })),
      );
    const spacing = fc.constantFrom('', ' ', '  ');
    fc.assert(
      fc.property(
        pageCount.chain((n) => fc.tuple(fc.constant(n), fc.array(entry(n), { minLength: 1, maxLength: 12 }), spacing)),
        ([n, entries, space]) => {
          const text = entries.map((e) => `${space}${e.text}${space}`).join(',');
          expect(parsePageList(text, n)).toEqual({ ok: true, pages: sorted(entries.flatMap((e) => e.pages)) });
        },
      ),
    );
  });

  it('refuses any list that mentions a page beyond the document, naming a missing page', () => {
    fc.assert(
      fc.property(countAndPages, fc.integer({ min: 1, max: 50 }), fc.nat(), ([n, pages], beyond, at) => {
        const bad = n + beyond;
        const list = [...pages.map(String)];
        list.splice(at % (list.length + 1), 0, String(bad));
        const result = parsePageList(list.join(', '), n);
        expect(result).toEqual({ ok: false, message: `Document does not have a page ${bad}.` });
      }),
    );
  });

  it('never throws and only ever answers pages of the document', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), pageCount, (text, n) => {
        const result = parsePageList(text, n);
        if (result.ok) {
          expect(result.pages.length).toBeGreaterThan(0);
          expect(result.pages.every((p) => Number.isInteger(p) && p >= 1 && p <= n)).toBe(true);
          expect(result.pages).toEqual(sorted(result.pages));
        } else {
          expect(result.message).toMatch(/^(There are no pages selected\.|Document does not have a page .*\.)$/s);
        }
      }),
    );
  });
});

describe('formatPageList', () => {
  it('writes runs of three or more as ranges', () => {
    expect(formatPageList([11, 1, 3, 7, 8, 9])).toBe('1, 3, 7-9, 11');
    expect(formatPageList([4, 5])).toBe('4, 5');
    expect(formatPageList([])).toBe('');
  });

  it('is never longer than the plain list', () => {
    fc.assert(
      fc.property(countAndPages, ([, pages]) => {
        expect(formatPageList(pages).length).toBeLessThanOrEqual(sorted(pages).join(', ').length);
      }),
    );
  });
});
