// The five kinds of result tables (spec 2 'Result screens'): their results routes, the keys they sort by and the
// default sort of each (docNumber ASC for documents and liens, recordedDate ASC for Torrens, id ASC for book
// references), and the paging constants.

/** Rows per results page. */
export const PAGE_SIZE = 10;
/** A search keeps at most this many results; more sets the truncated flag ('Results truncated...'). */
export const MAX_RESULTS = 1000;

export const resultKinds = ['documents', 'taxLiens', 'torrens', 'bookReferences', 'tractBooks'] as const;
export type ResultKind = (typeof resultKinds)[number];

/** The SPA route that shows each kind of results. */
export const resultsRoutes: Record<ResultKind, string> = {
  documents: '/search/SearchResults',
  taxLiens: '/search/TaxLienSearchResults',
  torrens: '/search/TorrensSearchResults',
  bookReferences: '/search/GrantorGranteeBookSearchResults',
  tractBooks: '/search/TractBookSearchResults',
};

/** The keys each results table sorts by. Torrens 'recordedDate' is the certificate's certified date. */
export const sortKeys = {
  documents: ['docNumber', 'recordedDate', 'instrument', 'bookAndPage', 'grantor', 'grantee'],
  taxLiens: ['docNumber', 'recordedDate', 'lienDate', 'lienNumber', 'taxpayer'],
  torrens: ['recordedDate', 'certificateNumber', 'fileNumber', 'bookAndPage', 'status'],
  bookReferences: ['id', 'type', 'fromName', 'toName', 'fromDate', 'toDate'],
  tractBooks: ['id', 'bookAndPage', 'fromDate', 'toDate'],
} as const satisfies Record<ResultKind, readonly string[]>;

export type SortKey<K extends ResultKind = ResultKind> = (typeof sortKeys)[K][number];
export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface SortOrder {
  sortKey: string;
  sortDirection: SortDirection;
}

export const defaultSort: Record<ResultKind, SortOrder> = {
  documents: { sortKey: 'docNumber', sortDirection: 'ASC' },
  taxLiens: { sortKey: 'docNumber', sortDirection: 'ASC' },
  torrens: { sortKey: 'recordedDate', sortDirection: 'ASC' },
  bookReferences: { sortKey: 'id', sortDirection: 'ASC' },
  tractBooks: { sortKey: 'id', sortDirection: 'ASC' },
};

/** Whether a kind of results sorts by this key. */
export const isSortKey = (kind: ResultKind, key: string): boolean =>
  (sortKeys[kind] as readonly string[]).includes(key);
