import { describe, expect, it } from 'vitest';
import { readGroup } from '../config/groups.ts';
import { imageFee, imageRates } from './image-fee.ts';
import type { FeeConfig } from './types.ts';

const special = (documentType: string, instrumentCode: string, d: number, f: number, a: number) => ({
  documentType,
  instrumentCode,
  documentRate: d,
  firstPageRate: f,
  additionalPagesRate: a,
});

const config = ({ specials = true, alternate = false } = {}): FeeConfig => ({
  aLaCarte: readGroup('aLaCarte', { imageDocument: 500, imageFirstPage: 100, imageAdditionalPages: 25 }),
  aLaCarteSpecialRates: readGroup('aLaCarteSpecialRates', {
    applySpecialRates: specials,
    rates: [special('A', 'WD', 800, 300, 50), special('T', '', 700, 200, 40)],
  }),
  creditCard: readGroup('creditCard', {
    applyAlternateRates: alternate,
    imageDocumentCreditCard: 600,
    imageFirstPageCreditCard: 150,
    imageAdditionalPagesCreditCard: 30,
    rates: [special('A', 'WD', 900, 350, 60)],
  }),
});

const doc = { documentType: 'A', instrumentCode: 'MTG' };

describe('imageFee', () => {
  it('charges one document rate per document', () => {
    expect(imageFee({ ...doc, pages: 7, chargeMethod: 'DOCUMENT', config: config() })).toMatchObject({
      cents: 500,
      lines: [{ description: 'Document image', cents: 500 }],
      schedule: 'A_LA_CARTE',
    });
    expect(imageFee({ ...doc, pages: 1, chargeMethod: 'DOCUMENT', config: config() }).cents).toBe(500);
  });

  it('charges the first page plus each additional page', () => {
    const fee = imageFee({ ...doc, pages: 4, chargeMethod: 'PAGE', config: config() });
    expect(fee.cents).toBe(175);
    expect(fee.lines).toEqual([
      { description: 'First page', cents: 100 },
      { description: 'Additional pages (3 x $0.25)', cents: 75 },
    ]);
    expect(imageFee({ ...doc, pages: 1, chargeMethod: 'PAGE', config: config() }).lines).toEqual([
      { description: 'First page', cents: 100 },
    ]);
  });

  it('charges every page at the additional rate once the first page was bought', () => {
    const fee = imageFee({ ...doc, pages: 2, chargeMethod: 'PAGE', firstPagePurchased: true, config: config() });
    expect(fee.lines).toEqual([{ description: 'Pages (2 x $0.25)', cents: 50 }]);
    expect(fee.cents).toBe(50);
  });

  it('charges nothing for no pages', () => {
    for (const chargeMethod of ['DOCUMENT', 'PAGE'] as const) {
      expect(imageFee({ ...doc, pages: 0, chargeMethod, config: config() })).toMatchObject({ cents: 0, lines: [] });
    }
    expect(() => imageFee({ ...doc, pages: -1, chargeMethod: 'PAGE', config: config() })).toThrow(RangeError);
  });

  it('uses the special rate for the type and code, and the base prices without a match or when off', () => {
    const wd = { documentType: 'A', instrumentCode: 'WD' };
    expect(imageFee({ ...wd, pages: 3, chargeMethod: 'PAGE', config: config() }).cents).toBe(300 + 2 * 50);
    expect(imageFee({ ...wd, pages: 3, chargeMethod: 'DOCUMENT', config: config() }).cents).toBe(800);
    expect(
      imageFee({ documentType: 'T', instrumentCode: 'X', pages: 3, chargeMethod: 'PAGE', config: config() }).cents,
    ).toBe(200 + 2 * 40);
    expect(imageFee({ ...wd, pages: 3, chargeMethod: 'PAGE', config: config({ specials: false }) }).cents).toBe(150);
    expect(imageFee({ ...wd, pages: 3, chargeMethod: 'PAGE', config: { aLaCarte: config().aLaCarte } }).cents).toBe(
      150,
    );
    expect(imageRates({ ...wd, config: config() }).specialRate).toMatchObject({
      documentType: 'A',
      instrumentCode: 'WD',
    });
    expect(imageRates({ ...doc, config: config() }).specialRate).toBeUndefined();
  });

  it('credit-card alternate rates replace both the prices and the special rates for card payers', () => {
    const card = { paymentMethod: 'CREDIT_CARD' as const, config: config({ alternate: true }) };
    const wd = { documentType: 'A', instrumentCode: 'WD' };
    // card special rate
    expect(imageFee({ ...wd, pages: 3, chargeMethod: 'PAGE', ...card })).toMatchObject({
      cents: 350 + 2 * 60,
      schedule: 'CREDIT_CARD',
    });
    // no card special rate for a T document: the card base prices, not the a la carte T special rate
    expect(imageFee({ documentType: 'T', instrumentCode: '', pages: 3, chargeMethod: 'PAGE', ...card }).cents).toBe(
      150 + 2 * 30,
    );
    expect(imageFee({ ...doc, pages: 3, chargeMethod: 'DOCUMENT', ...card }).cents).toBe(600);
    // card special rates apply even when the a la carte special rates are off
    const cardNoSpecials = {
      paymentMethod: 'CREDIT_CARD' as const,
      config: config({ alternate: true, specials: false }),
    };
    expect(imageFee({ ...wd, pages: 1, chargeMethod: 'PAGE', ...cardNoSpecials }).cents).toBe(350);
  });

  it('alternate rates off, or not a card payer: the a la carte rates', () => {
    const wd = { documentType: 'A', instrumentCode: 'WD' };
    expect(
      imageFee({ ...wd, pages: 3, chargeMethod: 'PAGE', paymentMethod: 'CREDIT_CARD', config: config() }),
    ).toMatchObject({ cents: 400, schedule: 'A_LA_CARTE' });
    expect(
      imageFee({ ...wd, pages: 3, chargeMethod: 'PAGE', paymentMethod: 'ESCROW', config: config({ alternate: true }) }),
    ).toMatchObject({ cents: 400, schedule: 'A_LA_CARTE' });
  });

  it('drops zero lines: a free first page leaves only the additional pages', () => {
    const cfg: FeeConfig = { aLaCarte: readGroup('aLaCarte', { imageFirstPage: 0, imageAdditionalPages: 25 }) };
    const fee = imageFee({ ...doc, pages: 3, chargeMethod: 'PAGE', config: cfg });
    expect(fee.lines).toEqual([{ description: 'Additional pages (2 x $0.25)', cents: 50 }]);
    expect(fee.rates).toMatchObject({ documentCents: 0, firstPageCents: 0, additionalPageCents: 25 });
  });
});
