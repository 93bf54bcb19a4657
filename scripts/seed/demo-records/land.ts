// The county's land as the documents meet it: a parcel is made the first time a document names it (a lot of a plat
// or land outside the plats) and remembered, least recently used first out, so a million documents stay in bounded
// memory. Recently used parcels come back often (a mortgage after a deed, a satisfaction after a refinance), and new
// plats sell their lots in their first years.
import { llc, trust } from './businesses.ts';
import { dayNumber } from './calendar.ts';
import { household, type Party } from './names.ts';
import { lotCount, outlotLegal } from './plats.ts';
import type { CountyProfile, Parcel, Plat } from './profile.ts';
import type { Random } from './random.ts';
import type { Certificates } from './torrens.ts';

const RECENT = 4096;
const NEW_PLAT_DAYS = 3 * 365;
const EARLIEST_CERTIFICATE = dayNumber(1905, 1, 1);

export class Land {
  private readonly store = new Map<string, Parcel>();
  private readonly recent: string[] = [];
  private recentAt = 0;
  /** parcels in the ring, so each is there once */
  private readonly inRecent = new Set<string>();
  private readonly available: Plat[] = [];
  private readonly newPlats: Array<{ plat: Plat; until: number }> = [];
  private readonly developers = new Map<string, Party>();

  constructor(
    private readonly profile: CountyProfile,
    private readonly rng: Random,
    private readonly certificates: Certificates,
    private readonly capacity: number,
  ) {}

  get size(): number {
    return this.store.size;
  }

  /** A plat whose lots documents may name from now on; a new one is sold by its developer. */
  openPlat(plat: Plat, day: number, developer?: Party): void {
    this.available.push(plat);
    if (developer) {
      this.developers.set(plat.code, developer);
      this.newPlats.push({ plat, until: day + NEW_PLAT_DAYS });
    }
  }

  /** A recently recorded plat, for a declaration of covenants. */
  newPlat(day: number): Plat | undefined {
    this.pruneNewPlats(day);
    return this.newPlats.length ? this.rng.pick(this.newPlats).plat : undefined;
  }

  developerOf(plat: Plat): Party | undefined {
    return this.developers.get(plat.code);
  }

  /** The land of the next document. */
  pick(day: number): Parcel {
    const rng = this.rng;
    if (this.recent.length > 64 && rng.chance(0.5)) {
      const p = this.store.get(rng.pick(this.recent));
      if (p) return this.touch(p);
    }
    if (!this.available.length || rng.chance(this.profile.unplattedShare)) {
      const fresh = this.profile.unplattedParcel(rng, day);
      return this.touch(this.store.get(fresh.key) ?? this.init(fresh, day));
    }
    const plat = this.pickPlat(day);
    if (plat.outlots && rng.chance(0.03)) {
      const n = rng.int(1, plat.outlots);
      const key = `${plat.code}/OL/${n}`;
      const known = this.store.get(key);
      if (known) return this.touch(known);
      const p = this.profile.lotParcel(rng, plat, 1, 1);
      p.key = key;
      p.legals = [outlotLegal(plat, n)];
      p.legalText = `Outlot ${String.fromCharCode(64 + n)}, ${plat.name}`;
      p.address = undefined;
      return this.touch(this.init(p, day));
    }
    const block = plat.blocks > 0 ? rng.int(1, plat.blocks) : 0;
    const lot = rng.int(1, plat.lotsPerBlock);
    const known = this.store.get(`${plat.code}/${block}/${lot}`);
    if (known) return this.touch(known);
    return this.touch(this.init(this.profile.lotParcel(rng, plat, block, lot), day));
  }

  /** A recently used parcel that passes `test`, or nothing after a few tries. */
  recentWhere(test: (p: Parcel) => boolean, tries = 8): Parcel | undefined {
    if (!this.recent.length) return undefined;
    for (let i = 0; i < tries; i++) {
      const p = this.store.get(this.rng.pick(this.recent));
      if (p && test(p)) return this.touch(p);
    }
    return undefined;
  }

  /** The parcels still in memory, at the end (their certificates are still in force). */
  remaining(): IterableIterator<Parcel> {
    return this.store.values();
  }

  private pickPlat(day: number): Plat {
    const rng = this.rng;
    this.pruneNewPlats(day);
    if (this.newPlats.length && rng.chance(0.3)) return rng.pick(this.newPlats).plat;
    let plat = rng.pick(this.available);
    for (let i = 0; i < 4 && rng.next() > lotCount(plat) / 60; i++) plat = rng.pick(this.available);
    return plat;
  }

  private pruneNewPlats(day: number): void {
    while (this.newPlats.length && (this.newPlats[0] as { until: number }).until < day) this.newPlats.shift();
  }

  /** First owners of land first seen: the developer of a new plat, or whoever held it before the records. */
  private init(p: Parcel, day: number): Parcel {
    const rng = this.rng;
    const developer = p.plat && this.developers.get(p.plat.code);
    const fresh = p.plat && developer && day - p.plat.day < NEW_PLAT_DAYS;
    if (fresh) {
      p.owners = [developer];
      p.developerLot = true;
    } else {
      const roll = rng.next();
      p.owners =
        roll < 0.86
          ? household(rng, this.profile.names)
          : roll < 0.92
            ? [trust(rng, this.profile.names)]
            : [llc(rng, this.profile.businessWords)];
    }
    if (p.torrens && this.profile.torrensShare > 0) {
      const from = fresh && p.plat ? p.plat.day : Math.max(EARLIEST_CERTIFICATE, p.plat?.day ?? EARLIEST_CERTIFICATE);
      const certified = from + Math.floor(rng.next() * Math.max(1, day - from));
      p.cert = this.certificates.original(p.owners, Math.min(certified, day - 1));
    }
    return p;
  }

  private touch(p: Parcel): Parcel {
    if (this.store.get(p.key) === p) this.store.delete(p.key);
    this.store.set(p.key, p);
    if (this.store.size > this.capacity) {
      const oldest = this.store.keys().next().value as string;
      const gone = this.store.get(oldest) as Parcel;
      this.store.delete(oldest);
      this.certificates.finish(gone);
    }
    if (!this.inRecent.has(p.key)) {
      this.inRecent.add(p.key);
      if (this.recent.length < RECENT) this.recent.push(p.key);
      else {
        this.inRecent.delete(this.recent[this.recentAt] as string);
        this.recent[this.recentAt] = p.key;
        this.recentAt = (this.recentAt + 1) % RECENT;
      }
    }
    return p;
  }
}
