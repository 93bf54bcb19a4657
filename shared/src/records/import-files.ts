// The files of an import directory (docs/import-format.md), in load order: code lists first (documents name
// their instrument codes and plats), then the records.
import type { z } from 'zod';
import { bookReferenceRow } from './book-reference.ts';
import { codeLists } from './codes.ts';
import { documentRow } from './document.ts';
import { taxLienRow } from './tax-lien.ts';
import { torrensCertificateRow } from './torrens.ts';
import { tractBookRow } from './tract-book.ts';

export const importFiles = {
  'document-types.ndjson': codeLists.documentTypes,
  'instrument-groups.ndjson': codeLists.instrumentGroups,
  'instrument-codes.ndjson': codeLists.instrumentCodes,
  'plats.ndjson': codeLists.plats,
  'other-lot-codes.ndjson': codeLists.otherLotCodes,
  'book-types.ndjson': codeLists.bookTypes,
  'documents.ndjson': documentRow,
  'tax-liens.ndjson': taxLienRow,
  'torrens-certificates.ndjson': torrensCertificateRow,
  'book-references.ndjson': bookReferenceRow,
  'tract-books.ndjson': tractBookRow,
} as const satisfies Record<string, z.ZodType>;

export type ImportFileName = keyof typeof importFiles;
export const importFileNames = Object.keys(importFiles) as ImportFileName[];

/** The image document id of a row (its TIFF is images/<id>.tif): docType + docNumber, or C + certificate number. */
export function imageDocIdOf(file: ImportFileName, row: Record<string, unknown>): string | undefined {
  if (!('pageCount' in row)) return undefined;
  if (file === 'torrens-certificates.ndjson') return `C${row.certificateNumber}`;
  return `${row.docType}${row.docNumber}`;
}
