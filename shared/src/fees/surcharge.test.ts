import { describe, expect, it } from 'vitest';
import { readGroup } from '../config/groups.ts';
import { cardSurcharge, surchargeCents } from './surcharge.ts';

describe('surchargeCents', () => {
  it('adds a fixed amount in cents', () => {
    expect(surchargeCents(5000, { method: 'DOLLARS', fixedCents: 250, percent: 9 })).toBe(250);
  });

  it('adds a percent of the amount, half-up to cents', () => {
    expect(surchargeCents(1001, { method: 'PERCENT', fixedCents: 999, percent: 3.5 })).toBe(35);
    expect(surchargeCents(10, { method: 'PERCENT', fixedCents: 0, percent: 5 })).toBe(1);
  });

  it('adds nothing to a zero amount, even a fixed surcharge', () => {
    expect(surchargeCents(0, { method: 'DOLLARS', fixedCents: 250, percent: 0 })).toBe(0);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => surchargeCents(12.5, { method: 'DOLLARS', fixedCents: 1, percent: 0 })).toThrow(RangeError);
    expect(() => surchargeCents(100, { method: 'DOLLARS', fixedCents: 2.5, percent: 0 })).toThrow(RangeError);
  });
});

describe('cardSurcharge (creditCardExtra)', () => {
  it('is off by default', () => {
    const creditCardExtra = readGroup('creditCardExtra', {});
    expect(cardSurcharge({ amountCents: 1200, creditCardExtra })).toEqual({
      amountCents: 1200,
      surchargeCents: 0,
      totalCents: 1200,
    });
  });

  it('applies a fixed or percent surcharge when on', () => {
    const fixed = readGroup('creditCardExtra', { applySurcharge: true, surchargeMethod: 'DOLLARS', surcharge: 195 });
    expect(cardSurcharge({ amountCents: 1200, creditCardExtra: fixed })).toEqual({
      amountCents: 1200,
      surchargeCents: 195,
      totalCents: 1395,
    });
    const percent = readGroup('creditCardExtra', {
      applySurcharge: true,
      surchargeMethod: 'PERCENT',
      surcharge: 195,
      surchargePercent: 2.5,
    });
    expect(cardSurcharge({ amountCents: 1230, creditCardExtra: percent })).toEqual({
      amountCents: 1230,
      surchargeCents: 31, // 30.75
      totalCents: 1261,
    });
  });
});
