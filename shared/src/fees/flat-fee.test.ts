import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGroup } from '../config/groups.ts';
import { flatFeeAddOnOptions, flatFeeLevel, flatFeeRateLabel, imagesRemainingAfter } from './flat-fee.ts';

const rate = (option: boolean, numberOfPages: number, cost: number, unlimitedNumberOfPages = false) => ({
  option,
  numberOfPages,
  cost,
  unlimitedNumberOfPages,
});

const flatFee = readGroup('flatFee', {
  rates: [
    rate(true, 1, 500),
    rate(true, 100, 2500),
    rate(false, 200, 4000),
    rate(true, 500, 9000),
    rate(true, 0, 15000, true),
  ],
});

describe('flatFeeLevel', () => {
  it('level 0 is free: no monthly cost, images not counted', () => {
    expect(flatFeeLevel(0, flatFee)).toEqual({
      level: 0,
      monthlyCents: 0,
      imagesIncluded: null,
      unlimited: true,
      deductsImages: false,
    });
  });

  it('levels 1 to 5 read rates[level - 1]', () => {
    expect(flatFeeLevel(1, flatFee)).toEqual({
      level: 1,
      monthlyCents: 500,
      imagesIncluded: 1,
      unlimited: false,
      deductsImages: true,
    });
    expect(flatFeeLevel(4, flatFee)).toMatchObject({ monthlyCents: 9000, imagesIncluded: 500 });
    expect(flatFeeLevel(5, flatFee)).toEqual({
      level: 5,
      monthlyCents: 15000,
      imagesIncluded: null,
      unlimited: true,
      deductsImages: false,
    });
  });

  it('a level whose option is off, or that the county never set, is not offered', () => {
    expect(flatFeeLevel(3, flatFee)).toBeUndefined();
    expect(flatFeeLevel(1, readGroup('flatFee', {}))).toBeUndefined();
  });

  it('images are not deducted when the county does not charge images', () => {
    expect(flatFeeLevel(2, { ...flatFee, chargingImages: false })).toMatchObject({
      imagesIncluded: 100,
      deductsImages: false,
    });
  });

  it('refuses levels outside 0 to 5', () => {
    for (const bad of [-1, 6, 1.5, Number.NaN]) expect(() => flatFeeLevel(bad, flatFee)).toThrow(RangeError);
  });
});

describe('imagesRemainingAfter', () => {
  it('deducts the images charged', () => {
    expect(imagesRemainingAfter({ remaining: 10, images: 3, unlimited: false })).toEqual({
      ok: true,
      remaining: 7,
      charged: 3,
    });
    expect(imagesRemainingAfter({ remaining: 3, images: 3, unlimited: false })).toEqual({
      ok: true,
      remaining: 0,
      charged: 3,
    });
  });

  it('refuses to go below zero', () => {
    expect(imagesRemainingAfter({ remaining: 2, images: 3, unlimited: false })).toEqual({
      ok: false,
      remaining: 2,
      shortBy: 1,
    });
  });

  it('deducts nothing when unlimited', () => {
    expect(imagesRemainingAfter({ remaining: 0, images: 40, unlimited: true })).toEqual({
      ok: true,
      remaining: 0,
      charged: 0,
    });
  });

  it('never leaves a negative balance and conserves images', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.boolean(),
        (remaining, images, unlimited) => {
          const r = imagesRemainingAfter({ remaining, images, unlimited });
          expect(r.remaining).toBeGreaterThanOrEqual(0);
          if (r.ok) expect(r.remaining + r.charged).toBe(remaining);
          else expect(r.remaining).toBe(remaining);
          expect(r.ok).toBe(unlimited || images <= remaining);
        },
      ),
    );
  });

  it('refuses counts that are not whole numbers', () => {
    expect(() => imagesRemainingAfter({ remaining: 1.5, images: 1, unlimited: false })).toThrow(RangeError);
    expect(() => imagesRemainingAfter({ remaining: 1, images: -1, unlimited: false })).toThrow(RangeError);
  });
});

describe('flat fee add-on options', () => {
  it('labels a rate in documents or pages', () => {
    expect(flatFeeRateLabel(rate(true, 1, 500), 'DOCUMENT')).toBe('1 document for $5.00');
    expect(flatFeeRateLabel(rate(true, 100, 2500), 'PAGE')).toBe('100 pages for $25.00');
    expect(flatFeeRateLabel(rate(true, 0, 150000, true), 'DOCUMENT')).toBe('Unlimited documents for $1,500.00');
  });

  it('lists the enabled flatFee rates, valued by row number', () => {
    expect(flatFeeAddOnOptions({ flatFee, chargeMethod: 'DOCUMENT' })).toEqual([
      { text: '1 document for $5.00', value: '1', cents: 500, images: 1, unlimited: false },
      { text: '100 documents for $25.00', value: '2', cents: 2500, images: 100, unlimited: false },
      { text: '500 documents for $90.00', value: '4', cents: 9000, images: 500, unlimited: false },
      { text: 'Unlimited documents for $150.00', value: '5', cents: 15000, images: null, unlimited: true },
    ]);
    expect(flatFeeAddOnOptions({ flatFee: readGroup('flatFee', {}), chargeMethod: 'PAGE' })).toEqual([]);
  });

  it('uses the override rates when account administrators may reload', () => {
    const flatFeeOverride = readGroup('flatFeeOverride', {
      accountAdminReload: true,
      rates: [rate(false, 10, 100), rate(true, 50, 1000)],
    });
    expect(flatFeeAddOnOptions({ flatFee, flatFeeOverride, chargeMethod: 'PAGE' })).toEqual([
      { text: '50 pages for $10.00', value: '2', cents: 1000, images: 50, unlimited: false },
    ]);
    // reload off, or no override option on: the flatFee rates
    const off = { ...flatFeeOverride, accountAdminReload: false };
    expect(flatFeeAddOnOptions({ flatFee, flatFeeOverride: off, chargeMethod: 'PAGE' })).toHaveLength(4);
    const empty = readGroup('flatFeeOverride', { accountAdminReload: true });
    expect(flatFeeAddOnOptions({ flatFee, flatFeeOverride: empty, chargeMethod: 'PAGE' })).toHaveLength(4);
  });
});
