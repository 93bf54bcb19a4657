// Matches Exactly compares only the legal fields the county's form shows: a hidden field (municipality, QQQ, the
// MB other lot ... with their landlink flag off) is never asked to be blank.
import type { Legal } from '@portal/shared/records/legal';
import { describe, expect, it } from 'vitest';
import { hiddenLegalFields, matchesShownFields } from '../exact-legal.ts';

const mbLegal: Legal = {
  kind: 'MB',
  section: 3,
  township: 136,
  range: 34,
  q: 'SE',
  qq: 'NW',
  municipality: 'QUAMBA NORTH TWP',
  otherLot: undefined,
};
const criteria = { legalType: 'MB', searchMethod: 'EXACT', section: '3', township: '136', range: '34' } as const;

describe('hiddenLegalFields', () => {
  it('hides what the county flags turn off', () => {
    expect([...hiddenLegalFields({ qqq: true, sublot: true, mbOtherLot: true }, 'MB')].sort()).toEqual([
      'base',
      'meridian',
      'municipality',
      'qqqq',
    ]);
    expect([...hiddenLegalFields({ sublot: false }, 'LB')]).toEqual(['sublot']);
    expect(
      hiddenLegalFields(
        { qqqq: true, qqq: true, baseline: true, meridian: true, municipality: true, mbOtherLot: true },
        'MB',
      ).size,
    ).toBe(0);
  });
});

describe('matchesShownFields', () => {
  const hidden = hiddenLegalFields({ qqq: true, mbOtherLot: true }, 'MB');

  it('finds a legal whose shown fields all equal the form, whatever its hidden municipality', () => {
    expect(matchesShownFields({ ...criteria, q: 'SE', qq: 'NW' }, mbLegal, hidden)).toBe(true);
  });

  it('still asks a shown blank field to be blank, and every given field to be equal', () => {
    expect(matchesShownFields({ ...criteria, q: 'SE' }, mbLegal, hidden)).toBe(false);
    expect(matchesShownFields({ ...criteria, q: 'SE', qq: 'NE' }, mbLegal, hidden)).toBe(false);
    expect(matchesShownFields({ ...criteria, section: '4', q: 'SE', qq: 'NW' }, mbLegal, hidden)).toBe(false);
  });

  it('asks the municipality to be blank when the county shows it', () => {
    const shown = hiddenLegalFields({ qqq: true, mbOtherLot: true, municipality: true }, 'MB');
    expect(matchesShownFields({ ...criteria, q: 'SE', qq: 'NW' }, mbLegal, shown)).toBe(false);
    expect(
      matchesShownFields({ ...criteria, q: 'SE', qq: 'NW', municipality: 'Quamba North Twp' }, mbLegal, shown),
    ).toBe(true);
  });
});
