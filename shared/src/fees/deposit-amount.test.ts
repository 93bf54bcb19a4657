import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readGroup } from '../config/groups.ts';
import { depositAmountSchema, validateDepositAmount } from './deposit-amount.ts';

const escrow = readGroup('escrow', {}); // min $10.00, max $1,000.00

describe('validateDepositAmount', () => {
  it('accepts dollars within the reload limits, as cents', () => {
    expect(validateDepositAmount('12.5', escrow)).toEqual({ ok: true, cents: 1250 });
    expect(validateDepositAmount(12.5, escrow)).toEqual({ ok: true, cents: 1250 });
    expect(validateDepositAmount('10', escrow)).toEqual({ ok: true, cents: 1000 });
    expect(validateDepositAmount('$1,000.00', escrow)).toEqual({ ok: true, cents: 100_000 });
  });

  it('refuses zero and negative amounts first', () => {
    for (const v of ['0', 0, '0.00', '-5', -5]) {
      expect(validateDepositAmount(v, escrow)).toEqual({ ok: false, message: 'Amount must be greater than zero' });
    }
  });

  it('refuses amounts outside the min and max reload', () => {
    expect(validateDepositAmount('9.99', escrow)).toEqual({ ok: false, message: 'Minimum deposit is $10.00.' });
    expect(validateDepositAmount('1000.01', escrow)).toEqual({ ok: false, message: 'Maximum deposit is $1,000.00.' });
    const custom = readGroup('escrow', { minReloadAmount: 2550, maxReloadAmount: 250_000 });
    expect(validateDepositAmount(25, custom)).toEqual({ ok: false, message: 'Minimum deposit is $25.50.' });
    expect(validateDepositAmount(2500.01, custom)).toEqual({ ok: false, message: 'Maximum deposit is $2,500.00.' });
  });

  it('reads a zero min or max as no limit', () => {
    const open = readGroup('escrow', { minReloadAmount: 0, maxReloadAmount: 0 });
    expect(validateDepositAmount('0.01', open)).toEqual({ ok: true, cents: 1 });
    expect(validateDepositAmount('123456.78', open)).toEqual({ ok: true, cents: 12_345_678 });
  });

  it('explains text that is not an amount', () => {
    expect(validateDepositAmount('abc', escrow)).toEqual({
      ok: false,
      message: 'Enter an amount in dollars and cents, like 12.50.',
    });
    expect(validateDepositAmount('12.505', escrow)).toEqual({ ok: false, message: 'Use at most two decimal places.' });
    expect(validateDepositAmount('', escrow)).toEqual({ ok: false, message: 'Required.' });
    expect(validateDepositAmount(undefined, escrow)).toEqual({ ok: false, message: 'Required.' });
    expect(validateDepositAmount(true, escrow)).toMatchObject({ ok: false });
  });
});

describe('depositAmountSchema', () => {
  const body = z.object({ amount: depositAmountSchema(escrow) });

  it('gives integer cents', () => {
    expect(body.parse({ amount: '12.5' })).toEqual({ amount: 1250 });
    expect(body.parse({ amount: 99.99 })).toEqual({ amount: 9999 });
  });

  it('reports the same messages on the field', () => {
    const message = (amount: unknown) => {
      const r = body.safeParse({ amount });
      return r.success ? undefined : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(message(0)).toEqual([['amount', 'Amount must be greater than zero']]);
    expect(message('5')).toEqual([['amount', 'Minimum deposit is $10.00.']]);
    expect(message('5000')).toEqual([['amount', 'Maximum deposit is $1,000.00.']]);
    expect(message(undefined)).toEqual([['amount', 'Required.']]);
  });
});
