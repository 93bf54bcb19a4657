// The code lists of the demo counties: document types, instrument groups, instrument codes (with the pages a
// recorded copy usually has) and other lot codes. Plats are made per county (plats.ts).
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';

export type ProfileId = 'minnesota' | 'marianas';

export interface Instrument {
  code: string;
  description: string;
  group: string;
  /** pages of a recorded copy: [fewest, most] (1 to 6) */
  pages: readonly [number, number];
  /** only in this county; both when absent */
  only?: ProfileId;
}

export const instrumentGroups: CodeRow[] = [
  { code: 'DEED', description: 'Deeds and conveyances' },
  { code: 'MORTGAGE', description: 'Mortgages, assignments and satisfactions' },
  { code: 'LIEN', description: 'Liens and releases' },
  { code: 'PLAT', description: 'Plats, surveys and declarations' },
  { code: 'LEASE', description: 'Leases' },
  { code: 'PROBATE', description: 'Probate, death and survivorship' },
  { code: 'MISC', description: 'Miscellaneous' },
];

export const instruments: Instrument[] = [
  { code: 'WD', description: 'Warranty Deed', group: 'DEED', pages: [1, 3] },
  { code: 'QCD', description: 'Quit Claim Deed', group: 'DEED', pages: [1, 2] },
  { code: 'LWD', description: 'Limited Warranty Deed', group: 'DEED', pages: [2, 3] },
  { code: 'TD', description: "Trustee's Deed", group: 'DEED', pages: [2, 3] },
  { code: 'PRD', description: "Personal Representative's Deed", group: 'DEED', pages: [2, 3] },
  { code: 'CD', description: 'Contract for Deed', group: 'DEED', pages: [3, 6], only: 'minnesota' },
  { code: 'ACD', description: 'Assignment of Contract for Deed', group: 'DEED', pages: [1, 2], only: 'minnesota' },
  { code: 'SHC', description: "Sheriff's Certificate of Sale", group: 'DEED', pages: [2, 3] },
  { code: 'DOG', description: 'Deed of Gift', group: 'DEED', pages: [1, 3], only: 'marianas' },
  { code: 'MTG', description: 'Mortgage', group: 'MORTGAGE', pages: [4, 6] },
  { code: 'SAT', description: 'Satisfaction of Mortgage', group: 'MORTGAGE', pages: [1, 1] },
  { code: 'PREL', description: 'Partial Release of Mortgage', group: 'MORTGAGE', pages: [1, 2] },
  { code: 'AOM', description: 'Assignment of Mortgage', group: 'MORTGAGE', pages: [1, 2] },
  { code: 'MOD', description: 'Modification of Mortgage', group: 'MORTGAGE', pages: [2, 4] },
  { code: 'SUB', description: 'Subordination Agreement', group: 'MORTGAGE', pages: [2, 3] },
  { code: 'FTL', description: 'Notice of Federal Tax Lien', group: 'LIEN', pages: [1, 2] },
  { code: 'STL', description: 'Notice of State Tax Lien', group: 'LIEN', pages: [1, 1] },
  { code: 'RFTL', description: 'Release of Federal Tax Lien', group: 'LIEN', pages: [1, 1] },
  { code: 'RSTL', description: 'Release of State Tax Lien', group: 'LIEN', pages: [1, 1] },
  { code: 'AMTL', description: 'Amended or Refiled Notice of Tax Lien', group: 'LIEN', pages: [1, 1] },
  { code: 'RVTL', description: 'Revocation of Certificate of Release of Tax Lien', group: 'LIEN', pages: [1, 1] },
  { code: 'MECH', description: "Mechanic's Lien Statement", group: 'LIEN', pages: [1, 3] },
  { code: 'RML', description: "Release of Mechanic's Lien", group: 'LIEN', pages: [1, 1] },
  { code: 'JDG', description: 'Judgment', group: 'LIEN', pages: [1, 2] },
  { code: 'PLAT', description: 'Plat', group: 'PLAT', pages: [1, 3] },
  { code: 'CIC', description: 'Common Interest Community Plat', group: 'PLAT', pages: [2, 4], only: 'minnesota' },
  { code: 'RLS', description: 'Registered Land Survey', group: 'PLAT', pages: [1, 2], only: 'minnesota' },
  { code: 'DECL', description: 'Declaration of Covenants', group: 'PLAT', pages: [4, 6] },
  { code: 'SURV', description: 'Survey Map', group: 'PLAT', pages: [1, 2], only: 'marianas' },
  { code: 'LSE', description: 'Lease', group: 'LEASE', pages: [4, 6] },
  { code: 'MLS', description: 'Memorandum of Lease', group: 'LEASE', pages: [1, 2] },
  { code: 'ALS', description: 'Assignment of Lease', group: 'LEASE', pages: [1, 2] },
  { code: 'TLS', description: 'Termination of Lease', group: 'LEASE', pages: [1, 1] },
  { code: 'DC', description: 'Death Certificate', group: 'PROBATE', pages: [1, 1] },
  { code: 'ASJT', description: 'Affidavit of Survivorship', group: 'PROBATE', pages: [1, 2] },
  { code: 'FDD', description: 'Final Decree of Distribution', group: 'PROBATE', pages: [2, 4] },
  { code: 'LTR', description: 'Letters Testamentary', group: 'PROBATE', pages: [1, 1] },
  { code: 'EAS', description: 'Easement', group: 'MISC', pages: [2, 4] },
  { code: 'AFF', description: 'Affidavit', group: 'MISC', pages: [1, 2] },
  { code: 'POA', description: 'Power of Attorney', group: 'MISC', pages: [2, 4] },
  { code: 'CTR', description: 'Certificate of Trust', group: 'MISC', pages: [2, 3] },
  { code: 'DIS', description: 'Decree of Dissolution of Marriage', group: 'MISC', pages: [2, 4] },
  { code: 'AGR', description: 'Agreement', group: 'MISC', pages: [2, 4] },
  { code: 'LP', description: 'Notice of Lis Pendens', group: 'MISC', pages: [1, 2] },
  { code: 'ORD', description: 'Court Order', group: 'MISC', pages: [1, 3] },
  { code: 'RES', description: 'Resolution', group: 'MISC', pages: [1, 2] },
  { code: 'DREG', description: 'Decree of Registration', group: 'MISC', pages: [2, 3], only: 'minnesota' },
  { code: 'DOO', description: 'Determination of Ownership', group: 'MISC', pages: [1, 2], only: 'marianas' },
];

const byCode = new Map(instruments.map((i) => [i.code, i]));

export function instrument(code: string): Instrument {
  const found = byCode.get(code);
  if (!found) throw new Error(`no instrument code ${code}`);
  return found;
}

export function instrumentCodes(profile: ProfileId): InstrumentCodeRow[] {
  return instruments
    .filter((i) => !i.only || i.only === profile)
    .map((i) => ({ code: i.code, description: i.description, group: i.group }));
}

/** Image document types: documents, liens, index book pages, tract book pages. 'C' is left free because a Torrens
 *  certificate's image id is C + its number. */
export const DOC_TYPE = {
  abstract: 'A',
  torrens: 'T',
  lien: 'L',
  indexBook: 'G',
  tractBook: 'B',
} as const;

export function documentTypes(profile: ProfileId): CodeRow[] {
  if (profile === 'marianas') {
    return [
      { code: DOC_TYPE.abstract, description: 'Land Record' },
      { code: DOC_TYPE.lien, description: 'Tax Lien' },
    ];
  }
  return [
    { code: DOC_TYPE.abstract, description: 'Abstract' },
    { code: DOC_TYPE.torrens, description: 'Torrens' },
    { code: DOC_TYPE.lien, description: 'Tax Lien' },
    { code: DOC_TYPE.indexBook, description: 'Grantor-Grantee Index Book' },
    { code: DOC_TYPE.tractBook, description: 'Tract Book' },
  ];
}

export const otherLotCodes: CodeRow[] = [
  { code: 'GL', description: 'Government Lot' },
  { code: 'OL', description: 'Outlot' },
  { code: 'TR', description: 'Tract' },
  { code: 'PCL', description: 'Parcel' },
];
