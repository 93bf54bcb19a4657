// Federal and state tax liens: filed against a taxpayer (often an owner of land in the county), later amended or
// refiled, released in full or in part (a release now and then revoked), or left to expire ten years on. The
// releases and revisions are documents of their own (abstract, referring to the lien); a lien's row is written once
// nothing more will happen to it.
import type { DocRef } from '@portal/shared/records/fields';
import { llc } from './businesses.ts';
import { dateTimeString, dayString, MINUTES_PER_DAY, yearOf } from './calendar.ts';
import { DOC_TYPE } from './codes.ts';
import type { Draft, TaxLienInput } from './draft.ts';
import type { EventQueue } from './events.ts';
import type { Land } from './land.ts';
import { household, type Party } from './names.ts';
import type { CountyProfile } from './profile.ts';
import type { Random } from './random.ts';
import type { Recorder } from './recorder.ts';

interface OpenLien {
  row: TaxLienInput & {
    revisions: NonNullable<TaxLienInput['revisions']>;
    releases: NonNullable<TaxLienInput['releases']>;
  };
  /** events still to come */
  open: number;
}

export interface FiledLien {
  row: TaxLienInput;
  pages: number;
  moment: number;
}

export class TaxLiens {
  private readonly open = new Map<string, OpenLien>();
  written = 0;

  constructor(
    private readonly profile: CountyProfile,
    private readonly rng: Random,
    private readonly recorder: Recorder,
    private readonly events: EventQueue,
    private readonly land: Land,
    private readonly sink: (row: TaxLienInput) => void,
  ) {}

  /** Files a lien now; its releases and revisions are scheduled. */
  file(moment: number, withImages: boolean): FiledLien {
    const rng = this.rng;
    const day = Math.floor(moment / MINUTES_PER_DAY);
    const year = yearOf(day);
    const lienType = rng.chance(0.55) ? 'FEDERAL' : 'STATE';
    const docNumber = this.recorder.nextNumber();
    const lienDay = day - rng.int(3, 40);
    const expiration = lienDay + 3652 + (lienType === 'FEDERAL' ? 30 : 0);
    const owner = rng.chance(0.5) ? this.land.recentWhere((p) => p.owners.some((o) => o.firstName)) : undefined;
    const taxpayers: Party[] = owner
      ? owner.owners.filter((o) => o.firstName)
      : rng.chance(0.75)
        ? household(rng, this.profile.names)
        : [llc(rng, this.profile.businessWords)];
    const street = owner?.address
      ? `${owner.address.streetNumber} ${owner.address.streetName} ${owner.address.city ?? ''}`.trim()
      : this.profile.taxpayerAddress(rng);
    const dollars = Math.round(Math.exp(7 + rng.next() * 5)) + rng.int(0, 99);
    const pages = lienType === 'FEDERAL' ? rng.int(1, 2) : 1;
    const row: OpenLien['row'] = {
      docType: DOC_TYPE.lien,
      docNumber,
      instrumentCode: lienType === 'FEDERAL' ? 'FTL' : 'STL',
      recordedDateTime: dateTimeString(moment),
      instrumentDate: dayString(lienDay),
      lienNumber: this.profile.lienNumber(rng, lienType, year),
      lienDate: dayString(lienDay),
      expirationDate: dayString(expiration),
      lienType,
      totalAmountCents: dollars * 100 + rng.int(0, 99),
      taxpayers: taxpayers.map((t) => ({ ...t, address: street })),
      revisions: [],
      releases: [],
      pageCount: withImages ? pages : 0,
    };
    const lien: OpenLien = { row, open: 0 };
    this.open.set(docNumber, lien);
    const ref: DocRef = { docType: DOC_TYPE.lien, docNumber };
    const authority = this.profile.taxAuthorities[lienType];
    const release = lienType === 'FEDERAL' ? 'RFTL' : 'RSTL';

    if (rng.chance(0.08)) {
      this.schedule(lien, day + rng.int(200, 1500), () =>
        this.draft(lien, 'AMTL', authority, taxpayers, ref, (doc) => {
          row.revisions.push({ ...doc, flag: rng.chance(0.5) ? 'AMEND' : 'REFILE' });
        }),
      );
    }
    if (rng.chance(0.6)) {
      const partial = rng.chance(0.08);
      const at = day + rng.skewed(60, expiration - day - 30, 1.8);
      this.schedule(lien, at, () =>
        this.draft(lien, release, authority, taxpayers, ref, (doc, recorded) => {
          const entry = {
            partialFullFlag: partial ? 'P' : 'F',
            release: doc,
            releaseDate: dayString(recorded - rng.int(0, 14)),
          } as const;
          row.releases.push({ ...entry });
          if (partial) {
            this.schedule(lien, recorded + rng.int(90, 900), () =>
              this.draft(lien, release, authority, taxpayers, ref, (full, on) => {
                row.releases.push({ partialFullFlag: 'F', release: full, releaseDate: dayString(on - rng.int(0, 14)) });
              }),
            );
          } else if (rng.chance(0.04)) {
            this.schedule(lien, recorded + rng.int(30, 400), () =>
              this.draft(lien, 'RVTL', authority, taxpayers, ref, (revoke, on) => {
                const last = row.releases.at(-1);
                if (last) Object.assign(last, { revoke, revokeDate: dayString(on) });
              }),
            );
          }
        }),
      );
    }
    this.closeIfDone(lien);
    return { row, pages, moment };
  }

  /** Writes the liens still waiting for something that will not come now. */
  finish(): void {
    for (const lien of this.open.values()) this.write(lien);
    this.open.clear();
  }

  private schedule(lien: OpenLien, day: number, run: () => Draft | undefined): void {
    lien.open += 1;
    this.events.push(day * MINUTES_PER_DAY + 8 * 60, run);
  }

  private draft(
    lien: OpenLien,
    code: string,
    authority: Party,
    taxpayers: Party[],
    ref: DocRef,
    apply: (doc: DocRef, day: number) => void,
  ): Draft {
    return {
      code,
      docType: DOC_TYPE.abstract,
      grantors: [authority],
      grantees: taxpayers,
      references: [ref],
      noLand: true,
      additionalInfo: [`LIEN NO ${lien.row.lienNumber}`],
      after: (doc, day) => {
        apply(doc, day);
        lien.open -= 1;
        this.closeIfDone(lien);
      },
    };
  }

  private closeIfDone(lien: OpenLien): void {
    if (lien.open > 0) return;
    this.open.delete(lien.row.docNumber);
    this.write(lien);
  }

  private write(lien: OpenLien): void {
    this.written += 1;
    this.sink(lien.row);
  }
}
