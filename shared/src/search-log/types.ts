// What the search log calls answer (issue 32): a user's title files, and a file's entries in the order made.

export type SearchLogKind = 'SEARCH' | 'DETAILS' | 'IMAGES';

export interface SearchLogEntry {
  /** when it happened (ISO instant) */
  at: string;
  kind: SearchLogKind;
  /** the criteria in words, as the Recent Searches line reads; for details and images, the document */
  description: string;
  /** a search's form type and criteria as the form restores them (Run again) */
  type?: string;
  criteriaJson?: string;
  /** records found (a search), 1 (details), pages bought (images) */
  resultCount: number;
  /** a search that stopped at the gather limit */
  truncated?: boolean;
  /** the index's verified-through date when it happened (YYYY-MM-DD; '' when the county has not set one) */
  verifiedThrough: string;
  /** details and images: the document ('Warranty deed A-1999'); images: the pages bought ('1-3, 5') */
  document?: string;
  pages?: string;
}

export interface SearchLogFile {
  titleFile: string;
  firstAt: string;
  lastAt: string;
}

export interface SearchLogFilesPage {
  files: SearchLogFile[];
  nextCursor?: string;
}

export interface SearchLogEntriesPage {
  titleFile: string;
  entries: SearchLogEntry[];
  nextCursor?: string;
}
