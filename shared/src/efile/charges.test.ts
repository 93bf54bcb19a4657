import { describe, expect, it } from 'vitest';
import { efileCharges } from './charges.ts';

const config = {
  aLaCarte: { imageFirstPage: 500, imageAdditionalPages: 100 },
  aLaCarteSpecialRates: {
    applySpecialRates: true,
    rates: [
      { documentType: 'MAP', instrumentCode: '', documentRate: 0, firstPageRate: 2000, additionalPagesRate: 1000 },
    ],
  },
};
const noSurcharge = { applySurcharge: false, surchargeMethod: 'DOLLARS' as const, surcharge: 0, surchargePercent: 0 };

describe('efileCharges', () => {
  it('charges the first page and each additional page', () => {
    expect(efileCharges({ pages: 3, efileType: 'LR', config, creditCardExtra: noSurcharge })).toEqual({
      numberOfPages: 3,
      firstPageCharge: 500,
      additionalPagesCharge: 200,
      surcharge: 0,
      totalCharge: 700,
    });
  });
  it('uses the special rate of the e-file type', () => {
    expect(efileCharges({ pages: 2, efileType: 'MAP', config, creditCardExtra: noSurcharge }).totalCharge).toBe(3000);
  });
  it('adds the card surcharge, fixed or percent', () => {
    const fixed = { ...noSurcharge, applySurcharge: true, surcharge: 250 };
    expect(efileCharges({ pages: 1, efileType: 'LR', config, creditCardExtra: fixed })).toMatchObject({
      surcharge: 250,
      totalCharge: 750,
    });
    const percent = { ...fixed, surchargeMethod: 'PERCENT' as const, surchargePercent: 3 };
    expect(efileCharges({ pages: 1, efileType: 'LR', config, creditCardExtra: percent }).surcharge).toBe(15);
  });
  it('refuses a page count below one', () => {
    expect(() => efileCharges({ pages: 0, efileType: 'LR', config, creditCardExtra: noSurcharge })).toThrow();
  });
});
