// Detail panes and helper answers of the search area (spec 2 sections 2 and 3): document, tax lien, Torrens
// certificate, book reference and tract book details; legal description details; tax/GIS links; code lists,
// pick-lists and the plat lookup. Dates YYYY-MM-DD, money integer cents.
import type {
  BookReferenceResultRow,
  PaymentOutcome,
  RecordedDocument,
  TorrensResultRow,
  TractBookResultRow,
  TractRef,
  UsageBalance,
} from './results.ts';

export interface PartyResult {
  displayName: string;
  lastName: string;
  firstName: string;
  middleInitial: string;
}

export interface DocumentDetails extends RecordedDocument {
  /** '9:05' and 'AM': the recorded time of day on a 12-hour clock */
  recordedTime: string;
  recordedAmPm: 'AM' | 'PM';
  instrumentDate: string;
  displayBookAndPage: string;
  mortgageAmountCents: number | null;
  salePriceCents: number | null;
  /** VERIFIED or UNVERIFIED: the verified status badge */
  verifiedStatus: 'VERIFIED' | 'UNVERIFIED';
  grantorSearchResults: PartyResult[];
  granteeSearchResults: PartyResult[];
  referenceDocumentSearchResults: Array<{
    docType: string;
    docNumber: string;
    displayDocNumber: string;
    instrumentDescription: string;
  }>;
  legalSearchResults: Array<{ description: string; comment: string; docId: string }>;
  /** docType T: the Torrens certificates the document touches */
  torrensSearchResults: Array<{ certificateNumber: string; status: string }>;
  /** the Northern Mariana Islands tracts (island, village, parcel) the document touches */
  tractSearchResults: TractRef[];
  additionalInfoSearchResults: string[];
  displayOnlySearchResults: Array<{ label: string; value: string }>;
  parcelIds: string[];
  /** the street addresses the document names, as recorded (an address search matched one of them) */
  addressSearchResults: Array<{ streetNumber: string; streetName: string; city: string }>;
  /** pages of the document's image; 0 when none is on file */
  pageCount: number;
}

export interface TaxLienDetails extends RecordedDocument {
  instrumentDate: string;
  lienNumber: string;
  lienDate: string;
  expirationDate: string;
  /** FEDERAL or STATE: the lien type badge */
  lienType: string;
  totalAmountCents: number;
  current: boolean;
  taxpayerSearchResults: Array<{ name: string; displayAddress: string }>;
  revisionSearchResults: Array<{ flag: string; docNumber: string; docType: string; displayDocNumber: string }>;
  releaseSearchResults: Array<{
    partialFullFlag: 'P' | 'F';
    releaseDocNumber: string;
    releaseDocType: string;
    releaseDisplayDocNumber: string;
    releaseDate: string;
    revokeDocNumber: string;
    revokeDocType: string;
    revokeDisplayDocNumber: string;
    revokeDate: string;
  }>;
  pageCount: number;
}

/** The answer of documentDetails and taxLienDetails: the pane's content after the payment seam let it through. */
export interface DetailsResponse<D> extends PaymentOutcome {
  usageBalance: UsageBalance | null;
  /** null when payment is needed first */
  details: D | null;
}

// The Torrens, book reference and tract book panes show their result row's fields and more; pageCount is the
// number of pages of the row's image document.
export interface TorrensDetails extends TorrensResultRow {
  cancelledBySearchResults: Array<{ cancelledByCertificateId: string; cancelledByCertificateNumber: string }>;
  pageCount: number;
}

export interface BookReferenceDetails extends BookReferenceResultRow {
  pageCount: number;
}

export interface TractBookDetails extends Omit<TractBookResultRow, 'firstLegal' | 'legalCount'> {
  legalSearchResults: Array<{ description: string; comment: string }>;
  pageCount: number;
}

/** One table of the legal description details pop-up: rows of cells under the headers. */
export interface LegalDescriptionRows {
  legalDescriptionTypeDetails: string[][];
}

export interface LegalDescriptionDetails {
  metesAndBoundsHeaders: string[];
  metesAndBoundsRows: LegalDescriptionRows;
  lotsAndBlocksHeaders: string[];
  lotsAndBlocksRows: LegalDescriptionRows;
  condoHeaders: string[];
  condoRows: LegalDescriptionRows;
}

export interface LinksResponse {
  parcelIds: string[];
  /** the external link of each parcel id, in the same order */
  parcelIdLinks: string[];
  /** 'Links To Tax System' or 'Links to GIS System' */
  header: string;
}

export interface CodeDescription {
  code: string;
  description: string;
}

export interface CodeDescriptionResults {
  codeDescriptionResultList: CodeDescription[];
}

/** What the caller pays for one item: a search form type (searchByName ...), documentDetails or taxLienDetails. */
export interface ItemPrice {
  item: string;
  cents: number;
}

export interface CodeLists {
  documentTypes: CodeDescription[];
  instrumentGroups: CodeDescription[];
  otherLotCodes: CodeDescription[];
  /** the Book and Page form's book types (spec 1 section 3 'Reference lists'); empty where books have none */
  bookTypes: CodeDescription[];
  /** the caller's price of each item that costs something (none for staff, flat-fee accounts, free items), so a
   *  form can say what it costs before it is submitted */
  prices?: ItemPrice[];
}

export interface PlatLookupResult {
  /** ONE fills name and code; MANY opens the plat list (not on the legal form); NONE shows the message */
  match: 'ONE' | 'MANY' | 'NONE';
  plat: CodeDescription | null;
  plats: CodeDescription[];
  /** '', 'No matching plat found.' or 'More than 1 match found.' */
  message: string;
}
