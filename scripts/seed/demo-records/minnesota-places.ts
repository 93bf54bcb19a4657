// Lakewood County's places: its cities (each in its home township), the civil townships of the survey, street
// names old and new, rural roads.
import { type Random, Weighted } from './random.ts';

interface City {
  name: string;
  township: number;
  range: number;
  weight: number;
  zip: string;
}

export const CITIES: City[] = [
  { name: 'LAKEWOOD', township: 134, range: 29, weight: 40, zip: '56401' },
  { name: 'BIRCH LAKE', township: 137, range: 27, weight: 12, zip: '56433' },
  { name: 'PINE RIVER', township: 139, range: 31, weight: 10, zip: '56474' },
  { name: 'ELM CREEK', township: 131, range: 26, weight: 9, zip: '56425' },
  { name: 'NORDLAND', township: 136, range: 33, weight: 7, zip: '56468' },
  { name: 'SPRING VALLEY', township: 132, range: 30, weight: 8, zip: '56442' },
  { name: 'CEDAR BLUFF', township: 138, range: 34, weight: 5, zip: '56452' },
  { name: 'NEW UPSALA', township: 135, range: 26, weight: 5, zip: '56461' },
  { name: 'HERON BAY', township: 140, range: 28, weight: 4, zip: '56484' },
];
export const cityTable = new Weighted(CITIES.map((c) => [c, c.weight] as const));

const TOWNSHIP_WORDS = `ALDEN,BALDWIN,BERGEN,BLOOMING PRAIRIE,CROW WING,DAHL,DOVRE,EAGLE,FAIRBANKS,FORESTON,GARFIELD,
GRANT,HALDEN,HAMMER,HOLMES,IDEAL,JEVNE,KALMAR,KRAGERO,LAKE EMMA,LEAF VALLEY,LINDEN,MAPLE,MAY,MORA,NORWAY,ORRIN,
OSLO,OTTER,PARKER,PLEASANT,QUAMBA,RIDGELY,ROSENDALE,SANDSTONE,SHERIDAN,SOLANA,STAVANGER,TORDENSKJOLD,TROMSO,
UPSALA,VASA,WALDEN,WESTPORT`
  .split(',')
  .map((s) => s.trim());

export function townshipName(township: number, range: number): string {
  const city = CITIES.find((c) => c.township === township && c.range === range);
  if (city) return city.name;
  const i = (township - 130) * 11 + (range - 25);
  const n = TOWNSHIP_WORDS.length;
  const word = TOWNSHIP_WORDS[i % n] as string;
  return `${word}${i >= n ? (i >= 2 * n ? ' SOUTH' : ' NORTH') : ''} TWP`;
}

export const STREET_TYPES = ['DR', 'LN', 'CT', 'CIR', 'TRL', 'WAY', 'RD', 'PL'];
export const OLD_STREETS =
  `MAIN ST,BROADWAY,1ST ST,2ND ST,3RD ST,4TH ST,5TH ST,1ST AVE N,2ND AVE N,3RD AVE S,OAK ST,ELM ST,
MAPLE ST,PINE ST,CHURCH ST,RAILROAD AVE,LAKE ST,MILL ST,WASHINGTON AVE,LINCOLN AVE`
    .split(',')
    .map((s) => s.trim());
export const RURAL_ROADS = [
  (r: Random) => `COUNTY ROAD ${r.int(1, 48)}`,
  (r: Random) => `${r.int(100, 390)}TH ST`,
  (r: Random) => `${r.int(100, 390)}TH AVE`,
  (r: Random) => `STATE HIGHWAY ${r.pick([6, 18, 25, 27, 65, 84, 210, 371])}`,
  () => 'LAKE SHORE DR',
  () => 'PINE RIDGE RD',
  () => 'NORWAY LAKE RD',
  () => 'BIRCH LAKE RD',
  () => 'TOWN LINE RD',
];
