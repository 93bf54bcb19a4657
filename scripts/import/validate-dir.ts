// Pass one of an import: every row of every file is checked before anything is written, so a directory with a
// bad row loads nothing. Rows must fit their schema, name codes the county has (in this directory or already
// loaded), and be unique by id within their file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeRow } from '@portal/shared/records/codes';
import { docIdOf } from '@portal/shared/records/document';
import { type ImportFileName, imageDocIdOf, importFileNames } from '@portal/shared/records/import-files';
import type { Legal } from '@portal/shared/records/legal';
import { changedCode, codeListFiles, loadedCodes } from './code-lists.ts';
import { parseRow } from './parse-row.ts';
import { readLines } from './read-lines.ts';
import { type RecordImages, recordImages } from './record-images.ts';

export interface RowProblem {
  file: string;
  line: number;
  message: string;
}

export interface Validation {
  /** rows per file present in the directory */
  rows: Partial<Record<ImportFileName, number>>;
  problems: RowProblem[];
  /** how many problems there were in all (only the first `maxProblems` are kept) */
  problemCount: number;
}

const codeFiles = {
  'document-types.ndjson': 'documentTypes',
  'instrument-codes.ndjson': 'instrumentCodes',
  'plats.ndjson': 'plats',
} as const;

export interface ValidateOptions {
  /** let code list rows change the meaning of codes already loaded */
  updateCodes?: boolean;
  maxProblems?: number;
  /** an index feed's file (issue 31): its rows name pages the source portal keeps, so none are looked for */
  indexOnly?: boolean;
}

export async function validateDir(county: string, dir: string, options: ValidateOptions = {}): Promise<Validation> {
  const maxProblems = options.maxProblems ?? 50;
  const result: Validation = { rows: {}, problems: [], problemCount: 0 };
  const report = (file: string, line: number, message: string) => {
    result.problemCount += 1;
    if (result.problems.length < maxProblems) result.problems.push({ file, line, message });
  };

  // Codes the records may name: those loaded before plus those of this directory.
  const loaded = await loadedCodes(county);
  const known = {
    documentTypes: new Set(loaded.get('documentTypes')!.keys()),
    instrumentCodes: new Set(loaded.get('instrumentCodes')!.keys()),
    plats: new Set(loaded.get('plats')!.keys()),
  };

  for (const file of importFileNames) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const seen = new Set<string>();
    let rows = 0;
    const duplicate = (line: number, id: string | undefined) => {
      if (id && seen.has(id)) report(file, line, `duplicate ${id} in this file`);
      if (id) seen.add(id);
    };
    for await (const { line, text, invalid } of readLines(path)) {
      rows += 1;
      if (invalid) {
        const byte = invalid.byte.toString(16).toUpperCase().padStart(2, '0');
        report(file, line, `not valid UTF-8 (byte 0x${byte} at column ${invalid.column})`);
        continue;
      }
      const parsed = parseRow(file, text);
      if (!parsed.ok) {
        for (const p of parsed.problems) report(file, line, p);
        // an invalid row still holds its id: a second row with it is a duplicate all the same
        duplicate(line, rawId(file, parsed.json));
        continue;
      }
      const row = parsed.row as Record<string, unknown>;
      duplicate(line, rowId(file, row));
      const list = codeListFiles[file];
      if (list && !options.updateCodes) {
        const changed = changedCode(loaded, list, row as CodeRow);
        if (changed) report(file, line, changed);
      }
      if (file in codeFiles) known[codeFiles[file as keyof typeof codeFiles]].add((row as CodeRow).code);
      for (const message of missingCodes(row, known)) report(file, line, message);
      const imageProblem = options.indexOnly ? undefined : await checkImage(dir, file, row);
      if (imageProblem) report(file, line, imageProblem);
    }
    result.rows[file] = rows;
  }
  return result;
}

/** The id of a row that failed its schema, when its id fields are there (upper-cased and trimmed as the schema
 *  would have them). */
function rawId(file: ImportFileName, json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const fields = codeListFiles[file]
    ? ['code']
    : file === 'torrens-certificates.ndjson'
      ? ['certificateNumber']
      : file === 'book-references.ndjson' || file === 'tract-books.ndjson'
        ? ['id']
        : ['docType', 'docNumber'];
  const row = json as Record<string, unknown>;
  const values = fields.map((f) => (typeof row[f] === 'string' ? (row[f] as string).trim().toUpperCase() : ''));
  if (values.some((v) => !v)) return undefined;
  return rowId(file, Object.fromEntries(fields.map((f, i) => [f, values[i]])));
}

function rowId(file: ImportFileName, row: Record<string, unknown>): string {
  if ('code' in row) return String(row.code);
  if (file === 'torrens-certificates.ndjson') return `certificate ${row.certificateNumber}`;
  if (file === 'book-references.ndjson' || file === 'tract-books.ndjson') return `id ${row.id}`;
  return `document ${docIdOf(row as { docType: string; docNumber: string })}`;
}

function missingCodes(
  row: Record<string, unknown>,
  known: { documentTypes: Set<string>; instrumentCodes: Set<string>; plats: Set<string> },
): string[] {
  const out: string[] = [];
  if (typeof row.instrumentCode === 'string' && !known.instrumentCodes.has(row.instrumentCode)) {
    out.push(`instrumentCode: ${row.instrumentCode} is not in instrument-codes`);
  }
  if (typeof row.docType === 'string' && 'instrumentCode' in row && !known.documentTypes.has(row.docType)) {
    out.push(`docType: ${row.docType} is not in document-types`);
  }
  for (const l of (row.legals as Legal[] | undefined) ?? []) {
    if (l.kind === 'LB' && !known.plats.has(l.platCode)) out.push(`legals: plat ${l.platCode} is not in plats`);
  }
  return out;
}

/** A row with pages needs its images (images/<id>.tif, or the folder images/<id>/) with exactly that many pages. */
async function checkImage(
  dir: string,
  file: ImportFileName,
  row: Record<string, unknown>,
): Promise<string | undefined> {
  const pageCount = Number(row.pageCount ?? 0);
  if (!pageCount) return undefined;
  const id = imageDocIdOf(file, row)!;
  const images = recordImages(dir, id);
  if (!images) return `pageCount: ${pageCount} pages but images/${id}.tif is missing${byReference(dir)}`;
  try {
    const pages = await images.pageCount();
    if (pages === pageCount) return undefined;
    return images.files.length === 1 && images.name.endsWith('.tif')
      ? `pageCount: ${pageCount} but the TIFF has ${pages} pages`
      : `pageCount: ${pageCount} but ${images.name} holds page-1 to page-${pages} (numbered from 1, no gap)`;
  } catch (err) {
    return `${images.name} is not a readable image (${(err as Error).message})`;
  }
}

/** A county export that lists its images by reference holds none: say how to get them. */
function byReference(dir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { images?: string };
    return manifest.images === 'reference'
      ? ' (this county export lists its images by reference: export again with --copy-images to import it)'
      : '';
  } catch {
    return '';
  }
}

/** Where the row's page images are, when there are any on file. */
export function imagesOf(dir: string, file: ImportFileName, row: Record<string, unknown>): RecordImages | undefined {
  const id = imageDocIdOf(file, row);
  return id ? recordImages(dir, id) : undefined;
}
