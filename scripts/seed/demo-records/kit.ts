// What every transaction needs: the county, its randomness and land, and the steps they share (a deed that
// passes the land, a price of the year, new owners, a document scheduled for later).
import type { DocRef } from '@portal/shared/records/fields';
import { builder, llc, trust } from './businesses.ts';
import { MINUTES_PER_DAY } from './calendar.ts';
import type { Draft } from './draft.ts';
import type { EventQueue } from './events.ts';
import type { Land } from './land.ts';
import { household, type Party } from './names.ts';
import type { CountyProfile, Parcel } from './profile.ts';
import type { Random } from './random.ts';

export const isPerson = (p: Party) => Boolean(p.firstName);
export const isTrust = (p: Party) => !p.firstName && p.lastName.endsWith('TRUST');

export class Kit {
  constructor(
    readonly profile: CountyProfile,
    readonly rng: Random,
    readonly land: Land,
    private readonly events: EventQueue,
  ) {}

  /** A deed that gives the land to `to`. */
  deed(code: string, p: Parcel, from: Party[], to: Party[]): Draft {
    return {
      code,
      parcel: p,
      grantors: from,
      grantees: to,
      torrens: 'transfer',
      newOwners: to,
      after: (ref) => this.transfer(p, to, ref),
    };
  }

  transfer(p: Parcel, owners: Party[], ref: DocRef): void {
    p.owners = owners;
    p.lastDeed = ref;
    p.developerLot = false;
    p.bankOwned = false;
  }

  /** Who buys: mostly households, some trusts, LLCs and builders. */
  newOwners(): Party[] {
    const { rng, profile } = this;
    const roll = rng.next();
    if (profile.id === 'marianas') {
      return roll < 0.93 ? household(rng, profile.names) : [llc(rng, profile.businessWords)];
    }
    if (roll < 0.82) return household(rng, profile.names);
    if (roll < 0.87) return [trust(rng, profile.names)];
    if (roll < 0.97) return [llc(rng, profile.businessWords)];
    return [builder(rng, profile.businessWords)];
  }

  /** A sale price in cents: the year's median home times the parcel's value, to the hundred dollars. */
  price(p: Parcel, year: number): number {
    const dollars = this.profile.medianPrice(year) * p.value * (0.88 + this.rng.next() * 0.24);
    return Math.max(100, Math.round(dollars / 100)) * 100 * 100;
  }

  /** Schedules a document `days` after `day` (0: the next document). */
  at(day: number, days: number, run: () => Draft | undefined): void {
    this.events.push((day + days) * MINUTES_PER_DAY, run);
  }
}
