// What a records table item becomes in an export. An entity item gives its imported row to its import file and its
// hash; a code item its row to its code list file; the items an import builds from those (index, image and plat
// name items) are left out, since the restore builds them again by the import's own code; anything else (the demo
// set marker) is kept as stored.
import type { ImportFileName } from '@portal/shared/records/import-files';

const entityFiles: Record<string, ImportFileName> = {
  DOC: 'documents.ndjson',
  LIEN: 'tax-liens.ndjson',
  CERT: 'torrens-certificates.ndjson',
  BREF: 'book-references.ndjson',
  TBK: 'tract-books.ndjson',
};

const codeFiles: Record<string, ImportFileName> = {
  documentTypes: 'document-types.ndjson',
  instrumentGroups: 'instrument-groups.ndjson',
  instrumentCodes: 'instrument-codes.ndjson',
  plats: 'plats.ndjson',
  otherLotCodes: 'other-lot-codes.ndjson',
  bookTypes: 'book-types.ndjson',
};

const DERIVED = new Set(['IX', 'IXL', 'IXC', 'IXB', 'IXT', 'IMG', 'PLATNAME']);

export type RecordLine =
  | { kind: 'row'; file: ImportFileName; row: unknown; hash?: { pk: string; h: unknown } }
  | { kind: 'item' }
  | { kind: 'derived' };

export function recordLine(county: string, item: Record<string, unknown>): RecordLine {
  const t = String(item.t ?? '');
  if (DERIVED.has(t)) return { kind: 'derived' };
  const entity = entityFiles[t];
  if (entity && item.sk === t)
    return { kind: 'row', file: entity, row: item.row, hash: { pk: String(item.pk), h: item.h } };
  if (t === 'CODE') {
    const list = String(item.pk).slice(`C#${county}#CODES#`.length);
    const file = codeFiles[list];
    if (file) return { kind: 'row', file, row: item.row };
  }
  return { kind: 'item' };
}
