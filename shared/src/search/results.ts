// What a search answers (spec 2 section 3): the rows of each kind of results table, one page of them with its
// counts, and the search response around it. Dates are YYYY-MM-DD (date-times YYYY-MM-DDTHH:mm, the county's
// clock), formatted for the reader by shared/format/dates; money is integer cents.
import type { MatchKind } from './match-mode.ts';
import type { ResultKind, SortDirection } from './result-kinds.ts';

/** A recorded document as every row and pane that shows one names it (documents and tax liens). */
export interface RecordedDocument {
  docId: string;
  docType: string;
  docNumber: string;
  displayDocNumber: string;
  instrumentCode: string;
  instrumentDescription: string;
  recordedDate: string;
  recordedDateTime: string;
}

/** The image document of a row or pane that is not itself a recorded document (the Image button opens it). */
export interface ImageDocument {
  docType: string;
  docNumber: string;
}

export interface DocumentResultRow extends RecordedDocument {
  displayBookAndPage: string;
  /** first grantor/grantee display name and how many there are (the count badge shows above 1) */
  grantor: string;
  grantorCount: number;
  grantee: string;
  granteeCount: number;
  /** first reference document (type and number) and first legal description, and their counts */
  firstReference: string;
  referenceCount: number;
  firstLegal: string;
  legalCount: number;
  /** how the row answered a Sounds like name search's typed name; only on that search's rows */
  matchedAs?: MatchKind;
  /** the tract (island, village, parcel) a tract index search matched; only on that search's rows */
  tract?: TractRef;
  /** where a 'Words on the page' search found the words; only on that search's rows */
  pageMatch?: PageMatch;
}

/** The first page of a document holding a 'Words on the page' search's words (issue 33). */
export interface PageMatch {
  /** 1-based page number */
  page: number;
  /** how many of the document's pages hold the words */
  pages: number;
  /** the text of the line of the first match */
  snippet: string;
  /** the matched words' places on the page, counting every word in reading order (the highlight's boxes) */
  places: number[];
}

/** A parcel of the Northern Mariana Islands tract index, as a row or pane names it. */
export interface TractRef {
  island: string;
  village: string;
  parcelId: string;
}

export interface TaxLienResultRow extends RecordedDocument {
  lienDate: string;
  lienNumber: string;
  lienType: string;
  taxpayer: string;
  taxpayerCount: number;
  /** how the row answered a Sounds like taxpayer search's typed name; only on that search's rows */
  matchedAs?: MatchKind;
  firstRevision: string;
  revisionCount: number;
  firstRelease: string;
  firstRevoke: string;
  /** the 'more' badge shows above 1 */
  releaseCount: number;
}

export interface TorrensResultRow extends ImageDocument {
  id: string;
  certificateNumber: string;
  fileNumber: string;
  certifiedDate: string;
  displayBookAndPage: string;
  /** A, C or P */
  shortStatus: string;
  /** ACTIVE, CANCELLED or PENDING */
  /** the certificate's image document (ImageDocument): type C, number the certificate number */
  status: string;
}

/** docType/docNumber: the scanned book page's image document */
export interface BookReferenceResultRow extends ImageDocument {
  id: string;
  type: string;
  fromName: string;
  toName: string;
  fromDate: string;
  toDate: string;
}

export interface TractBookResultRow extends ImageDocument {
  id: string;
  book: string;
  page: string;
  displayBookAndPage: string;
  description: string;
  firstLegal: string;
  legalCount: number;
  fromDate: string;
  /** '' while the entry is open */
  toDate: string;
}

export interface ResultRows {
  documents: DocumentResultRow;
  taxLiens: TaxLienResultRow;
  torrens: TorrensResultRow;
  bookReferences: BookReferenceResultRow;
  tractBooks: TractBookResultRow;
}
export type ResultRow = ResultRows[ResultKind];

export interface SearchResults<R = ResultRow> {
  searchResultList: R[];
  /** every result kept (at most 1000) */
  totalRecordCount: number;
  /** rows on this page: 'Displaying Results: x-y of n' with x = (pageNumber - 1) * pageSize + 1 */
  currentRecordCount: number;
  pageNumber: number;
  pageSize: number;
  pageCount: number;
  /** more matches existed than were kept: show 'Results truncated...' */
  truncated: boolean;
  sortKey: string;
  sortDirection: SortDirection;
  resultKind: ResultKind;
  /** the SPA route of this kind of results */
  resultsRoute: string;
  /** the form type searched (searchByName ...) and the call path that pages it ('/search/searchByName') */
  type: string;
  link: string;
}

export interface UsageBalance {
  kind: 'CENTS' | 'IMAGES';
  cents: number;
  imagesRemaining: number;
}

export interface SearchHistoryEntry {
  /** the search call path with a leading slash: POST it without the slash, with criteriaJson plus pageNumber */
  link: string;
  /** the form type (searchByName, searchByTractBookLegal ...) */
  type: string;
  criteriaJson: string;
  longDescription: string;
  displayCriteria: Array<{ key: string; value: string }>;
}

export interface PaymentOutcome {
  paymentNeeded: boolean;
  paymentNeededAgain: boolean;
}

export interface SearchResponse<R = ResultRow> extends PaymentOutcome {
  searchResults: SearchResults<R>;
  /** null for staff (no balance) */
  usageBalance: UsageBalance | null;
  historyResults: { searchHistoryList: SearchHistoryEntry[] };
  lockout: boolean;
}
