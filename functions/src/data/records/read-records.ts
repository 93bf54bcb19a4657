// Reads of whole records: a document, lien, certificate, book page or tract book entry by its id, the image
// document behind any of them, and the county's code lists.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BookReferenceRow } from '@portal/shared/records/book-reference';
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';
import type { DocumentRow } from '@portal/shared/records/document';
import type { TaxLienRow } from '@portal/shared/records/tax-lien';
import type { TorrensCertificateRow } from '@portal/shared/records/torrens';
import type { TractBookRow } from '@portal/shared/records/tract-book';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { type CodeBook, codeBook } from './code-book.ts';
import { entityKeys } from './keys.ts';

async function getRow<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.records, Key: key }));
  return Item?.row as T | undefined;
}

export const getDocument = (county: string, docId: string) => getRow<DocumentRow>(entityKeys.document(county, docId));
export const getTaxLien = (county: string, docId: string) => getRow<TaxLienRow>(entityKeys.taxLien(county, docId));
export const getCertificate = (county: string, cert: string) =>
  getRow<TorrensCertificateRow>(entityKeys.certificate(county, cert));
export const getBookReference = (county: string, id: string) =>
  getRow<BookReferenceRow>(entityKeys.bookReference(county, id));
export const getTractBook = (county: string, id: string) => getRow<TractBookRow>(entityKeys.tractBook(county, id));

export interface ImageDocumentItem {
  docId: string;
  pageCount: number;
  instrumentCode: string;
  typeDescription: string;
}

export async function getImageDocument(county: string, docId: string): Promise<ImageDocumentItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.records, Key: entityKeys.imageDocument(county, docId) }),
  );
  return Item as ImageDocumentItem | undefined;
}

export type CodeListName =
  | 'documentTypes'
  | 'instrumentGroups'
  | 'instrumentCodes'
  | 'plats'
  | 'otherLotCodes'
  | 'bookTypes';

/** One code list, ordered by code. */
export async function listCodes(county: string, list: 'instrumentCodes'): Promise<InstrumentCodeRow[]>;
export async function listCodes(county: string, list: CodeListName): Promise<CodeRow[]>;
export async function listCodes(county: string, list: CodeListName): Promise<CodeRow[]> {
  const items = await queryAll<{ row: CodeRow }>({
    TableName: tables.records,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': entityKeys.codeList(county, list) },
  });
  return items.map((i) => i.row);
}

const books = new Map<string, { at: number; book: CodeBook }>();
const BOOK_MS = 60_000;

/** The county's code book, kept for a minute (code lists change only on import). */
export async function loadCodeBook(county: string, fresh = false): Promise<CodeBook> {
  const hit = books.get(county);
  if (!fresh && hit && Date.now() - hit.at < BOOK_MS) return hit.book;
  const [documentTypes, instrumentCodes, plats] = await Promise.all([
    listCodes(county, 'documentTypes'),
    listCodes(county, 'instrumentCodes'),
    listCodes(county, 'plats'),
  ]);
  const book = codeBook({ documentTypes, instrumentCodes, plats });
  books.set(county, { at: Date.now(), book });
  return book;
}
