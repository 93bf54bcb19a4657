// The Commonwealth of the Northern Mariana Islands: land by island, village and lot number (the tract index), a few
// homestead subdivisions with lots and blocks, no Torrens and no book and page. Land stays with persons of Northern
// Marianas descent, so leases (up to 55 years) to businesses and investors are common, as are deeds of gift within
// families and determinations of ownership by the Land Commission.

import { LenderTable, llc, marianasAssignees, marianasLenders } from './businesses.ts';
import { interpolate } from './calendar.ts';
import { thousands } from './format.ts';
import { investor, marianasNames } from './names.ts';
import { lotLegal, lotLegalText, numberPlats, type PlatDraft, UniqueNames } from './plats.ts';
import type { CountyProfile, Parcel, Plat, TransactionKind } from './profile.ts';
import { hashString, type Random, Weighted } from './random.ts';

interface Village {
  island: string;
  name: string;
  weight: number;
  /** lot number style: a prefix like 'EA' and digits, or digits-letter-digits like '008G01' */
  prefixes?: string[];
}

const VILLAGES: Village[] = [
  { island: 'SAIPAN', name: 'GARAPAN', weight: 12, prefixes: ['EA', 'EH'] },
  { island: 'SAIPAN', name: 'SAN ANTONIO', weight: 8 },
  { island: 'SAIPAN', name: 'CHALAN KANOA', weight: 10, prefixes: ['CK'] },
  { island: 'SAIPAN', name: 'SUSUPE', weight: 6 },
  { island: 'SAIPAN', name: 'SAN JOSE', weight: 5 },
  { island: 'SAIPAN', name: 'SAN VICENTE', weight: 8, prefixes: ['H', 'EF'] },
  { island: 'SAIPAN', name: 'KOBLERVILLE', weight: 5 },
  { island: 'SAIPAN', name: 'DANDAN', weight: 6, prefixes: ['H'] },
  { island: 'SAIPAN', name: 'AS LITO', weight: 5 },
  { island: 'SAIPAN', name: 'CHALAN PIAO', weight: 4 },
  { island: 'SAIPAN', name: 'TANAPAG', weight: 4, prefixes: ['ED'] },
  { island: 'SAIPAN', name: 'SAN ROQUE', weight: 4, prefixes: ['EG'] },
  { island: 'SAIPAN', name: 'AS TERLAJE', weight: 4 },
  { island: 'SAIPAN', name: 'KAGMAN', weight: 8, prefixes: ['H', 'EA'] },
  { island: 'SAIPAN', name: 'CAPITOL HILL', weight: 4 },
  { island: 'SAIPAN', name: 'NAVY HILL', weight: 3 },
  { island: 'SAIPAN', name: 'AS MATUIS', weight: 3 },
  { island: 'SAIPAN', name: 'OLEAI', weight: 4 },
  { island: 'SAIPAN', name: 'AFETNAS', weight: 2 },
  { island: 'SAIPAN', name: 'LAULAU', weight: 2 },
  { island: 'SAIPAN', name: 'MARPI', weight: 2 },
  { island: 'SAIPAN', name: 'TALOFOFO', weight: 2 },
  { island: 'TINIAN', name: 'SAN JOSE', weight: 6 },
  { island: 'TINIAN', name: 'MARPO HEIGHTS', weight: 2 },
  { island: 'TINIAN', name: 'CAROLINAS HEIGHTS', weight: 2 },
  { island: 'TINIAN', name: 'MARPO VALLEY', weight: 1 },
  { island: 'ROTA', name: 'SONGSONG', weight: 5 },
  { island: 'ROTA', name: 'SINAPALO', weight: 3 },
  { island: 'ROTA', name: 'TATACHOG', weight: 2 },
];
const villageTable = new Weighted(VILLAGES.map((v) => [v, v.weight] as const));

const ROADS = `MIDDLE RD,BEACH RD,AIRPORT RD,CROSS ISLAND RD,NAVY HILL RD,CHALAN PALE ARNOLD,CHALAN MONSIGNOR GUERRERO,
CHALAN LAULAU,MICRO BEACH RD,TAPOCHAU RD,CHALAN TUN HERMAN PAN,AS PERDIDO RD,BROADWAY,MARINE DR,ISA DR`
  .split(',')
  .map((s) => s.trim());

const HOMESTEADS = [
  ['KAGMAN', 'SAIPAN'],
  ['SAN VICENTE', 'SAIPAN'],
  ['AS TERLAJE', 'SAIPAN'],
  ['DANDAN', 'SAIPAN'],
  ['KOBLERVILLE', 'SAIPAN'],
  ['AS MATUIS', 'SAIPAN'],
  ['CAPITOL HILL', 'SAIPAN'],
  ['SAN ANTONIO', 'SAIPAN'],
  ['TANAPAG', 'SAIPAN'],
  ['MARPO HEIGHTS', 'TINIAN'],
  ['CAROLINAS HEIGHTS', 'TINIAN'],
  ['SINAPALO', 'ROTA'],
] as const;
const PHASES = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII'];

const CNMI_WORDS = [
  'PACIFIC',
  'MARIANAS',
  'SAIPAN',
  'ISLAND',
  'CORAL',
  'TROPICAL',
  'BLUE LAGOON',
  'MANAGAHA',
  'TAPOCHAU',
  'LATTE STONE',
  'SUNRISE',
  'OCEAN VIEW',
];

export function marianasProfile(): CountyProfile {
  const names = marianasNames;
  const value = (rng: Random, center: number) => Math.max(0.2, center * Math.exp(rng.normal() * 0.45));
  const lotNumber = (rng: Random, v: Village): string => {
    if (v.prefixes && rng.chance(0.7)) return `${rng.pick(v.prefixes)}${rng.int(1, 2999)}`;
    const island = v.island === 'ROTA' ? 'R' : '';
    return `${island}${String(rng.int(1, 40)).padStart(3, '0')}${rng.pick(['A', 'B', 'C', 'D', 'E', 'G', 'H', 'T'])}${String(rng.int(1, 99)).padStart(2, '0')}`;
  };
  const address = (rng: Random, village: string) =>
    rng.chance(0.35)
      ? { streetNumber: String(rng.int(1, 2999)), streetName: rng.pick(ROADS), city: village }
      : undefined;
  const area = (p: Parcel) => 300 + (hashString(p.parcelId) % 4700);

  return {
    id: 'marianas',
    countyName: 'COMMONWEALTH OF THE NORTHERN MARIANA ISLANDS',
    office: 'OFFICE OF THE COMMONWEALTH RECORDER',
    recorder: 'COMMONWEALTH RECORDER',
    names,
    lenders: new LenderTable(marianasLenders),
    assignees: new LenderTable(marianasAssignees),
    titleCompanies: ['PACIFIC TITLE AND ESCROW CO', 'MARIANAS LAND TITLE SERVICES', 'ISLAND ABSTRACT CO'],
    businessWords: CNMI_WORDS,
    yearWeights: [
      [1950, 2],
      [1960, 3],
      [1970, 6],
      [1976, 12],
      [1978, 20],
      [1985, 45],
      [1990, 80],
      [1996, 100],
      [1998, 70],
      [2005, 60],
      [2009, 40],
      [2013, 45],
      [2016, 65],
      [2018, 50],
      [2020, 35],
      [2023, 40],
      [2026, 40],
    ],
    realVolume: (year) =>
      interpolate(
        [
          [1950, 300],
          [1978, 1500],
          [1990, 5000],
          [1996, 6500],
          [2010, 3000],
          [2016, 4500],
          [2026, 3200],
        ],
        year,
      ),
    docNumber: (year, seq) => `${year}${String(seq).padStart(5, '0')}`,
    medianPrice: (year) =>
      interpolate(
        [
          [1950, 2000],
          [1970, 8000],
          [1985, 45000],
          [1995, 120000],
          [2005, 110000],
          [2012, 85000],
          [2017, 140000],
          [2026, 160000],
        ],
        year,
      ),
    torrensShare: 0,
    bookPage: false,
    taxAuthorities: {
      FEDERAL: { lastName: 'INTERNAL REVENUE SERVICE' },
      STATE: { lastName: 'CNMI DIVISION OF REVENUE AND TAXATION' },
    },
    lienNumber: (rng, type, year) =>
      type === 'FEDERAL'
        ? String(rng.int(100_000_000, 999_999_999))
        : `RT${String(year % 100).padStart(2, '0')}${String(rng.int(0, 99_999)).padStart(5, '0')}`,
    taxpayerAddress: (rng) => {
      const v = villageTable.sample(rng);
      return `PO BOX ${rng.int(500, 10999)} ${v.island} MP ${v.island === 'SAIPAN' ? '96950' : v.island === 'TINIAN' ? '96952' : '96951'}`;
    },

    plats(rng, documents) {
      const count = Math.max(20, Math.round(documents * 0.004));
      const unique = new UniqueNames((name, n) => `${name} PHASE ${PHASES[n - 1]?.trim() || n}`);
      const drafts: PlatDraft[] = [];
      for (let i = 0; i < count; i++) {
        const [village, island] = rng.pick(HOMESTEADS);
        const year = rng.chance(0.15) ? rng.int(1952, 1975) : rng.int(1976, 2022);
        const kind = rng.pick(['HOMESTEAD SUBDIVISION', 'VILLAGE HOMESTEAD', 'HOUSING SUBDIVISION', 'TERRACES']);
        const blocks = rng.int(1, 8);
        drafts.push({
          name: unique.take(`${village} ${kind}`),
          day: Math.floor(Date.UTC(year, 0, 1) / 86_400_000) + rng.int(0, 364),
          kind: 'SUBDIVISION',
          blocks,
          lotsPerBlock: rng.int(6, 30),
          outlots: 0,
          torrens: false,
          municipality: village,
          streets: [rng.pick(ROADS)],
          houseBase: rng.int(1, 20) * 100,
          island,
          village,
        });
      }
      return numberPlats(drafts);
    },

    lotParcel(rng, plat: Plat, block, lot) {
      const village = plat.village ?? 'KAGMAN';
      const island = plat.island ?? 'SAIPAN';
      const legal = lotLegal(plat, block, lot);
      const parcelId = `H${Number(plat.code.slice(1))}${String(block).padStart(2, '0')}${String(lot).padStart(2, '0')}`;
      return parcel({
        key: `${plat.code}/${block}/${lot}`,
        legals: [legal],
        legalText: `Lot No. ${parcelId} (${lotLegalText(plat, legal)}), ${village}, ${island}`,
        parcelId,
        tract: { island, village, parcelId },
        address: address(rng, village),
        plat,
        value: value(rng, 0.8),
        torrens: false,
      });
    },

    unplattedParcel(rng) {
      const v = villageTable.sample(rng);
      const parcelId = lotNumber(rng, v);
      return parcel({
        key: `${v.island}/${parcelId}`,
        legals: [],
        legalText: `Lot No. ${parcelId}, ${v.name}, ${v.island}, as shown on Division of Land Survey Drawing No. ${rng.int(1000, 9999)}/${String(rng.int(70, 99)).padStart(2, '0')}`,
        parcelId,
        tract: { island: v.island, village: v.name, parcelId },
        address: address(rng, v.name),
        value: value(rng, v.name === 'GARAPAN' ? 1.6 : 1.0),
        torrens: false,
      });
    },
    unplattedShare: 0.8,

    easementHolder(rng) {
      return {
        lastName: rng.pick([
          'COMMONWEALTH UTILITIES CORPORATION',
          'MICRONESIAN TELECOMMUNICATIONS CORPORATION',
          'DEPARTMENT OF PUBLIC WORKS',
          'COMMONWEALTH PORTS AUTHORITY',
        ]),
      };
    },

    government: () => ({ lastName: 'COMMONWEALTH OF THE NORTHERN MARIANA ISLANDS' }),
    court: (year) => ({ lastName: year < 1983 ? 'TRUST TERRITORY LAND COMMISSION' : 'COMMONWEALTH LAND COMMISSION' }),
    lessee: (rng) => (rng.chance(0.65) ? [llc(rng, CNMI_WORDS)] : [investor(rng)]),

    displayOnly(rng, code, p) {
      const out: Array<{ label: string; value: string }> = [];
      if (p && code !== 'SAT' && code !== 'AOM') {
        out.push({ label: 'Lot Area', value: `${thousands(area(p))} SQ M` });
      }
      if (code === 'LSE' || code === 'MLS')
        out.push({ label: 'Lease Term', value: rng.pick(['55 YEARS', '40 YEARS', '25 YEARS']) });
      return out;
    },

    mix(year) {
      const entries: Array<[TransactionKind, number]> = [
        ['SALE', 8],
        ['GIFT', 10],
        ['REFINANCE', 6],
        ['SECOND_MORTGAGE', 3],
        ['PAYOFF', 7],
        ['ASSIGNMENT', 1],
        ['MODIFICATION', 0.5],
        ['EASEMENT', 2],
        ['SURVIVORSHIP', 1],
        ['POWER_OF_ATTORNEY', 4],
        ['TRUST_TRANSFER', 0.3],
        ['FORECLOSURE', 0.5],
        ['MECHANICS_LIEN', 0.5],
        ['PROBATE', 4],
        ['LEASE', year >= 1978 ? 12 : 2],
        ['LEASE_ASSIGNMENT', year >= 1980 ? 3 : 0.2],
        ['AFFIDAVIT', 3],
        ['JUDGMENT', 1],
        ['OWNERSHIP_DETERMINATION', year < 2000 ? 4 : 1],
        ['RESOLUTION', 0.3],
      ];
      return entries;
    },
  };
}

function parcel(p: Omit<Parcel, 'owners' | 'mortgages'>): Parcel {
  return { ...p, owners: [], mortgages: [] };
}
