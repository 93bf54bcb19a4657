// Values taken from a bench county's own files, so every search the bench makes asks for something that is there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookReferenceRow } from '@portal/shared/records/book-reference';
import type { DocumentRow } from '@portal/shared/records/document';
import { type ImportFileName, importFiles } from '@portal/shared/records/import-files';
import type { TaxLienRow } from '@portal/shared/records/tax-lien';
import type { TorrensCertificateRow } from '@portal/shared/records/torrens';

export interface Samples {
  doc: DocumentRow;
  lien?: TaxLienRow;
  cert?: TorrensCertificateRow;
  bookRef?: BookReferenceRow;
}

/** The first row of a file that `pick` accepts, read through its import schema (so defaults are filled in). */
function firstRow<T>(dir: string, file: ImportFileName, pick: (row: T) => boolean): T | undefined {
  let text = '';
  try {
    text = readFileSync(join(dir, file), 'utf8').slice(0, 4_000_000);
  } catch {
    return undefined;
  }
  for (const line of text.split('\n').slice(0, -1)) {
    const row = importFiles[file].parse(JSON.parse(line)) as T;
    if (pick(row)) return row;
  }
  return undefined;
}

export function samplesOf(dir: string): Samples {
  // A document with as many searchable parts as possible, from early in the file (present at any size).
  const doc =
    firstRow<DocumentRow>(
      dir,
      'documents.ndjson',
      (d) => !!(d.book && d.parcelIds.length && d.addresses.length && d.legals.some((l) => l.kind === 'LB')),
    ) ??
    firstRow<DocumentRow>(dir, 'documents.ndjson', (d) => d.tracts.length > 0) ??
    firstRow<DocumentRow>(dir, 'documents.ndjson', () => true)!;
  return {
    doc,
    lien: firstRow<TaxLienRow>(dir, 'tax-liens.ndjson', () => true),
    cert: firstRow<TorrensCertificateRow>(dir, 'torrens-certificates.ndjson', (t) => !!t.legalText),
    bookRef: firstRow<BookReferenceRow>(dir, 'book-references.ndjson', () => true),
  };
}
