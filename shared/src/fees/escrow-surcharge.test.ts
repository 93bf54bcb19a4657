import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGroup } from '../config/groups.ts';
import { escrowDepositSurcharge } from './escrow-surcharge.ts';

describe('escrowDepositSurcharge', () => {
  it('adds no surcharge unless the escrow group applies one', () => {
    const escrow = readGroup('escrow', { creditCardSurcharge: 300, creditCardSurchargePercent: 3 });
    expect(escrowDepositSurcharge({ depositCents: 2500, escrow })).toEqual({
      depositCents: 2500,
      surchargeCents: 0,
      totalCents: 2500,
    });
  });

  it('adds a fixed surcharge', () => {
    const escrow = readGroup('escrow', { applySurcharge: true, creditCardSurcharge: 300 });
    expect(escrowDepositSurcharge({ depositCents: 2500, escrow })).toEqual({
      depositCents: 2500,
      surchargeCents: 300,
      totalCents: 2800,
    });
  });

  it('adds a percent surcharge rounded half-up to cents', () => {
    const escrow = readGroup('escrow', {
      applySurcharge: true,
      creditCardSurchargeMethod: 'PERCENT',
      creditCardSurchargePercent: 3.5,
    });
    expect(escrowDepositSurcharge({ depositCents: 1001, escrow })).toEqual({
      depositCents: 1001,
      surchargeCents: 35,
      totalCents: 1036,
    });
    expect(escrowDepositSurcharge({ depositCents: 1100, escrow }).surchargeCents).toBe(39); // 38.5 -> 39
  });

  it('refuses a deposit that is not positive integer cents', () => {
    const escrow = readGroup('escrow', {});
    expect(() => escrowDepositSurcharge({ depositCents: 0, escrow })).toThrow(RangeError);
    expect(() => escrowDepositSurcharge({ depositCents: -100, escrow })).toThrow(RangeError);
    expect(() => escrowDepositSurcharge({ depositCents: 10.5, escrow })).toThrow(RangeError);
  });

  it('total is always deposit + surcharge, in whole cents, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.boolean(),
        fc.constantFrom('DOLLARS' as const, 'PERCENT' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (depositCents, applySurcharge, method, fixed, percent) => {
          const escrow = readGroup('escrow', {
            applySurcharge,
            creditCardSurchargeMethod: method,
            creditCardSurcharge: fixed,
            creditCardSurchargePercent: percent,
          });
          const r = escrowDepositSurcharge({ depositCents, escrow });
          expect(r.depositCents).toBe(depositCents);
          expect(r.totalCents).toBe(r.depositCents + r.surchargeCents);
          expect(Number.isSafeInteger(r.surchargeCents)).toBe(true);
          expect(r.surchargeCents).toBeGreaterThanOrEqual(0);
          if (!applySurcharge) expect(r.surchargeCents).toBe(0);
          // a percent surcharge is within half a cent of the real value and never above 100%
          if (applySurcharge && method === 'PERCENT') {
            expect(Math.abs(r.surchargeCents - (depositCents * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
            expect(r.surchargeCents).toBeLessThanOrEqual(depositCents);
          }
        },
      ),
    );
  });
});
