// Lakewood County, Minnesota: public land survey sections (townships 130-140, ranges 25-35), plats with lots and
// blocks around its cities, condominiums and registered land surveys, Torrens land, book and page, parcel ids like
// 12.345.6789 (stored as digits), street addresses.

import { LenderTable, llc, minnesotaAssignees, minnesotaLenders } from './businesses.ts';
import { interpolate } from './calendar.ts';
import { cityTable, OLD_STREETS, RURAL_ROADS, townshipName } from './minnesota-places.ts';
import { minnesotaPlats } from './minnesota-plats.ts';
import { household, minnesotaNames } from './names.ts';
import { lotLegal, lotLegalText } from './plats.ts';
import type { CountyProfile, LegalInput, Parcel, TransactionKind } from './profile.ts';
import type { Random } from './random.ts';

const COUNTY = 'Lakewood County, Minnesota';

const QUARTERS = ['NE', 'NW', 'SE', 'SW'] as const;
const QUARTER_WORDS: Record<string, string> = {
  NE: 'Northeast Quarter',
  NW: 'Northwest Quarter',
  SE: 'Southeast Quarter',
  SW: 'Southwest Quarter',
};

const TITLE_COMPANIES = [
  'NORTHWOODS TITLE COMPANY',
  'LAKEWOOD ABSTRACT AND TITLE CO',
  'NORTH STAR TITLE INC',
  'LAKES AREA TITLE LLC',
  'HERITAGE ABSTRACT CO',
  'PRAIRIE TITLE SERVICES INC',
];

const refinanceBoom = (year: number) =>
  interpolate(
    [
      [1950, 0.5],
      [1985, 0.8],
      [1986, 1.6],
      [1988, 0.9],
      [1993, 2.0],
      [1995, 0.9],
      [1998, 2.0],
      [2000, 1.0],
      [2003, 2.6],
      [2006, 1.0],
      [2009, 1.4],
      [2012, 2.0],
      [2014, 1.0],
      [2020, 2.8],
      [2021, 2.6],
      [2022, 0.6],
      [2024, 0.4],
      [2026, 0.7],
    ],
    year,
  );

const foreclosureWave = (year: number) =>
  interpolate(
    [
      [1950, 0.6],
      [1982, 1.0],
      [1985, 2.0],
      [1988, 1.0],
      [2006, 1.0],
      [2009, 3.0],
      [2012, 2.0],
      [2015, 0.8],
      [2026, 0.6],
    ],
    year,
  );

export function minnesotaProfile(): CountyProfile {
  const pidCounters = new Map<string, number>();
  const parcelId = (place: number, sub: number) => {
    const prefix = `${String(place).padStart(2, '0')}${String(sub % 1000).padStart(3, '0')}`;
    const next = (pidCounters.get(prefix) ?? 0) + 1;
    pidCounters.set(prefix, next);
    return `${prefix}${String(next % 10000).padStart(4, '0')}`;
  };
  const placeCode = (township: number, range: number) => 10 + (((township - 130) * 11 + (range - 25)) % 90);
  const names = minnesotaNames;

  const value = (rng: Random, center: number) => Math.max(0.2, center * Math.exp(rng.normal() * 0.35));

  return {
    id: 'minnesota',
    countyName: 'LAKEWOOD COUNTY, MINNESOTA',
    office: 'OFFICE OF THE COUNTY RECORDER',
    recorder: 'DANA LINDQVIST, COUNTY RECORDER',
    names,
    lenders: new LenderTable(minnesotaLenders),
    assignees: new LenderTable(minnesotaAssignees),
    titleCompanies: TITLE_COMPANIES,
    yearWeights: [
      [1950, 30],
      [1960, 40],
      [1970, 55],
      [1978, 80],
      [1982, 55],
      [1986, 90],
      [1990, 85],
      [1993, 120],
      [1995, 90],
      [1998, 125],
      [2001, 140],
      [2003, 190],
      [2005, 160],
      [2007, 120],
      [2010, 95],
      [2012, 130],
      [2015, 110],
      [2019, 125],
      [2020, 175],
      [2021, 185],
      [2022, 120],
      [2023, 90],
      [2026, 100],
    ],
    realVolume: (year) =>
      interpolate(
        [
          [1950, 6000],
          [1980, 15000],
          [2003, 42000],
          [2010, 26000],
          [2021, 39000],
          [2026, 27000],
        ],
        year,
      ),
    docNumber: (year, seq) => `${year}${String(seq).padStart(6, '0')}`,
    medianPrice: (year) =>
      interpolate(
        [
          [1950, 9000],
          [1960, 12500],
          [1970, 20000],
          [1975, 33000],
          [1980, 58000],
          [1985, 70000],
          [1990, 82000],
          [1995, 100000],
          [2000, 135000],
          [2006, 225000],
          [2011, 165000],
          [2016, 215000],
          [2020, 265000],
          [2022, 320000],
          [2026, 345000],
        ],
        year,
      ),
    torrensShare: 0.25,
    bookPage: true,
    taxAuthorities: {
      FEDERAL: { lastName: 'INTERNAL REVENUE SERVICE' },
      STATE: { lastName: 'MINNESOTA DEPARTMENT OF REVENUE' },
    },
    lienNumber: (rng, type, year) =>
      type === 'FEDERAL'
        ? String(rng.int(100_000_000, 999_999_999))
        : `ST${String(year % 100).padStart(2, '0')}${String(rng.int(0, 999_999)).padStart(6, '0')}`,
    taxpayerAddress: (rng) => {
      const city = cityTable.sample(rng);
      return `${rng.int(100, 9999)} ${rng.pick(OLD_STREETS)} ${city.name} MN ${city.zip}`;
    },

    plats(rng, documents) {
      return minnesotaPlats(rng, documents, this.yearWeights, names);
    },

    lotParcel(rng, plat, block, lot) {
      const legals: LegalInput[] = [lotLegal(plat, block, lot)];
      if (plat.kind === 'SUBDIVISION' && lot < plat.lotsPerBlock && rng.chance(0.08)) {
        legals.push(lotLegal(plat, block, lot + 1));
      } else if (plat.kind === 'SUBDIVISION' && rng.chance(0.015)) {
        (legals[0] as { sublot?: string }).sublot = rng.pick(['A', 'B']);
      }
      const index = (Math.max(block, 1) - 1) * plat.lotsPerBlock + lot;
      const street = plat.streets[(block + lot) % plat.streets.length] as string;
      const legalText = `${legals.map((l) => lotLegalText(plat, l)).join(' and ')}, ${COUNTY}`;
      return parcel({
        key: `${plat.code}/${block}/${lot}`,
        legals,
        legalText,
        parcelId: parcelId(placeCode(plat.township ?? 134, plat.range ?? 29), Number(plat.code.slice(1))),
        address: {
          streetNumber: String(plat.houseBase + index * 2 + (block % 2)),
          streetName: street,
          city: plat.municipality,
        },
        plat,
        value: value(rng, plat.kind === 'CONDOMINIUM' ? 0.7 : 1.1),
        torrens: plat.torrens,
      });
    },

    unplattedParcel(rng) {
      const township = rng.int(130, 140);
      const range = rng.int(25, 35);
      const section = rng.int(1, 36);
      const q = rng.pick(QUARTERS);
      const municipality = townshipName(township, range);
      const legal: LegalInput & { kind: 'MB' } = { kind: 'MB', section, township, range, q, municipality };
      let text: string;
      const where = `Section ${section}, Township ${township}, Range ${range}`;
      if (rng.chance(0.12)) {
        legal.otherLotType = 'GL';
        legal.otherLot = String(rng.int(1, 6));
        text = `Government Lot ${legal.otherLot}, ${where}`;
      } else {
        legal.qq = rng.pick(QUARTERS);
        text = `The ${QUARTER_WORDS[legal.qq]} of the ${QUARTER_WORDS[q]} of ${where}`;
        if (rng.chance(0.3)) {
          legal.qqq = rng.pick(QUARTERS);
          text = `The ${QUARTER_WORDS[legal.qqq]} of the ${QUARTER_WORDS[legal.qq]} of the ${QUARTER_WORDS[q]} of ${where}`;
        }
      }
      if (rng.chance(0.35)) {
        legal.description = metesAndBounds(rng, text);
        text = legal.description;
      }
      const city = cityTable.sample(rng);
      return parcel({
        key: `MB/${township}/${range}/${section}/${q}/${legal.qq ?? ''}/${legal.qqq ?? ''}/${legal.otherLot ?? ''}/${rng.int(0, 3)}`,
        legals: [legal],
        legalText: `${text}, ${COUNTY}`,
        parcelId: parcelId(placeCode(township, range), section),
        address: {
          streetNumber: String(rng.int(1000, 49999)),
          streetName: rng.pick(RURAL_ROADS)(rng),
          city: city.name,
        },
        value: value(rng, 1.2),
        torrens: rng.chance(0.12),
      });
    },
    unplattedShare: 0.22,

    easementHolder(rng, p) {
      const city = p.address?.city ?? 'LAKEWOOD';
      return {
        lastName: rng.pick([
          'NORTHERN STATES POWER COMPANY',
          'LAKEWOOD ELECTRIC COOPERATIVE',
          'LAKEWOOD TELEPHONE COMPANY',
          `CITY OF ${city}`,
          'COUNTY OF LAKEWOOD',
          'NORTHERN NATURAL GAS COMPANY',
        ]),
      };
    },

    government: (rng, p) => ({
      lastName: rng.chance(0.7) ? `CITY OF ${p.address?.city ?? 'LAKEWOOD'}` : 'COUNTY OF LAKEWOOD',
    }),
    court: () => ({ lastName: 'DISTRICT COURT LAKEWOOD COUNTY' }),
    lessee: (rng) => (rng.chance(0.7) ? [llc(rng)] : household(rng, names)),

    displayOnly(rng, code, p, year) {
      const out: Array<{ label: string; value: string }> = [];
      if (['WD', 'LWD', 'TD', 'PRD', 'CD'].includes(code)) {
        if (year >= 2014) out.push({ label: 'eCRV Number', value: String(rng.int(100000, 1999999)) });
        else if (year >= 1980) out.push({ label: 'CRV Number', value: String(rng.int(10000, 999999)) });
        if (year >= 1990 && rng.chance(0.4)) {
          out.push({
            label: 'Well Disclosure',
            value: rng.chance(0.8) ? 'No wells on property' : 'Certificate received',
          });
        }
      }
      if (p && year >= 1990 && rng.chance(0.3)) out.push({ label: 'Return To', value: rng.pick(TITLE_COMPANIES) });
      return out;
    },

    mix(year) {
      const refi = refinanceBoom(year);
      const foreclose = foreclosureWave(year);
      const entries: Array<[TransactionKind, number]> = [
        ['SALE', 22],
        ['GIFT', 2],
        ['REFINANCE', 6 * refi],
        ['SECOND_MORTGAGE', year >= 1975 ? 4 : 1],
        ['PAYOFF', 14],
        ['ASSIGNMENT', year >= 1970 ? 2 : 0.5],
        ['MODIFICATION', year >= 1990 ? 1.5 * foreclose : 0.2],
        ['EASEMENT', 3],
        ['SURVIVORSHIP', 2.5],
        ['POWER_OF_ATTORNEY', 1],
        ['TRUST_TRANSFER', year >= 1985 ? 2.5 : 0.3],
        ['FORECLOSURE', 0.8 * foreclose],
        ['MECHANICS_LIEN', 1],
        ['CONTRACT_FOR_DEED', year < 1990 ? 4 : 1.2],
        ['DISSOLUTION', year >= 1970 ? 1 : 0.3],
        ['PROBATE', 1.5],
        ['LEASE', 0.4],
        ['AFFIDAVIT', 2],
        ['JUDGMENT', 0.5],
        ['DECLARATION', 0.3],
        ['REGISTRATION', 0.3],
        ['RESOLUTION', 0.5],
      ];
      return entries;
    },
  };
}

/** 'That part of ... described as follows: Commencing at ... thence North 89 degrees ...' */
function metesAndBounds(rng: Random, within: string): string {
  const dirs = ['North', 'South', 'East', 'West'];
  const calls: string[] = [];
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const a = rng.pick(dirs.slice(0, 2));
    const b = rng.pick(dirs.slice(2));
    calls.push(
      `thence ${a} ${rng.int(0, 89)} degrees ${rng.int(0, 59)} minutes ${rng.int(0, 59)} seconds ${b} a distance of ${rng.int(40, 1320)}.${String(rng.int(0, 99)).padStart(2, '0')} feet`,
    );
  }
  return `That part of ${within.charAt(0).toLowerCase()}${within.slice(1)}, described as follows: Commencing at the ${rng.pick(['northeast', 'northwest', 'southeast', 'southwest'])} corner of said ${rng.pick(['Section', 'Quarter'])}; ${calls.join('; ')}; thence to the point of beginning`;
}

function parcel(p: Omit<Parcel, 'owners' | 'mortgages'>): Parcel {
  return { ...p, owners: [], mortgages: [] };
}
