import { describe, expect, it } from 'vitest';
import { readGroup, searchTypeKeys } from '../config/groups.ts';
import { detailsFee } from './details-fee.ts';
import { searchFee } from './search-fee.ts';
import type { FeeConfig } from './types.ts';

const config = (applyAlternateRates: boolean): FeeConfig => ({
  aLaCarte: readGroup('aLaCarte', {
    searchByName: 100,
    searchByTorrensCertificateNumber: 150,
    searchByTractBook: 175,
    documentDetails: 50,
    taxLienDetails: 75,
  }),
  aLaCarteSpecialRates: readGroup('aLaCarteSpecialRates', {
    applySpecialRates: true,
    rates: [{ documentType: '0', documentRate: 999 }],
  }),
  creditCard: readGroup('creditCard', {
    applyAlternateRates,
    searchByNameCreditCard: 125,
    documentDetailsCreditCard: 60,
    taxLienDetailsCreditCard: 0,
  }),
});

describe('searchFee', () => {
  it('prices each search type from its a la carte field', () => {
    expect(searchFee({ searchType: 'Name', config: config(false) })).toEqual({
      cents: 100,
      lines: [{ description: 'Name search', cents: 100 }],
      schedule: 'A_LA_CARTE',
    });
    expect(searchFee({ searchType: 'TorrensCertificate', config: config(false) }).cents).toBe(150);
    expect(searchFee({ searchType: 'TractBookId', config: config(false) }).cents).toBe(175);
    expect(searchFee({ searchType: 'TractBookLegal', config: config(false) }).cents).toBe(175);
  });

  it('a free search has no line; every search type has a price field', () => {
    for (const searchType of searchTypeKeys) {
      const fee = searchFee({ searchType, config: { aLaCarte: readGroup('aLaCarte', {}) } });
      expect(fee).toEqual({ cents: 0, lines: [], schedule: 'A_LA_CARTE' });
    }
  });

  it('uses the credit-card price only for card payers when alternate rates are on', () => {
    expect(searchFee({ searchType: 'Name', config: config(true), paymentMethod: 'CREDIT_CARD' })).toEqual({
      cents: 125,
      lines: [{ description: 'Name search', cents: 125 }],
      schedule: 'CREDIT_CARD',
    });
    expect(searchFee({ searchType: 'Name', config: config(false), paymentMethod: 'CREDIT_CARD' }).cents).toBe(100);
    expect(searchFee({ searchType: 'Name', config: config(true), paymentMethod: 'ESCROW' }).cents).toBe(100);
    expect(searchFee({ searchType: 'Name', config: config(true) }).cents).toBe(100);
    // the alternate list replaces the a la carte one: a field it leaves at 0 is free, not the a la carte price
    expect(searchFee({ searchType: 'TorrensCertificate', config: config(true), paymentMethod: 'CREDIT_CARD' })).toEqual(
      { cents: 0, lines: [], schedule: 'CREDIT_CARD' },
    );
  });

  it('refuses a price that is not integer cents', () => {
    expect(() => searchFee({ searchType: 'Name', config: { aLaCarte: { searchByName: 1.5 } } })).toThrow(RangeError);
    expect(() => searchFee({ searchType: 'Name', config: { aLaCarte: { searchByName: '1' } } })).toThrow(TypeError);
  });
});

describe('detailsFee', () => {
  it('prices document and tax lien details, special rates aside', () => {
    expect(detailsFee({ kind: 'DOCUMENT', config: config(false) })).toEqual({
      cents: 50,
      lines: [{ description: 'Document details', cents: 50 }],
      schedule: 'A_LA_CARTE',
    });
    expect(detailsFee({ kind: 'TAX_LIEN', config: config(false) }).lines).toEqual([
      { description: 'Tax lien details', cents: 75 },
    ]);
  });

  it('uses the credit-card details prices for card payers under alternate rates', () => {
    const ctx = { config: config(true), paymentMethod: 'CREDIT_CARD' as const };
    expect(detailsFee({ kind: 'DOCUMENT', ...ctx }).cents).toBe(60);
    expect(detailsFee({ kind: 'TAX_LIEN', ...ctx })).toEqual({ cents: 0, lines: [], schedule: 'CREDIT_CARD' });
  });
});
