// A tax lien taxpayer given as the lien pane shows it ('LAST, FIRST MI'), as its taxpayer link sends it.
import { describe, expect, it } from 'vitest';
import { taxpayerParts } from '../query-criteria.ts';

const blank = { taxpayerFirstName: '', taxpayerMiddleInitial: '' };

describe('taxpayerParts', () => {
  it('splits a display name into last name, first name and initial', () => {
    expect(taxpayerParts({ ...blank, taxpayerName: 'ANDERSON, ERIK' })).toEqual({
      taxpayerName: 'ANDERSON',
      taxpayerFirstName: 'ERIK',
      taxpayerMiddleInitial: '',
    });
    expect(taxpayerParts({ ...blank, taxpayerName: 'Owens, Mary J' })).toEqual({
      taxpayerName: 'Owens',
      taxpayerFirstName: 'Mary',
      taxpayerMiddleInitial: 'J',
    });
  });

  it('leaves a business name, or a name whose first name was typed apart, as it is', () => {
    const business = { ...blank, taxpayerName: 'RIVERBEND INC' };
    expect(taxpayerParts(business)).toBe(business);
    const typed = { taxpayerName: 'Smith, J', taxpayerFirstName: 'John', taxpayerMiddleInitial: '' };
    expect(taxpayerParts(typed)).toBe(typed);
  });
});
