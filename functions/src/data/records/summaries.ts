// The compact summaries that index items carry: what one row of a results table shows (spec 2 section 2,
// 'Result screens'), so that a results page needs no further reads.
import type { BookReferenceRow } from '@portal/shared/records/book-reference';
import type { DocumentRow } from '@portal/shared/records/document';
import { docIdOf } from '@portal/shared/records/document';
import { displayNameOf } from '@portal/shared/records/fields';
import { describeLegal } from '@portal/shared/records/legal';
import type { TaxLienRow } from '@portal/shared/records/tax-lien';
import type { TorrensCertificateRow } from '@portal/shared/records/torrens';
import { torrensStatuses } from '@portal/shared/records/torrens';
import type { TractBookRow } from '@portal/shared/records/tract-book';
import type {
  BookReferenceResultRow,
  DocumentResultRow,
  ImageDocument,
  TaxLienResultRow,
  TorrensResultRow,
  TractBookResultRow,
} from '@portal/shared/search/results';
import type { CodeBook } from './code-book.ts';

/** How every row and pane names a recorded document or tax lien, besides its id (spec 2 section 2). */
export function documentNaming(
  d: { docType: string; docNumber: string; displayDocNumber?: string | undefined; instrumentCode: string },
  codes: CodeBook,
) {
  return {
    docType: d.docType,
    docNumber: d.docNumber,
    displayDocNumber: d.displayDocNumber ?? d.docNumber,
    instrumentCode: d.instrumentCode,
    instrumentDescription: codes.instrumentDescription(d.instrumentCode),
  };
}

/** A document's results row as it is kept on its index items; the search adds the recorded date alone. */
export type DocumentSummary = Omit<DocumentResultRow, 'recordedDate'>;

export function documentSummary(d: DocumentRow, codes: CodeBook): DocumentSummary {
  return {
    docId: docIdOf(d),
    ...documentNaming(d, codes),
    recordedDateTime: d.recordedDateTime,
    displayBookAndPage: displayBookAndPage(d.book, d.page),
    grantor: d.grantors[0] ? displayNameOf(d.grantors[0]) : '',
    grantorCount: d.grantors.length,
    grantee: d.grantees[0] ? displayNameOf(d.grantees[0]) : '',
    granteeCount: d.grantees.length,
    firstReference: d.references[0] ? `${d.references[0].docType}${d.references[0].docNumber}` : '',
    referenceCount: d.references.length,
    firstLegal: d.legals[0] ? describeLegal(d.legals[0], codes.platName(legalPlat(d.legals[0]))) : '',
    legalCount: d.legals.length,
  };
}

/** A tax lien's results row as its index items keep it; expiry and release decide Current/Expired at search time. */
export interface TaxLienSummary extends Omit<TaxLienResultRow, 'recordedDate'> {
  /** for the Current/Expired choice, decided at search time against today */
  expirationDate: string;
  fullyReleased: boolean;
}

export function taxLienSummary(l: TaxLienRow, codes: CodeBook): TaxLienSummary {
  const release = l.releases[0];
  return {
    docId: docIdOf(l),
    ...documentNaming(l, codes),
    recordedDateTime: l.recordedDateTime,
    lienDate: l.lienDate,
    lienNumber: l.lienNumber,
    lienType: l.lienType,
    taxpayer: l.taxpayers[0] ? displayNameOf(l.taxpayers[0]) : '',
    taxpayerCount: l.taxpayers.length,
    firstRevision: l.revisions[0]?.docNumber ?? '',
    revisionCount: l.revisions.length,
    firstRelease: release?.release.docNumber ?? '',
    firstRevoke: release?.revoke?.docNumber ?? '',
    releaseCount: l.releases.length,
    expirationDate: l.expirationDate ?? '9999-12-31',
    fullyReleased: l.releases.some((r) => r.partialFullFlag === 'F' && !r.revoke),
  };
}

/** A certificate's results row without its image document (the search adds type C and the number). */
export type CertificateSummary = Omit<TorrensResultRow, keyof ImageDocument>;

export function certificateSummary(t: TorrensCertificateRow): CertificateSummary {
  return {
    id: t.certificateNumber,
    certificateNumber: t.certificateNumber,
    fileNumber: t.fileNumber ?? '',
    certifiedDate: t.certifiedDate,
    displayBookAndPage: displayBookAndPage(t.book, t.page),
    shortStatus: t.shortStatus,
    status: torrensStatuses[t.shortStatus],
  };
}

export type BookReferenceSummary = BookReferenceResultRow;

export const bookReferenceSummary = (b: BookReferenceRow): BookReferenceSummary => ({
  id: b.id,
  type: b.type,
  fromName: b.fromName,
  toName: b.toName,
  fromDate: b.fromDate,
  toDate: b.toDate,
  docType: b.docType,
  docNumber: b.docNumber,
});

/** A tract book entry's results row; the search adds the book and page display. */
export type TractBookSummary = Omit<TractBookResultRow, 'displayBookAndPage'>;

export const tractBookSummary = (t: TractBookRow, codes: CodeBook): TractBookSummary => ({
  id: t.id,
  book: t.book,
  page: t.page,
  description: t.description ?? '',
  firstLegal: t.legals[0] ? describeLegal(t.legals[0], codes.platName(legalPlat(t.legals[0]))) : '',
  legalCount: t.legals.length,
  fromDate: t.fromDate,
  toDate: t.toDate ?? '',
  docType: t.docType,
  docNumber: t.docNumber,
});

export function displayBookAndPage(book?: string, page?: string): string {
  if (!book) return '';
  return page ? `${book}/${page}` : book;
}

const legalPlat = (l: { kind: string; platCode?: string }) => (l.kind === 'LB' ? l.platCode : undefined);

/**
 * An index item's summary as it is stored: one JSON string. A search reads up to a thousand index items, and one
 * string attribute is about half as dear to answer and to decode as a map of some sixteen typed attributes (on
 * DynamoDB Local and in the SDK alike). Filters therefore never look inside it: what they test is kept beside it.
 */
export const packSummary = (summary: object): string => JSON.stringify(summary);

/** The summary of an index item; items written before summaries were packed hold it as a map. */
export const unpackSummary = <S>(stored: unknown): S => (typeof stored === 'string' ? JSON.parse(stored) : stored) as S;
