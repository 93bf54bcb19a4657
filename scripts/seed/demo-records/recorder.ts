// The recorder's desk: numbers each filed document (numbers grow with time, skipping the documents the demo does
// not make), stamps its time, book and page, notes it on the land's Torrens certificate (or cancels that certificate
// and issues the next), and decides its pages. Turns a Draft into a row of documents.ndjson.
import { type DocRef, displayNameOf } from '@portal/shared/records/fields';
import { dateTimeString, dayString, LAST_DAY, MINUTES_PER_DAY, yearOf } from './calendar.ts';
import { DOC_TYPE, instrument } from './codes.ts';
import type { DocumentInput, Draft, Recorded } from './draft.ts';
import { money } from './format.ts';
import type { CountyProfile, Parcel } from './profile.ts';
import type { Random } from './random.ts';
import type { Certificates } from './torrens.ts';

const PAGES_PER_BOOK = 600;
const FIRST_BOOK = 200;

const NOTES = [
  'RE-RECORDED TO CORRECT LEGAL DESCRIPTION',
  'RE-RECORDED TO ATTACH NOTARY ACKNOWLEDGMENT',
  'CERTIFIED COPY',
  'ORIGINAL RETURNED TO SUBMITTER',
  'PARTIAL ILLEGIBLE ORIGINAL',
];

export class Recorder {
  private year = 0;
  private seq = 0;
  private gapMean = 1;
  private book = FIRST_BOOK;
  private page = 1;

  constructor(
    private readonly profile: CountyProfile,
    private readonly rng: Random,
    private readonly certificates: Certificates,
  ) {}

  /** A new year: numbering starts over; `count` documents and liens of the year are coming. */
  startYear(year: number, count: number): void {
    this.year = year;
    this.seq = 0;
    this.gapMean = Math.max(1, this.profile.realVolume(year) / Math.max(1, count * 1.03));
  }

  /** The next document number of the year. */
  nextNumber(): string {
    const gap = this.gapMean > 1 ? 1 + Math.floor(this.rng.next() * 2 * (this.gapMean - 1)) : 1;
    this.seq += gap;
    return this.profile.docNumber(this.year, this.seq);
  }

  record(draft: Draft, moment: number, withImages: boolean): Recorded {
    const rng = this.rng;
    const day = Math.floor(moment / MINUTES_PER_DAY);
    const year = yearOf(day);
    const inst = instrument(draft.code);
    const parcel = draft.parcel;
    const pages = rng.int(inst.pages[0], inst.pages[1]);
    const register = draft.torrens === 'register' && parcel && !parcel.cert;
    const docType = draft.docType ?? (parcel?.cert || register ? DOC_TYPE.torrens : DOC_TYPE.abstract);
    const docNumber = this.nextNumber();
    const ref: DocRef = { docType, docNumber };

    const lag = draft.code === 'PLAT' || draft.code === 'CIC' ? rng.int(5, 120) : rng.skewed(0, 40, 2.5);
    const row: DocumentInput = {
      docType,
      docNumber,
      instrumentCode: draft.code,
      recordedDateTime: dateTimeString(moment),
      instrumentDate: dayString(day - lag),
    };
    if (this.profile.bookPage && docType === DOC_TYPE.abstract) {
      if (this.page + pages - 1 > PAGES_PER_BOOK) {
        this.book += 1;
        this.page = 1;
      }
      row.book = String(this.book);
      row.page = String(this.page);
      this.page += pages;
    }
    if (draft.salePriceCents !== undefined) row.salePriceCents = draft.salePriceCents;
    if (draft.mortgageAmountCents !== undefined) row.mortgageAmountCents = draft.mortgageAmountCents;
    if (day > LAST_DAY - 7 ? rng.chance(0.5) : rng.chance(0.002)) row.verified = false;
    row.grantors = draft.grantors;
    if (draft.grantees.length) row.grantees = draft.grantees;
    if (draft.references?.length) row.references = draft.references;

    if (!draft.noLand) {
      const legals = draft.legals ?? parcel?.legals;
      if (legals?.length) row.legals = legals;
      if (parcel) this.land(row, parcel, year);
    }
    if (parcel && docType === DOC_TYPE.torrens) {
      row.torrensCertificates = this.torrens(draft, parcel, docNumber, day, register === true);
    }
    const notes = [...(draft.additionalInfo ?? [])];
    if (rng.chance(0.02)) notes.push(rng.pick(NOTES));
    if (year >= 2010 && rng.chance(0.15)) notes.push('ELECTRONICALLY RECORDED');
    if (notes.length) row.additionalInfo = notes;
    const shown = this.profile.displayOnly(rng, draft.code, parcel, year);
    if (shown.length) row.displayOnly = shown;
    row.pageCount = withImages ? pages : 0;

    draft.after?.(ref, day);
    return {
      row,
      pages,
      moment,
      legalText: draft.noLand ? undefined : (draft.legalText ?? parcel?.legalText),
      description: inst.description,
      plat: draft.plat,
    };
  }

  private land(row: DocumentInput, parcel: Parcel, year: number): void {
    const rng = this.rng;
    const marianas = this.profile.id === 'marianas';
    if (marianas || year >= 1975 || rng.chance(0.3)) row.parcelIds = [parcel.parcelId];
    if (parcel.address && (marianas || (year >= 1985 ? rng.chance(0.9) : rng.chance(0.25)))) {
      row.addresses = [parcel.address];
    }
    if (parcel.tract) row.tracts = [parcel.tract];
  }

  /** Notes the document on the certificate, or cancels it and issues the next one for the new owners. */
  private torrens(
    draft: Draft,
    parcel: Parcel,
    docNumber: string,
    day: number,
    register: boolean,
  ): Array<{ certificateNumber: string; status: string }> {
    const text = memorialText(draft);
    const certs = this.certificates;
    if (register || !parcel.cert) {
      const cert = certs.issue(draft.newOwners ?? parcel.owners, day);
      certs.memorial(cert, DOC_TYPE.torrens, docNumber, day, text);
      parcel.cert = cert;
      parcel.torrens = true;
      return [{ certificateNumber: cert.number, status: 'ACTIVE' }];
    }
    const old = parcel.cert;
    if (draft.torrens !== 'transfer') {
      certs.memorial(old, DOC_TYPE.torrens, docNumber, day, text);
      return [{ certificateNumber: old.number, status: 'ACTIVE' }];
    }
    certs.memorial(old, DOC_TYPE.torrens, docNumber, day, `${text} - CANCELS THIS CERTIFICATE`);
    const next = certs.issue(draft.newOwners ?? draft.grantees, day, old.fileNumber);
    for (const m of parcel.mortgages) {
      certs.memorial(
        next,
        m.ref.docType,
        m.ref.docNumber,
        m.day,
        `MORTGAGE TO ${displayNameOf(m.holder)} ${money(m.amountCents)} (CARRIED FORWARD)`,
      );
    }
    certs.memorial(next, DOC_TYPE.torrens, docNumber, day, text);
    certs.cancel(old, parcel, [next.number]);
    parcel.cert = next;
    return [
      { certificateNumber: old.number, status: 'CANCELLED' },
      { certificateNumber: next.number, status: 'ACTIVE' },
    ];
  }
}

/** 'MORTGAGE JOHN A SMITH ET AL TO WELLS FARGO BANK NA $180,000.00' */
export function memorialText(draft: Draft): string {
  const who = (parties: Draft['grantors']) =>
    parties.length ? `${displayNameOf(parties[0]!)}${parties.length > 1 ? ' ET AL' : ''}` : '';
  const amount = draft.mortgageAmountCents ?? draft.salePriceCents;
  const parts = [instrument(draft.code).description.toUpperCase(), who(draft.grantors)];
  if (draft.grantees.length) parts.push('TO', who(draft.grantees));
  if (amount) parts.push(money(amount));
  return parts.filter(Boolean).join(' ');
}
