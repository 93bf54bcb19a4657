// Lakewood County's plats: old townsites and additions before 1950, subdivisions, condominiums (CIC) and
// registered land surveys since, numbered oldest first, named like 'OAK RIDGE ADDITION' and
// 'LAKEWOOD HEIGHTS 2ND ADDITION'.
import { cityTable, OLD_STREETS, RURAL_ROADS, STREET_TYPES } from './minnesota-places.ts';
import type { NameBook } from './names.ts';
import { additionVariant, numberPlats, type PlatDraft, UniqueNames } from './plats.ts';
import type { Plat } from './profile.ts';
import { type Random, Weighted, weightTable } from './random.ts';

const PLAT_BASES =
  `OAK RIDGE,LAKEWOOD,PINE HILLS,BIRCH BAY,CEDAR CREEK,WILLOW POND,ASPEN GROVE,EAGLE POINT,FOX RUN,DEER PATH,
HIDDEN VALLEY,SUNSET,NORTHWOOD,PRAIRIE VIEW,MEADOWBROOK,RIVERSIDE,HIGHLAND,FAIRVIEW,GREENWOOD,ELMWOOD,LAKESHORE,
SPRUCE HOLLOW,TAMARACK,JUNIPER,HERON LAKE,LOON LAKE,WHITE PINE,GOLDEN ACRES,SILVER LAKE,CRYSTAL BAY,WOODLAND,
BRIARWOOD,STONEBRIDGE,MAPLE LEAF,COUNTRY CLUB,SUMMIT,BRENTWOOD,WHISPERING PINES,TIMBER TRAILS,APPLE ORCHARD,
STONEY BROOK,WINDSOR,KINGSWOOD,BLUE WATER,RED OAK,TWIN OAKS,CHERRY HILL,NORTH SHORE,EAST BAY,WESTWOOD,
SOUTHVIEW,BEAVER DAM,BALSAM,BIRCHWOOD,LINDEN HILLS,POPLAR GROVE,WILD RICE,MISSION HILLS,SANDY BEACH,PARKVIEW`
    .split(',')
    .map((s) => s.trim());
const PLAT_SUFFIXES = new Weighted(
  weightTable(
    'ADDITION 30, HEIGHTS 8, ESTATES 10, ACRES 5, PARK 6, HILLS 5, SHORES 6, WOODS 5, TERRACE 4, MEADOWS 5, POINTE 3, VILLAGE 3',
  ),
);

export function minnesotaPlats(
  rng: Random,
  documents: number,
  yearWeights: ReadonlyArray<readonly [number, number]>,
  names: NameBook,
): Plat[] {
  const count = Math.max(20, Math.round(documents * 0.02));
  const unique = new UniqueNames(additionVariant);
  const years = new Weighted(yearWeights.flatMap(([y, w], i) => expandYears(yearWeights, i, y, w)));
  let cic = 0;
  let rls = 0;
  const drafts: PlatDraft[] = [];
  for (let i = 0; i < count; i++) {
    const old = rng.chance(0.4);
    const year = old ? rng.int(1880, 1949) : years.sample(rng);
    const day = Math.floor(Date.UTC(year, 0, 1) / 86_400_000) + rng.int(0, 364);
    const city = cityTable.sample(rng);
    const section = rng.int(1, 36);
    const kindRoll = rng.next();
    const base = rng.pick(PLAT_BASES);
    const streetName = `${base.split(' ')[0]} ${rng.pick(STREET_TYPES)}`;
    const common = {
      day,
      municipality: city.name,
      township: city.township,
      range: city.range,
      section,
      outlots: 0,
    };
    if (year >= 1975 && kindRoll < 0.1) {
      cic += 1;
      drafts.push({
        ...common,
        name: unique.take(`CIC NO ${cic} ${base} ${rng.pick(['CONDOMINIUM', 'TOWNHOMES', 'VILLAS'])}`),
        kind: 'CONDOMINIUM',
        blocks: rng.int(1, 4),
        lotsPerBlock: rng.int(6, 24),
        torrens: rng.chance(0.3),
        streets: [streetName],
        houseBase: rng.int(10, 200) * 100,
      });
    } else if (year >= 1910 && kindRoll < 0.18) {
      rls += 1;
      drafts.push({
        ...common,
        name: unique.take(`REGISTERED LAND SURVEY NO ${rls}`),
        kind: 'SURVEY',
        blocks: 0,
        lotsPerBlock: rng.int(2, 6),
        torrens: true,
        streets: [rng.pick(RURAL_ROADS)(rng)],
        houseBase: rng.int(10, 400) * 100,
      });
    } else {
      const oldStyle = year < 1925 && rng.chance(0.5);
      let name: string;
      if (oldStyle) {
        const style = rng.int(0, 2);
        name =
          style === 0
            ? `ORIGINAL TOWNSITE OF ${city.name}`
            : style === 1
              ? `${names.surname(rng)}'S ADDITION TO ${city.name}`
              : `AUDITOR'S SUBDIVISION NO ${rng.int(1, 80)}`;
      } else {
        name = `${base} ${PLAT_SUFFIXES.sample(rng)}`;
      }
      const blocks = rng.chance(0.15) ? 0 : rng.skewed(1, 9, 1.6);
      drafts.push({
        ...common,
        name: unique.take(name),
        kind: 'SUBDIVISION',
        blocks,
        lotsPerBlock: blocks ? rng.int(4, 20) : rng.int(4, 30),
        outlots: rng.chance(0.3) ? rng.int(1, 2) : 0,
        torrens: rng.chance(0.22),
        streets: oldStyle
          ? [rng.pick(OLD_STREETS), rng.pick(OLD_STREETS)]
          : [streetName, `${base.split(' ').at(-1)} ${rng.pick(STREET_TYPES)}`],
        houseBase: oldStyle ? rng.int(1, 9) * 100 : rng.int(10, 200) * 100,
      });
    }
  }
  return numberPlats(drafts);
}

/** The years of one stretch of the weight table, each with its interpolated weight. */
export function expandYears(
  points: ReadonlyArray<readonly [number, number]>,
  i: number,
  year: number,
  weight: number,
): Array<[number, number]> {
  const next = points[i + 1];
  if (!next) return [[year, weight]];
  const out: Array<[number, number]> = [];
  for (let y = year; y < next[0]; y++) out.push([y, weight + ((next[1] - weight) * (y - year)) / (next[0] - year)]);
  return out;
}
