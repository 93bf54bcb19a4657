// The chain of title of one piece of land as the API answers it (search/chainOfTitle): every document recorded on
// the land in recorded order, grouped, with each reference resolved; the vested owner; the open encumbrances and
// the released ones. Built from the index, it is an aid to the examiner, not a title opinion.
import type { ChainGroup, ChainRole } from './roles.ts';

/** One document as the chain reads it (the record's fields it needs, names as displayed). */
export interface ChainDocument {
  docId: string;
  /** the number as the county shows it */
  displayNumber: string;
  instrumentCode: string;
  instrumentDescription: string;
  instrumentGroup: string;
  /** YYYY-MM-DDTHH:mm */
  recordedDateTime: string;
  bookPage?: string;
  grantors: string[];
  grantees: string[];
  /** the ids of the documents it refers to */
  references: string[];
  mortgageAmountCents?: number;
  salePriceCents?: number;
}

/** Where a reference points: a document of this chain, a record on file that is not recorded on this land, or
 *  nothing on file. */
export type ReferenceStatus = 'inChain' | 'onFileElsewhere' | 'notOnFile';

export interface ChainReference {
  docId: string;
  status: ReferenceStatus;
  /** the instrument of a record on file elsewhere */
  description?: string;
}

export interface ChainEntry extends Omit<ChainDocument, 'references' | 'instrumentGroup'> {
  role: ChainRole;
  group: ChainGroup;
  references: ChainReference[];
  /** the documents of the chain that refer to this one, in recorded order */
  referencedBy: string[];
}

export interface Encumbrance {
  docId: string;
  displayNumber: string;
  kind: 'mortgage' | 'lien';
  instrumentDescription: string;
  recordedDateTime: string;
  /** the amount as last recorded (a modification's), where one is recorded */
  amountCents?: number;
  /** the mortgage's own amount, when a modification changed it */
  originalAmountCents?: number;
  /** who owes it: the grantors of the mortgage or lien */
  debtors: string[];
  /** who holds it: the grantees, or those of the last assignment */
  holders: string[];
  assignments: string[];
  modifications: string[];
  partialReleases: string[];
  /** the documents that released it in full (a satisfaction, a release, a foreclosure) */
  releasedBy: string[];
  /** revocations of a release, which reopen the lien */
  revokedBy: string[];
}

export interface VestedOwner {
  names: string[];
  /** the last conveyance */
  deed: string;
  displayNumber: string;
  recordedDateTime: string;
}

export interface ChainOfTitle {
  /** every document, oldest first */
  documents: ChainEntry[];
  groups: Array<{ group: ChainGroup; docIds: string[] }>;
  vestedOwner?: VestedOwner;
  /** oldest first */
  openEncumbrances: Encumbrance[];
  releasedEncumbrances: Encumbrance[];
  /** references of any document that point to nothing on file */
  missingReferences: Array<{ from: string; docId: string }>;
}

/** The answer of search/chainOfTitle. */
export interface ChainOfTitleResponse {
  /** the land asked for, in words */
  land: string;
  chain: ChainOfTitle;
  /** documents in the chain */
  documentCount: number;
  /** the land has more documents than a chain reads (CHAIN_MAX_DOCUMENTS): the newest are kept */
  truncated: boolean;
  /** asked by Torrens certificate: the certificate and its memorials that are not on file */
  certificate?: {
    certificateNumber: string;
    status: string;
    cancelledBy: string[];
    memorialsNotOnFile: string[];
  };
  /** that the chain is an aid built from the index, not a title opinion */
  notice: string;
  /** the county's own words for that (search2.chainOfTitleDisclaimer) */
  disclaimer: string;
  countyName: string;
  /** the index's verified-through date (YYYY-MM-DD; the Torrens index's for a certificate), '' when not stated */
  verifiedThrough: string;
}

/** The answer of search/chainOfTitle: the report once paid for (or free), else what the payer must do first. */
export interface ChainOfTitleAnswer {
  /** CREDIT_CARD: no open preauthorization; open the card window, then ask again with the same requestId */
  paymentNeeded: boolean;
  /** CREDIT_CARD: the preauthorization has less left than the price */
  paymentNeededAgain: boolean;
  /** what this call charged: 0 when free, or when this requestId was already paid for */
  chargedCents: number;
  /** null until paid */
  report: ChainOfTitleResponse | null;
}

/** A chain reads at most this many documents of one piece of land (the newest when there are more). */
export const CHAIN_MAX_DOCUMENTS = 500;

export const CHAIN_NOTICE =
  'This chain of title is built from the recorded index as an aid to searching. It is not a title opinion, an ' +
  'abstract or a guarantee of title: read the documents themselves before relying on it.';
