// Results rows from the summaries the records store's index items carry: what each results table shows.
import type {
  BookReferenceResultRow,
  DocumentResultRow,
  TaxLienResultRow,
  TorrensResultRow,
  TractBookResultRow,
} from '@portal/shared/search/results';
import {
  type BookReferenceSummary,
  type CertificateSummary,
  type DocumentSummary,
  displayBookAndPage,
  type TaxLienSummary,
  type TractBookSummary,
} from '#src/data/records/index.ts';

export const documentRow = (s: DocumentSummary): DocumentResultRow => ({
  ...s,
  recordedDate: s.recordedDateTime.slice(0, 10),
});

export const taxLienRow = (s: TaxLienSummary): TaxLienResultRow => ({
  docId: s.docId,
  docType: s.docType,
  docNumber: s.docNumber,
  displayDocNumber: s.displayDocNumber,
  instrumentCode: s.instrumentCode,
  instrumentDescription: s.instrumentDescription,
  recordedDate: s.recordedDateTime.slice(0, 10),
  recordedDateTime: s.recordedDateTime,
  lienDate: s.lienDate,
  lienNumber: s.lienNumber,
  lienType: s.lienType,
  taxpayer: s.taxpayer,
  taxpayerCount: s.taxpayerCount,
  firstRevision: s.firstRevision,
  revisionCount: s.revisionCount,
  firstRelease: s.firstRelease,
  firstRevoke: s.firstRevoke,
  releaseCount: s.releaseCount,
  ...(s.matchedAs ? { matchedAs: s.matchedAs } : {}),
});

/** A certificate's image document is C + its number (the records importer's imageDocIdOf). */
export const torrensRow = (s: CertificateSummary): TorrensResultRow => ({
  ...s,
  docType: 'C',
  docNumber: s.certificateNumber,
});

export const bookReferenceRow = (s: BookReferenceSummary): BookReferenceResultRow => ({ ...s });

export const tractBookRow = (s: TractBookSummary): TractBookResultRow => ({
  ...s,
  displayBookAndPage: displayBookAndPage(s.book, s.page),
});
