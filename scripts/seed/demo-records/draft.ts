// A document before the recorder numbers it: what the parties filed. The recorder (recorder.ts) adds the number,
// the time, book and page, the Torrens certificates and the pages.
import type { documentRow } from '@portal/shared/records/document';
import type { DocRef } from '@portal/shared/records/fields';
import type { taxLienRow } from '@portal/shared/records/tax-lien';
import type { torrensCertificateRow } from '@portal/shared/records/torrens';
import type { z } from 'zod';
import type { Party } from './names.ts';
import type { LegalInput, Parcel, Plat } from './profile.ts';

export type DocumentInput = z.input<typeof documentRow>;
export type TaxLienInput = z.input<typeof taxLienRow>;
export type CertificateInput = z.input<typeof torrensCertificateRow>;

/** What a document does to a Torrens certificate of its land. */
export type TorrensEffect = 'memorial' | 'transfer' | 'register';

export interface Draft {
  code: string;
  parcel?: Parcel;
  grantors: Party[];
  grantees: Party[];
  references?: DocRef[];
  salePriceCents?: number;
  mortgageAmountCents?: number;
  /** legals of their own (a plat names the whole plat); the parcel's otherwise */
  legals?: LegalInput[];
  /** the legal description written out, for the page images */
  legalText?: string;
  /** no legal, parcel id or address (a judgment, a death certificate) */
  noLand?: boolean;
  additionalInfo?: string[];
  /** the document type when it is not the land's (a tax lien release is abstract) */
  docType?: string;
  torrens?: TorrensEffect;
  /** the new owners, for a transfer of Torrens land */
  newOwners?: Party[];
  /** the plat a plat document records (its first page is the drawing) */
  plat?: Plat;
  /** runs once the document has its number: the state it changes */
  after?: (ref: DocRef, day: number) => void;
}

/** A recorded document and what its page images need. */
export interface Recorded {
  row: DocumentInput;
  /** pages of the recorded copy, whether or not its images are on file */
  pages: number;
  moment: number;
  legalText?: string;
  description: string;
  plat?: Plat;
}
