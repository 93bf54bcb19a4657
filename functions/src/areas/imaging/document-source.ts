// The document an order is for, from the records store's image document item (written at import): its id (the
// images folder), page count, type and instrument code (for special rates) and a readable title.
import { docIdOf } from '@portal/shared/records/document';
import { getDocument, getImageDocument, getTaxLien } from '#src/data/records/index.ts';

export interface ImageDocument {
  docId: string;
  documentType: string;
  documentNumber: string;
  pageCount: number;
  instrumentCode: string;
  /** 'Abstract', 'Torrens' ... */
  typeDescription: string;
}

export async function findImageDocument(
  county: string,
  documentType: string,
  documentNumber: string,
): Promise<ImageDocument | undefined> {
  const docId = docIdOf({ docType: documentType, docNumber: documentNumber });
  const item = await getImageDocument(county, docId);
  if (!item) return recordWithoutImages(county, docId, documentType, documentNumber);
  return {
    docId: item.docId,
    documentType,
    documentNumber,
    pageCount: item.pageCount ?? 0,
    instrumentCode: item.instrumentCode ?? '',
    typeDescription: item.typeDescription ?? typeDescriptions[documentType] ?? 'Document',
  };
}

const typeDescriptions: Record<string, string> = { A: 'Abstract', T: 'Torrens' };

/** A recorded document or lien with no page image has no image item (import writes one only for pages): it is
 *  still a document, of 0 pages, so the preview says it has no images on file rather than 'Document not found'. */
async function recordWithoutImages(
  county: string,
  docId: string,
  documentType: string,
  documentNumber: string,
): Promise<ImageDocument | undefined> {
  const document = await getDocument(county, docId);
  if (!document && !(await getTaxLien(county, docId))) return undefined;
  return {
    docId,
    documentType,
    documentNumber,
    pageCount: 0,
    instrumentCode: document?.instrumentCode ?? '',
    typeDescription: typeDescriptions[documentType] ?? 'Document',
  };
}

/** 'Abstract document 1000' for the middle of a sentence and its sentence-start form. */
export function documentTitles(doc: Pick<ImageDocument, 'typeDescription' | 'documentNumber'>) {
  const sentence = `${doc.typeDescription} document ${doc.documentNumber}`;
  return { uiTitle: sentence.charAt(0).toLowerCase() + sentence.slice(1), uiTitleBeginningOfSentence: sentence };
}
