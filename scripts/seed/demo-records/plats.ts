// Plats: numbering (P0001 is the oldest), unique names ('OAK RIDGE ADDITION', then 'OAK RIDGE 2ND ADDITION'), the
// lots they make and how a lot's legal description reads.
import type { CodeRow } from '@portal/shared/records/codes';
import type { LegalInput, Plat } from './profile.ts';
import type { Random } from './random.ts';

export type PlatDraft = Omit<Plat, 'code'>;

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}TH`;
  return `${n}${['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH'}`;
}

/** Hands out names once: a taken name comes back as its next addition or phase. */
export class UniqueNames {
  private readonly taken = new Set<string>();
  constructor(private readonly variant: (name: string, n: number) => string) {}

  take(name: string): string {
    let candidate = name;
    for (let n = 2; this.taken.has(candidate); n++) candidate = this.variant(name, n);
    this.taken.add(candidate);
    return candidate;
  }
}

/** 'OAK RIDGE ADDITION' -> 'OAK RIDGE 2ND ADDITION'; other names get an addition after them. */
export const additionVariant = (name: string, n: number) =>
  name.endsWith(' ADDITION')
    ? `${name.slice(0, -' ADDITION'.length)} ${ordinal(n)} ADDITION`
    : `${name} ${ordinal(n)} ADDITION`;

/** Oldest first, numbered P0001, P0002 ... */
export function numberPlats(drafts: PlatDraft[]): Plat[] {
  return [...drafts]
    .sort((a, b) => a.day - b.day || (a.name < b.name ? -1 : 1))
    .map((d, i) => ({ ...d, code: `P${String(i + 1).padStart(4, '0')}` }));
}

export const platRows = (plats: readonly Plat[]): CodeRow[] =>
  plats.map((p) => ({ code: p.code, description: p.name }));

export const lotCount = (p: Plat) => (p.blocks > 0 ? p.blocks : 1) * p.lotsPerBlock;

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The legal of lot `lot` (1-based) in block `block` (1-based; 0 for a plat without blocks). */
export function lotLegal(plat: Plat, block: number, lot: number): LegalInput {
  if (plat.kind === 'CONDOMINIUM') {
    const floor = 1 + Math.floor((lot - 1) / 8);
    const unit = `${floor}${String(((lot - 1) % 8) + 1).padStart(2, '0')}`;
    return {
      kind: 'LB',
      platCode: plat.code,
      building: plat.blocks > 1 ? (LETTERS[(block - 1) % LETTERS.length] as string) : undefined,
      unit,
      garage: lot % 3 === 0 ? `G${lot}` : undefined,
    };
  }
  if (plat.kind === 'SURVEY') {
    return { kind: 'LB', platCode: plat.code, otherLotType: 'TR', otherLot: LETTERS[(lot - 1) % LETTERS.length] };
  }
  return { kind: 'LB', platCode: plat.code, lot: String(lot), block: plat.blocks > 0 ? String(block) : undefined };
}

export function outlotLegal(plat: Plat, outlot: number): LegalInput {
  return { kind: 'LB', platCode: plat.code, otherLotType: 'OL', otherLot: LETTERS[(outlot - 1) % LETTERS.length] };
}

/** 'Lot 4, Block 2, OAK RIDGE ADDITION' */
export function lotLegalText(plat: Plat, legal: LegalInput): string {
  if (legal.kind !== 'LB') return plat.name;
  const parts: string[] = [];
  if (legal.unit) parts.push(`Unit No. ${legal.unit}`);
  if (legal.building) parts.push(`Building ${legal.building}`);
  if (legal.garage) parts.push(`Garage Unit ${legal.garage}`);
  if (legal.lot) parts.push(`Lot ${legal.lot}`);
  if (legal.sublot) parts.push(`Sublot ${legal.sublot}`);
  if (legal.block) parts.push(`Block ${legal.block}`);
  if (legal.otherLot) parts.push(`${legal.otherLotType === 'OL' ? 'Outlot' : 'Tract'} ${legal.otherLot}`);
  return `${parts.join(', ')}, ${plat.name}`;
}

/** A plat's day: before the documents begin (an old plat) or in a year drawn by `yearWeights`. */
export function platDay(rng: Random, firstDay: number, lastDay: number): number {
  return firstDay + Math.floor(rng.next() * (lastDay - firstDay + 1));
}
