import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../format/money.ts';
import { parseCents } from './parse-cents.ts';

const cents = (input: string | number) => {
  const r = parseCents(input);
  return r.ok ? r.cents : r.reason;
};

describe('parseCents', () => {
  it('reads dollars with up to two decimals exactly', () => {
    expect(cents('0.1')).toBe(10);
    expect(cents('12.5')).toBe(1250);
    expect(cents(12.5)).toBe(1250);
    expect(cents('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(cents(1.15)).toBe(115);
    expect(cents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(cents('10')).toBe(1000);
    expect(cents('10.')).toBe(1000);
    expect(cents('.05')).toBe(5);
    expect(cents(' 7.00 ')).toBe(700);
    expect(cents('0')).toBe(0);
    expect(cents('-0')).toBe(0);
  });

  it('reads what formatCents writes: $ and grouped thousands, and a minus sign', () => {
    expect(cents('$1,234.50')).toBe(123450);
    expect(cents('1,000,000')).toBe(100_000_000);
    expect(cents('-$25.00')).toBe(-2500);
    expect(cents('-3.5')).toBe(-350);
  });

  it('refuses more than two decimals instead of rounding', () => {
    expect(cents('1.005')).toBe('TOO_MANY_DECIMALS');
    expect(cents('1.000')).toBe('TOO_MANY_DECIMALS');
    expect(cents(0.1 + 0.2)).toBe('TOO_MANY_DECIMALS');
    expect(parseCents('1.005')).toMatchObject({ ok: false, message: 'Use at most two decimal places.' });
  });

  it('refuses what is not an amount', () => {
    for (const bad of [
      'abc',
      '12abc',
      '1.2.3',
      '$',
      '.',
      '-',
      '1,00',
      '12,34.5',
      '1e3',
      '+5',
      '$-5',
      '12 .5',
      '0x10',
    ]) {
      expect(cents(bad), bad).toBe('INVALID');
    }
    expect(cents(Number.NaN)).toBe('INVALID');
    expect(cents(Number.POSITIVE_INFINITY)).toBe('INVALID');
    expect(cents(1e21)).toBe('INVALID'); // String(1e21) is '1e+21'
    expect(parseCents('abc')).toEqual({
      ok: false,
      reason: 'INVALID',
      message: 'Enter an amount in dollars and cents, like 12.50.',
    });
    expect(parseCents('  ')).toEqual({ ok: false, reason: 'EMPTY', message: 'Required.' });
  });

  it('refuses amounts beyond safe integer cents', () => {
    expect(cents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(cents('90071992547409.92')).toBe('TOO_LARGE');
    expect(cents('99999999999999999999')).toBe('TOO_LARGE');
  });

  it('round-trips formatCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (n) => {
        expect(cents(formatCents(n))).toBe(n);
      }),
    );
  });

  it('round-trips plain dollar text with 0 to 2 decimals', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (d, c, two) => {
        const text = two ? `${d}.${String(c).padStart(2, '0')}` : `${d}.${c % 10}`;
        expect(cents(text)).toBe(two ? d * 100 + c : d * 100 + (c % 10) * 10);
      }),
    );
  });
});
