// A line of a feed file: one import-format row tagged with its import file (`{"file":...,"row":...}`), the row as
// the records table keeps it (the import's parsed row), so the line's row is byte for byte the export's and the
// import's line for the same record.
import type { ImportFileName } from '@portal/shared/records/import-files';

/** The import file of each entity item's type (its `t`). */
const entityFiles: Record<string, ImportFileName> = {
  DOC: 'documents.ndjson',
  LIEN: 'tax-liens.ndjson',
  CERT: 'torrens-certificates.ndjson',
  BREF: 'book-references.ndjson',
  TBK: 'tract-books.ndjson',
};

/** The code lists in import order, with their files: a feed file starts with them whole, so it loads anywhere. */
export const codeListFiles = [
  ['documentTypes', 'document-types.ndjson'],
  ['instrumentGroups', 'instrument-groups.ndjson'],
  ['instrumentCodes', 'instrument-codes.ndjson'],
  ['plats', 'plats.ndjson'],
  ['otherLotCodes', 'other-lot-codes.ndjson'],
  ['bookTypes', 'book-types.ndjson'],
] as const;

export const feedLine = (file: ImportFileName, row: unknown) => `${JSON.stringify({ file, row })}\n`;

/** The line of a record's entity item; undefined for any other item. */
export function entityLine(item: Record<string, unknown>): string | undefined {
  const file = entityFiles[String(item.t)];
  return file && item.sk === item.t ? feedLine(file, item.row) : undefined;
}
