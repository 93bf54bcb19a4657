// What people do with land, as documents. Each kind of transaction (deeds.ts, mortgages.ts,
// other-instruments.ts) makes a Draft and schedules the documents that follow it, so references always point to
// earlier documents; this picks the kind by the year's mix, and records plats.
import { builder } from './businesses.ts';
import { yearOf } from './calendar.ts';
import {
  contractForDeed,
  dissolution,
  gift,
  ownershipDetermination,
  probate,
  registration,
  sale,
  survivorship,
  trustTransfer,
} from './deeds.ts';
import type { Draft } from './draft.ts';
import type { EventQueue } from './events.ts';
import { Kit } from './kit.ts';
import type { Land } from './land.ts';
import { assignment, foreclosure, modification, mortgage, payoff } from './mortgages.ts';
import { household, type Party } from './names.ts';
import {
  affidavit,
  declaration,
  easement,
  judgment,
  lease,
  leaseAssignment,
  mechanicsLien,
  powerOfAttorney,
  resolution,
} from './other-instruments.ts';
import { lotCount } from './plats.ts';
import type { CountyProfile, Parcel, Plat, TransactionKind } from './profile.ts';
import { type Random, Weighted } from './random.ts';

type Handler = (k: Kit, p: Parcel, day: number) => Draft | undefined;

const handlers: Record<TransactionKind, Handler> = {
  SALE: sale,
  GIFT: (k, p) => gift(k, p),
  TRUST_TRANSFER: (k, p) => trustTransfer(k, p),
  REFINANCE: (k, p, d) => mortgage(k, p, d, true),
  SECOND_MORTGAGE: (k, p, d) => mortgage(k, p, d, false),
  PAYOFF: (k) => payoff(k),
  ASSIGNMENT: (k, _p, d) => assignment(k, d),
  MODIFICATION: (k) => modification(k),
  EASEMENT: (k, p) => easement(k, p),
  SURVIVORSHIP: (k, p) => survivorship(k, p),
  POWER_OF_ATTORNEY: (k, p) => powerOfAttorney(k, p),
  FORECLOSURE: (k) => foreclosure(k),
  MECHANICS_LIEN: (k, p) => mechanicsLien(k, p),
  CONTRACT_FOR_DEED: contractForDeed,
  DISSOLUTION: (k, p) => dissolution(k, p),
  PROBATE: probate,
  LEASE: (k, p) => lease(k, p),
  LEASE_ASSIGNMENT: (k) => leaseAssignment(k),
  AFFIDAVIT: (k, p) => affidavit(k, p),
  JUDGMENT: (k, p) => judgment(k, p),
  DECLARATION: (k, _p, d) => declaration(k, d),
  REGISTRATION: (k, p) => registration(k, p),
  OWNERSHIP_DETERMINATION: ownershipDetermination,
  RESOLUTION: (k, p) => resolution(k, p),
};

export class Transactions {
  private readonly mixes = new Map<number, Weighted<TransactionKind>>();
  private readonly kit: Kit;

  constructor(
    private readonly profile: CountyProfile,
    private readonly rng: Random,
    private readonly land: Land,
    events: EventQueue,
  ) {
    this.kit = new Kit(profile, rng, land, events);
  }

  /** A document nobody scheduled: a transaction of the year's mix on some land. */
  spontaneous(day: number): Draft {
    const year = yearOf(day);
    let mix = this.mixes.get(year);
    if (!mix) {
      mix = new Weighted(this.profile.mix(year));
      this.mixes.set(year, mix);
    }
    let kind = mix.sample(this.rng);
    const p = this.land.pick(day);
    if (p.developerLot && kind !== 'SALE' && this.rng.chance(0.85)) kind = 'SALE';
    return handlers[kind](this.kit, p, day) ?? sale(this.kit, p, day);
  }

  /** The recording of a plat, and its lots for sale from then on. */
  plat(plat: Plat): Draft {
    const rng = this.rng;
    const developer = rng.chance(0.8)
      ? builder(rng, this.profile.businessWords)
      : (household(rng, this.profile.names)[0] as Party);
    const code =
      plat.kind === 'CONDOMINIUM' ? 'CIC' : plat.kind === 'SURVEY' && this.profile.id === 'minnesota' ? 'RLS' : 'PLAT';
    const legals: Draft['legals'] = [{ kind: 'LB', platCode: plat.code }];
    if (plat.township && plat.range && plat.section) {
      legals.push({
        kind: 'MB',
        section: plat.section,
        township: plat.township,
        range: plat.range,
        q: rng.pick(['NE', 'NW', 'SE', 'SW'] as const),
        municipality: plat.municipality,
      });
    }
    const lots = lotCount(plat);
    const where =
      plat.section !== undefined
        ? `part of Section ${plat.section}, Township ${plat.township}, Range ${plat.range}`
        : `${plat.village}, ${plat.island}`;
    return {
      code,
      grantors: [developer],
      grantees: [{ lastName: rng.chance(0.6) ? `CITY OF ${plat.municipality}` : 'THE PUBLIC' }],
      legals,
      legalText: `${plat.name}, a subdivision of ${where}, according to the plat thereof on file in this office`,
      plat,
      additionalInfo: [
        plat.kind === 'CONDOMINIUM'
          ? `${lots} UNITS IN ${plat.blocks} BUILDING${plat.blocks > 1 ? 'S' : ''}`
          : `${lots} LOTS${plat.blocks ? ` IN ${plat.blocks} BLOCKS` : ''}${plat.outlots ? ` AND ${plat.outlots} OUTLOT${plat.outlots > 1 ? 'S' : ''}` : ''}`,
      ],
      after: (ref, recorded) => {
        this.land.openPlat(plat, recorded, developer);
        if (plat.kind === 'CONDOMINIUM') {
          this.kit.at(recorded, 0, () => ({
            code: 'DECL',
            grantors: [developer],
            grantees: [{ lastName: `${plat.name} ASSOCIATION` }],
            references: [ref],
            legals: [{ kind: 'LB', platCode: plat.code }],
            legalText: plat.name,
          }));
        }
      },
    };
  }
}
