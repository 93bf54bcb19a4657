// Orders result rows by a sort key and direction. Text compares case-insensitively with digit runs as numbers
// ('99' before '1000', 'BOOK 9/1' before 'BOOK 10/1'); ties fall back to the row's id, so an order is stable.
// A Sounds like search's rows keep exact matches first (match-mode.ts).

import { type MatchKind, matchRank } from './match-mode.ts';
import type { ResultKind, SortDirection } from './result-kinds.ts';
import type { ResultRows } from './results.ts';

type Value = (row: never) => string;

const docId = (r: { docId: string }) => r.docId;
const docNumber = (r: { docNumber: string; docType: string }) => `${r.docNumber} ${r.docType}`;

/** What each sort key compares, per kind; unknown keys fall back to the kind's id. */
const valuesOf: { [K in ResultKind]: Record<string, (row: ResultRows[K]) => string> } = {
  documents: {
    docNumber,
    recordedDate: (r) => r.recordedDateTime,
    instrument: (r) => r.instrumentDescription,
    bookAndPage: (r) => r.displayBookAndPage,
    grantor: (r) => r.grantor,
    grantee: (r) => r.grantee,
  },
  taxLiens: {
    docNumber,
    recordedDate: (r) => r.recordedDateTime,
    lienDate: (r) => r.lienDate,
    lienNumber: (r) => r.lienNumber,
    taxpayer: (r) => r.taxpayer,
  },
  torrens: {
    recordedDate: (r) => r.certifiedDate,
    certificateNumber: (r) => r.certificateNumber,
    fileNumber: (r) => r.fileNumber,
    bookAndPage: (r) => r.displayBookAndPage,
    status: (r) => r.status,
  },
  bookReferences: {
    id: (r) => r.id,
    type: (r) => r.type,
    fromName: (r) => r.fromName,
    toName: (r) => r.toName,
    fromDate: (r) => r.fromDate,
    toDate: (r) => r.toDate,
  },
  tractBooks: {
    id: (r) => r.id,
    bookAndPage: (r) => r.displayBookAndPage,
    fromDate: (r) => r.fromDate,
    toDate: (r) => r.toDate,
  },
};

const idOf: { [K in ResultKind]: (row: ResultRows[K]) => string } = {
  documents: docId,
  taxLiens: docId,
  torrens: (r) => r.id,
  bookReferences: (r) => r.id,
  tractBooks: (r) => r.id,
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A sorted copy of the rows. */
export function sortRows<K extends ResultKind>(
  kind: K,
  rows: ResultRows[K][],
  sortKey: string,
  sortDirection: SortDirection,
): ResultRows[K][] {
  const id = idOf[kind] as Value;
  const value = ((valuesOf[kind] as Record<string, Value>)[sortKey] ?? id) as Value;
  const sign = sortDirection === 'DESC' ? -1 : 1;
  // a Sounds like search's rows: exact matches first whatever the order asked for, then that order within each kind
  const rank = (r: unknown) => matchRank((r as { matchedAs?: MatchKind }).matchedAs);
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      sign *
        (collator.compare(value(a as never), value(b as never)) || collator.compare(id(a as never), id(b as never))),
  );
}
