import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents } from './percent-of.ts';

describe('percentOfCents', () => {
  it('rounds to whole cents, half-up', () => {
    expect(percentOfCents(1001, 3.5)).toBe(35); // 35.035
    expect(percentOfCents(10, 5)).toBe(1); // 0.5 -> 1
    expect(percentOfCents(30, 5)).toBe(2); // 1.5 -> 2
    expect(percentOfCents(29, 5)).toBe(1); // 1.45 -> 1
    expect(percentOfCents(1, 49.99)).toBe(0); // 0.4999
    expect(percentOfCents(1, 50)).toBe(1); // 0.5
  });

  it('is exact where float arithmetic is not', () => {
    // 1.15% of $30.00 is 34.5 cents; 3000 * 1.15 / 100 in floats is 34.49999999999999.
    expect(Math.round((3000 * 1.15) / 100)).toBe(34);
    expect(percentOfCents(3000, 1.15)).toBe(35);
    expect(percentOfCents(3000, 4.35)).toBe(131); // 130.5
  });

  it('handles 0%, 100%, zero amounts and tiny percents', () => {
    expect(percentOfCents(12345, 0)).toBe(0);
    expect(percentOfCents(12345, 100)).toBe(12345);
    expect(percentOfCents(0, 3.5)).toBe(0);
    expect(percentOfCents(100_000_000, 1e-7)).toBe(0); // 0.0001 cents
    expect(percentOfCents(100_000_000, 5e-7)).toBe(1); // 0.5 cents
  });

  it('refuses dollars, negatives and non-finite percents', () => {
    expect(() => percentOfCents(10.5, 3)).toThrow(RangeError);
    expect(() => percentOfCents(-100, 3)).toThrow(RangeError);
    expect(() => percentOfCents(100, -1)).toThrow(RangeError);
    expect(() => percentOfCents(100, Number.NaN)).toThrow(RangeError);
  });

  it('agrees with integer half-up arithmetic on basis points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (cents, bp) => {
        // bp basis points = bp / 100 percent; exact: cents * bp / 10000, half-up
        const expected = Math.floor((2 * cents * bp + 10_000) / 20_000);
        expect(percentOfCents(cents, bp / 100)).toBe(expected);
      }),
    );
  });
});
