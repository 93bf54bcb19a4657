// The document an order is for, from the records store: its id (the images folder), page count, type and
// instrument code (for special rates) and a readable title.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

export interface ImageDocument {
  docId: string;
  documentType: string;
  documentNumber: string;
  pageCount: number;
  instrumentCode: string;
  /** 'Abstract', 'Torrens' ... */
  typeDescription: string;
}

// TEMPORARY until the records store lands: a document-number lookup item in the records table.
export const documentLookupKey = (county: string, documentType: string, documentNumber: string) => ({
  pk: `C#${county}#IMGDOC#${documentType}#${documentNumber}`,
  sk: 'DOC',
});

export async function findImageDocument(
  county: string,
  documentType: string,
  documentNumber: string,
): Promise<ImageDocument | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.records, Key: documentLookupKey(county, documentType, documentNumber) }),
  );
  if (!Item) return undefined;
  return {
    docId: Item.docId,
    documentType,
    documentNumber,
    pageCount: Item.pageCount ?? 0,
    instrumentCode: Item.instrumentCode ?? '',
    typeDescription: Item.typeDescription ?? typeDescriptions[documentType] ?? 'Document',
  };
}

const typeDescriptions: Record<string, string> = { A: 'Abstract', T: 'Torrens' };

/** 'Abstract document 1000' for the middle of a sentence and its sentence-start form. */
export function documentTitles(doc: Pick<ImageDocument, 'typeDescription' | 'documentNumber'>) {
  const sentence = `${doc.typeDescription} document ${doc.documentNumber}`;
  return { uiTitle: sentence.charAt(0).toLowerCase() + sentence.slice(1), uiTitleBeginningOfSentence: sentence };
}
