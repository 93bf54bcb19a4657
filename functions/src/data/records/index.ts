// What the records area offers the other areas: the recorded documents: their keys, item readers and one query per
// searchable key. Another area imports records only through this module (dependency-cruiser
// 'area-only-through-its-index'); everything else in the folder is its own.
export { houseNumberKey, streetKey } from './address-keys.ts';
export { byTractParcel, getDocuments, recordsOnFile } from './chain-reads.ts';
export type { CodeBook } from './code-book.ts';
export { entityKeys } from './keys.ts';
export { keyMatches, type NameKey, nameKeysOf, nameSearchesOf } from './name-keys.ts';
export { byPageWords } from './page-words/by-page-words.ts';
export { indexPageText } from './page-words/index-page-text.ts';
export { byAddress } from './queries/by-address.ts';
export { byBookPage } from './queries/by-book-page.ts';
export { byBookReference } from './queries/by-book-reference.ts';
export { byCertificate } from './queries/by-certificate.ts';
export { byDocumentNumber } from './queries/by-document-number.ts';
export { byLegal, byTractBookLegal, type LegalCriteria, legalConditions, legalMatches } from './queries/by-legal.ts';
export { byName } from './queries/by-name.ts';
export { byParcel } from './queries/by-parcel.ts';
export { byPlat, findPlats } from './queries/by-plat.ts';
export { byRecordedDate } from './queries/by-recorded-date.ts';
export { byTaxLien } from './queries/by-tax-lien.ts';
export { byTorrensText } from './queries/by-torrens-text.ts';
export { byTractBookId } from './queries/by-tract-book-id.ts';
export { byTractIndex } from './queries/by-tract-index.ts';
export { getItems, type QueryResult } from './queries/gather.ts';
export {
  type CodeListName,
  getBookReference,
  getCertificate,
  getDocument,
  getImageDocument,
  getTaxLien,
  getTractBook,
  listCodes,
  loadCodeBook,
} from './read-records.ts';
export { legalValues } from './record-items.ts';
export {
  type BookReferenceSummary,
  type CertificateSummary,
  certificateSummary,
  type DocumentSummary,
  displayBookAndPage,
  documentNaming,
  type TaxLienSummary,
  type TractBookSummary,
} from './summaries.ts';
