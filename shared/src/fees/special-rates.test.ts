import { describe, expect, it } from 'vitest';
import { findSpecialRate, specialRateLevel } from './special-rates.ts';
import type { SpecialRate } from './types.ts';

const row = (documentType: string, instrumentCode: string, documentRate: number): SpecialRate => ({
  documentType,
  instrumentCode,
  documentRate,
  firstPageRate: 0,
  additionalPagesRate: 0,
});

// One row per precedence level, deliberately listed least specific first.
const table = [row('0', '', 4), row('0', 'WD', 3), row('A', '', 2), row('A', 'WD', 1)];
const rateFor = (rates: SpecialRate[], documentType: string, instrumentCode: string) =>
  findSpecialRate(rates, { documentType, instrumentCode })?.documentRate;

describe('special rate precedence', () => {
  it('(type, code) beats (type, any) beats (all types, code) beats (all types, any)', () => {
    expect(rateFor(table, 'A', 'WD')).toBe(1);
    expect(rateFor(table.slice(0, 3), 'A', 'WD')).toBe(2);
    expect(rateFor(table.slice(0, 2), 'A', 'WD')).toBe(3);
    expect(rateFor(table.slice(0, 1), 'A', 'WD')).toBe(4);
  });

  it('a type-wide row beats an all-types row for the same code', () => {
    expect(rateFor([row('0', 'WD', 3), row('A', '', 2)], 'A', 'WD')).toBe(2);
  });

  it('rows of another type or another code do not match', () => {
    expect(rateFor(table, 'T', 'WD')).toBe(3); // all types + code
    expect(rateFor(table, 'T', 'MTG')).toBe(4); // all types, any code
    expect(rateFor(table, 'A', 'MTG')).toBe(2); // type, any code
    expect(rateFor([row('A', 'WD', 1), row('T', '', 5)], 'A', 'MTG')).toBeUndefined();
  });

  it('a document without an instrument code only matches rows for any code', () => {
    expect(rateFor(table, 'A', '')).toBe(2);
    expect(rateFor([row('A', 'WD', 1), row('0', 'WD', 3)], 'A', '')).toBeUndefined();
  });

  it('reads an empty document type as all types, trims, and compares codes exactly', () => {
    expect(rateFor([row('', 'WD', 7)], 'A', 'WD')).toBe(7);
    expect(rateFor([row(' A ', 'WD ', 8)], 'A', ' WD')).toBe(8);
    expect(rateFor([row('A', 'wd', 8)], 'A', 'WD')).toBeUndefined();
    // document type '0' on the document is not a wildcard for the rows
    expect(specialRateLevel(row('A', '', 0), { documentType: '0', instrumentCode: '' })).toBe(0);
  });

  it('keeps the first of duplicate rows and answers undefined for an empty table', () => {
    expect(rateFor([row('A', 'WD', 1), row('A', 'WD', 9)], 'A', 'WD')).toBe(1);
    expect(rateFor([], 'A', 'WD')).toBeUndefined();
  });
});
