import { describe, expect, it } from 'vitest';
import { buildChain } from './build-chain.ts';
import type { ChainDocument } from './chain.ts';
import { chainRoleOf } from './roles.ts';

const groups: Record<string, string> = { WD: 'DEED', MTG: 'MORTGAGE', SAT: 'MORTGAGE', AOM: 'MORTGAGE' };
const d = (n: number, code: string, date: string, more: Partial<ChainDocument> = {}): ChainDocument => ({
  docId: `A${n}`,
  displayNumber: String(n),
  instrumentCode: code,
  instrumentDescription: code,
  instrumentGroup: groups[code] ?? '',
  recordedDateTime: `${date}T09:00`,
  grantors: ['SELLER'],
  grantees: ['BUYER'],
  references: [],
  ...more,
});

describe('chainRoleOf', () => {
  it('names the demo codes and falls back to the group and the words of a county code', () => {
    expect(chainRoleOf('SAT', 'MORTGAGE', 'Satisfaction of Mortgage')).toBe('satisfaction');
    expect(chainRoleOf('XREL', 'MTG', 'Release of Mortgage')).toBe('satisfaction');
    expect(chainRoleOf('XPR', 'MTG', 'Partial Release of Mortgage')).toBe('partialRelease');
    expect(chainRoleOf('XFR', 'LIEN', 'Certificate of Release of Federal Tax Lien')).toBe('lienRelease');
    expect(chainRoleOf('XAM', 'MORTGAGE', 'Assignment of Mortgage')).toBe('assignment');
    expect(chainRoleOf('XWD', 'DEEDS', 'Warranty Deed')).toBe('conveyance');
    expect(chainRoleOf('XDT', 'MTG', 'Mortgage')).toBe('mortgage');
    expect(chainRoleOf('XJ', 'LIEN', 'Judgment')).toBe('lien');
    expect(chainRoleOf('XE', 'MISC', 'Utility Easement')).toBe('easement');
    expect(chainRoleOf('AFF', 'MISC', 'Affidavit')).toBe('other');
    // title passes without a deed: heirs, survivors, a determination of ownership
    expect(chainRoleOf('FDD', 'PROBATE', 'Final Decree of Distribution')).toBe('conveyance');
    expect(chainRoleOf('XSV', 'PROBATE', 'Affidavit of Survivorship')).toBe('conveyance');
    expect(chainRoleOf('XDO', 'MISC', 'Determination of Ownership')).toBe('conveyance');
  });
});

describe('buildChain', () => {
  const chain = buildChain(
    [
      d(5, 'SAT', '2015-02-01', { grantors: ['BANK A'], grantees: ['JONES'], references: ['A2'] }),
      d(1, 'WD', '2001-01-01', { grantors: ['SMITH'], grantees: ['JONES'] }),
      d(2, 'MTG', '2001-01-01', { grantors: ['JONES'], grantees: ['BANK A'], mortgageAmountCents: 100_00 }),
      d(4, 'MTG', '2015-01-10', { grantors: ['JONES'], grantees: ['BANK B'], mortgageAmountCents: 200_00 }),
      d(6, 'AOM', '2016-01-01', { grantors: ['BANK B'], grantees: ['FANNIE'], references: ['A4'] }),
      d(7, 'MOD', '2017-01-01', { references: ['A4'], mortgageAmountCents: 180_00 }),
      d(8, 'FTL', '2018-01-01', { grantors: ['JONES'], grantees: ['USA'] }),
      d(9, 'RFTL', '2019-01-01', { references: ['A8', 'A77'] }),
      d(10, 'STL', '2019-05-01', { grantors: ['JONES'] }),
      d(11, 'RSTL', '2019-06-01', { references: ['A10'] }),
      d(12, 'RVTL', '2019-07-01', { references: ['A10'] }),
      d(13, 'WD', '2020-01-01', { grantors: ['JONES'], grantees: ['LEE', 'LEE'], references: ['L500'] }),
      d(14, 'EAS', '2020-02-01'),
    ],
    new Map([['L500', 'Notice of Federal Tax Lien']]),
  );
  const ids = (xs: Array<{ docId: string }>) => xs.map((x) => x.docId);

  it('lists the documents in recorded order, grouped', () => {
    expect(ids(chain.documents)).toEqual([
      'A1',
      'A2',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
      'A9',
      'A10',
      'A11',
      'A12',
      'A13',
      'A14',
    ]);
    expect(chain.groups).toEqual([
      { group: 'conveyances', docIds: ['A1', 'A13'] },
      { group: 'mortgages', docIds: ['A2', 'A4', 'A5', 'A6', 'A7'] },
      { group: 'liens', docIds: ['A8', 'A9', 'A10', 'A11', 'A12'] },
      { group: 'platsAndEasements', docIds: ['A14'] },
    ]);
  });

  it('vests the land in the grantees of the last conveyance', () => {
    expect(chain.vestedOwner).toMatchObject({ names: ['LEE', 'LEE'], deed: 'A13' });
  });

  it('links releases, keeps what nothing released open (oldest first) and follows assignments and modifications', () => {
    expect(chain.openEncumbrances.map((x) => [x.docId, x.amountCents, x.holders])).toEqual([
      ['A4', 180_00, ['FANNIE']],
      ['A10', undefined, ['BUYER']],
    ]);
    expect(chain.openEncumbrances[0]).toMatchObject({ originalAmountCents: 200_00, assignments: ['A6'] });
    expect(chain.openEncumbrances[1]).toMatchObject({ revokedBy: ['A12'], releasedBy: [] });
    expect(chain.releasedEncumbrances.map((x) => [x.docId, x.releasedBy])).toEqual([
      ['A2', ['A5']],
      ['A8', ['A9']],
    ]);
  });

  it('says where each reference points', () => {
    const at = (id: string) => chain.documents.find((e) => e.docId === id)!;
    expect(at('A9').references).toEqual([
      { docId: 'A8', status: 'inChain' },
      { docId: 'A77', status: 'notOnFile' },
    ]);
    expect(at('A13').references).toEqual([
      { docId: 'L500', status: 'onFileElsewhere', description: 'Notice of Federal Tax Lien' },
    ]);
    expect(at('A4').referencedBy).toEqual(['A6', 'A7']);
    expect(chain.missingReferences).toEqual([{ from: 'A9', docId: 'A77' }]);
  });

  it('answers an empty chain with no owner and nothing open', () => {
    expect(buildChain([])).toEqual({
      documents: [],
      groups: [],
      vestedOwner: undefined,
      openEncumbrances: [],
      releasedEncumbrances: [],
      missingReferences: [],
    });
  });
});
