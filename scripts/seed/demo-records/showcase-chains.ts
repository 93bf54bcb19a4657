// Chains of title worth showing (issue 32): the generator's own transactions already give parcels several
// conveyances, refinanced mortgages satisfied, assigned mortgages, mortgages left open and easements, and Torrens
// certificates cancelled by their successors; what they never give a parcel is a federal tax lien (the IRS files
// its liens against the taxpayer, tax-liens.ts) or a reference to a document the county does not have. So the last
// few documents of a set are these, on two parcels with open mortgages: a federal tax lien, its release, a second
// lien left open; an easement that names a 1949 plat, before the index begins (not on file).
// Taking the last documents' places keeps every earlier document as it was: same numbers, same times, same rows.
import type { DocRef } from '@portal/shared/records/fields';
import { DOC_TYPE } from './codes.ts';
import type { Draft } from './draft.ts';
import type { Land } from './land.ts';
import type { CountyProfile, Parcel } from './profile.ts';
import { Random } from './random.ts';

const UNITED_STATES = { lastName: 'UNITED STATES OF AMERICA' };
/** too few documents for a set to spare the last ones */
const MIN_DOCUMENTS = 100;

export class ShowcaseChains {
  private readonly steps: Array<(parcels: Parcel[]) => Draft | undefined>;
  private parcels: Parcel[] | undefined;
  private lien: DocRef | undefined;

  constructor(
    profile: CountyProfile,
    private readonly land: Land,
    private readonly documents: number,
    seed: number,
  ) {
    // its own randomness: forking the generator's root would change every set drawn from the root after it
    const rng = new Random(seed ^ 0x32c4a1);
    const lien = (p: Parcel | undefined, keep: boolean): Draft | undefined =>
      p && {
        code: 'FTL',
        parcel: p,
        grantors: p.owners,
        grantees: [UNITED_STATES],
        docType: DOC_TYPE.abstract,
        additionalInfo: ['NOTICE OF FEDERAL TAX LIEN UNDER INTERNAL REVENUE LAWS'],
        after: (ref) => {
          if (keep) this.lien = ref;
        },
      };
    this.steps = [
      ([a]) => lien(a, true),
      ([a]) =>
        a &&
        this.lien && {
          code: 'RFTL',
          parcel: a,
          grantors: [UNITED_STATES],
          grantees: a.owners,
          docType: DOC_TYPE.abstract,
          references: [this.lien],
        },
      ([a]) => lien(a, false),
      ([, b]) =>
        b && {
          code: 'EAS',
          parcel: b,
          grantors: b.owners,
          grantees: [profile.easementHolder(rng, b)],
          docType: DOC_TYPE.abstract,
          references: [{ docType: DOC_TYPE.abstract, docNumber: profile.docNumber(1949, 1) }],
          additionalInfo: ['SUBJECT TO THE PLAT RECORDED IN 1949, NOT OF RECORD IN THIS INDEX'],
        },
    ];
  }

  /** The showcase draft for the document at this index of the set, or undefined for an ordinary one. */
  draftAt(index: number): Draft | undefined {
    const first = this.documents - this.steps.length;
    if (this.documents < MIN_DOCUMENTS || index < first) return undefined;
    this.parcels ??= this.pick();
    return this.steps[index - first]?.(this.parcels);
  }

  /** Two abstract parcels with an owner by deed and the most mortgages still open, in the land's own order. */
  private pick(): Parcel[] {
    const candidates = [...this.land.remaining()].filter(
      (p) => !p.torrens && !p.cert && p.lastDeed && p.owners.length > 0 && p.mortgages.length > 0,
    );
    candidates.sort((x, y) => y.mortgages.length - x.mortgages.length);
    return candidates.slice(0, 2);
  }
}
