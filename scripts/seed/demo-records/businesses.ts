// Businesses and trusts as parties: lenders of their era (a bank appears only in the years it did business),
// title companies, LLCs and builders, family and revocable trusts. A business has its whole name in lastName.
import { givenFirst, type NameBook, type Party, person } from './names.ts';
import { type Random, Weighted } from './random.ts';

/** [name, first year, last year, weight] */
export type Lender = readonly [string, number, number, number];

export const minnesotaLenders: Lender[] = [
  ['NORTHWESTERN NATIONAL BANK OF MINNEAPOLIS', 1950, 1983, 6],
  ['FIRST NATIONAL BANK OF MINNEAPOLIS', 1950, 1982, 5],
  ['TWIN CITY FEDERAL SAVINGS AND LOAN ASSOCIATION', 1950, 1986, 6],
  ['FEDERAL LAND BANK OF SAINT PAUL', 1950, 1988, 3],
  ['HOME FEDERAL SAVINGS BANK', 1950, 2014, 4],
  ['BREMER BANK NATIONAL ASSOCIATION', 1950, 2026, 4],
  ['LAKEWOOD STATE BANK', 1950, 2026, 5],
  ['FIRST NATIONAL BANK OF LAKEWOOD', 1950, 2026, 4],
  ['FIRST BANK NATIONAL ASSOCIATION', 1982, 1997, 6],
  ['NORWEST BANK MINNESOTA NA', 1983, 2000, 8],
  ['TCF NATIONAL BANK', 1986, 2021, 6],
  ['MINNESOTA HOUSING FINANCE AGENCY', 1975, 2026, 2],
  ['FARM CREDIT SERVICES OF AMERICA', 1989, 2026, 2],
  ['US BANK NATIONAL ASSOCIATION', 1997, 2026, 9],
  ['WELLS FARGO BANK NA', 1999, 2026, 12],
  ['MORTGAGE ELECTRONIC REGISTRATION SYSTEMS INC', 1998, 2026, 10],
  ['QUICKEN LOANS INC', 2003, 2019, 3],
  ['ROCKET MORTGAGE LLC', 2020, 2026, 4],
  ['GUARANTEED RATE INC', 2008, 2026, 3],
  ['CITIZENS INDEPENDENT BANK', 1960, 2026, 2],
  ['BELL STATE BANK AND TRUST', 2005, 2026, 2],
];

export const minnesotaAssignees: Lender[] = [
  ['FEDERAL NATIONAL MORTGAGE ASSOCIATION', 1968, 2026, 6],
  ['FEDERAL HOME LOAN MORTGAGE CORPORATION', 1971, 2026, 5],
  ['GOVERNMENT NATIONAL MORTGAGE ASSOCIATION', 1970, 2026, 2],
  ['US BANK NATIONAL ASSOCIATION AS TRUSTEE', 1997, 2026, 2],
  ['WELLS FARGO BANK NA AS TRUSTEE', 1999, 2026, 2],
  ['NATIONSTAR MORTGAGE LLC', 2008, 2026, 2],
  ['FIRST BANK NATIONAL ASSOCIATION', 1982, 1997, 2],
  ['NORWEST MORTGAGE INC', 1985, 2000, 3],
  ['MINNESOTA HOUSING FINANCE AGENCY', 1975, 2026, 1],
];

export const marianasLenders: Lender[] = [
  ['BANK OF HAWAII', 1950, 2026, 6],
  ['ECONOMIC DEVELOPMENT LOAN FUND', 1960, 1979, 3],
  ['BANK OF GUAM', 1972, 2026, 8],
  ['COMMONWEALTH DEVELOPMENT AUTHORITY', 1979, 2026, 4],
  ['NORTHERN MARIANAS HOUSING CORPORATION', 1978, 2026, 5],
  ['BANK OF SAIPAN', 1986, 2026, 5],
  ['CITIBANK NA', 1980, 2013, 3],
  ['FIRST HAWAIIAN BANK', 1990, 2015, 3],
  ['BANKPACIFIC LTD', 1990, 2026, 3],
  ['ASC TRUST LLC', 2002, 2026, 1],
];

export const marianasAssignees: Lender[] = [
  ['BANK OF GUAM', 1972, 2026, 3],
  ['ASC TRUST LLC', 2002, 2026, 2],
  ['BANK OF SAIPAN', 1986, 2026, 2],
  ['FEDERAL NATIONAL MORTGAGE ASSOCIATION', 1990, 2026, 1],
];

/** Lenders by year, each year's table built once. */
export class LenderTable {
  private readonly byYear = new Map<number, Weighted<string>>();
  constructor(private readonly lenders: readonly Lender[]) {}

  pick(rng: Random, year: number): Party {
    let table = this.byYear.get(year);
    if (!table) {
      const active = this.lenders.filter(([, from, to]) => from <= year && year <= to);
      table = new Weighted((active.length ? active : this.lenders).map(([name, , , w]) => [name, w] as const));
      this.byYear.set(year, table);
    }
    return { lastName: table.sample(rng) };
  }
}

const LLC_WORDS = [
  'NORTH STAR',
  'BIRCHWOOD',
  'TIMBERLINE',
  'LAKEVIEW',
  'PRAIRIE',
  'TWIN LAKES',
  'RED PINE',
  'SUMMIT',
  'KEYSTONE',
  'HERITAGE',
  'PINNACLE',
  'BLUE HERON',
  'WILLOW CREEK',
  'IRON RANGE',
  'GOLDEN POND',
  'CEDAR RIDGE',
  'SILVER MAPLE',
  'OAKWOOD',
  'STONEGATE',
  'RIVERBEND',
];
const LLC_ENDINGS = [
  'LLC',
  'PROPERTIES LLC',
  'HOLDINGS LLC',
  'INVESTMENTS LLC',
  'REAL ESTATE LLC',
  'RENTALS LLC',
  'INC',
  'PARTNERSHIP',
];
const BUILDER_ENDINGS = ['HOMES INC', 'DEVELOPMENT LLC', 'BUILDERS INC', 'CONSTRUCTION INC', 'LAND COMPANY'];

export function llc(rng: Random, words: readonly string[] = LLC_WORDS): Party {
  return { lastName: `${rng.pick(words)} ${rng.pick(LLC_ENDINGS)}` };
}

export function builder(rng: Random, words: readonly string[] = LLC_WORDS): Party {
  return { lastName: `${rng.pick(words)} ${rng.pick(BUILDER_ENDINGS)}` };
}

/** 'JOHN A SMITH REVOCABLE TRUST', 'SMITH FAMILY TRUST' ... for the given settlor (or someone new). */
export function trust(rng: Random, names: NameBook, settlor?: Party): Party {
  const p = settlor ?? person(rng, names);
  const roll = rng.next();
  if (roll < 0.5) return { lastName: `${givenFirst(p)} REVOCABLE TRUST` };
  if (roll < 0.75) return { lastName: `${p.lastName} FAMILY TRUST` };
  if (roll < 0.9) return { lastName: `${givenFirst(p)} LIVING TRUST` };
  return { lastName: `${p.lastName} IRREVOCABLE TRUST` };
}

export const isBusiness = (p: Party) => !p.firstName;
