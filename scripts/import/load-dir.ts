// Pass two of an import: code lists, then records, in chunks. Each chunk is written whole (index and image
// items, then entity items, then page images) before the checkpoint moves past it, so an interrupted import
// resumes where it stopped and a record is never left half-written behind the checkpoint. The store is the slow
// part: while one chunk is written, the next is parsed, built, hashed and checked against the store (reads
// only), so the writes never wait for our own work; its writes start once the chunk before is whole.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeRow } from '@portal/shared/records/codes';
import { type ImportFileName, importFileNames } from '@portal/shared/records/import-files';
import { deleteKeys, putItems } from '../../functions/src/data/dynamo/write-items.ts';
import type { CodeBook } from '../../functions/src/data/records/code-book.ts';
import { codeItems, platNameKeys, platsNamed } from '../../functions/src/data/records/plat-names.ts';
import { loadCodeBook } from '../../functions/src/data/records/read-records.ts';
import {
  bookReferenceItems,
  certificateItems,
  documentItems,
  type RecordItems,
  taxLienItems,
  tractBookItems,
} from '../../functions/src/data/records/record-items.ts';
import { applySave, planSave } from '../../functions/src/data/records/save-records.ts';
import type { Checkpoint } from './checkpoint.ts';
import { codeListFiles, loadedCodes, sameMeaning } from './code-lists.ts';
import { storePageImages } from './page-images.ts';
import { type ParsedRow, parseRow } from './parse-row.ts';
import { inChunks, readLines } from './read-lines.ts';
import type { RecordImages } from './record-images.ts';
import { imagesOf } from './validate-dir.ts';

export interface LoadProgress {
  file: ImportFileName;
  /** rows of this file handled so far, including those skipped by the checkpoint */
  done: number;
}

export interface LoadTotals {
  written: number;
  /** items put in the store (a record is its entity item, its index items and its image item) */
  items: number;
  unchanged: number;
  resumedPast: number;
  imagePages: number;
}

export async function loadDir(options: {
  county: string;
  dir: string;
  checkpoint: Checkpoint;
  chunkSize?: number;
  /** read each stored page's text now (npm run import); otherwise the county's page text job reads it later */
  recognisePages?: boolean;
  onProgress?: (p: LoadProgress, totals: LoadTotals) => void;
}): Promise<LoadTotals> {
  const { county, dir, checkpoint } = options;
  const totals: LoadTotals = { written: 0, items: 0, unchanged: 0, resumedPast: 0, imagePages: 0 };
  let codes: CodeBook | undefined;
  const loaded = await loadedCodes(county);

  for (const file of importFileNames) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const from = checkpoint.resumeLine(file, path);
    let done = 0;
    if (from > 1) {
      for await (const _ of readLines(path)) {
        if (_.line >= from) break;
        done += 1;
      }
      totals.resumedPast += done;
      options.onProgress?.({ file, done }, totals);
    }
    const list = codeListFiles[file];
    if (!list) codes ??= await loadCodeBook(county, true);
    // the chunk being written; the loop prepares the next one meanwhile
    let writing: Promise<void> = Promise.resolve();
    for await (const chunk of inChunks(readLines(path, from), options.chunkSize ?? 500)) {
      const rows = chunk.map(({ line, text }) => {
        const parsed = parseRow(file, text);
        // validateDir has passed every row; a row that fails now means the file changed under us.
        if (!parsed.ok) throw new Error(`${file}:${line}: ${parsed.problems.join('; ')} (file changed during import?)`);
        return parsed.row;
      });
      const finish = () => {
        done += rows.length;
        checkpoint.mark(file, path, chunk.at(-1)!.line + 1);
        options.onProgress?.({ file, done }, totals);
      };
      if (list) {
        await writing;
        // a code that says what it said is not written again
        // a plat is also changed while its name items are not on file (a store loaded before they existed)
        const named = list === 'plats' ? await platsNamed(county, rows as CodeRow[]) : undefined;
        const changed = (rows as CodeRow[]).filter((r) => {
          const before = loaded.get(list)?.get(r.code);
          return !before || !sameMeaning(before, r) || (named && !named.has(r.code));
        });
        // a renamed plat drops the name items of its old name
        const stale = changed.flatMap((r) => {
          const before = loaded.get(list)?.get(r.code);
          if (list !== 'plats' || !before || before.description === r.description) return [];
          const kept = new Set(platNameKeys(county, r).map((k) => `${k.pk}\u0000${k.sk}`));
          return platNameKeys(county, before).filter((k) => !kept.has(`${k.pk}\u0000${k.sk}`));
        });
        if (stale.length) await deleteKeys(stale);
        const items = changed.flatMap((r) => codeItems(county, list, r));
        await putItems(items);
        totals.written += changed.length;
        totals.items += items.length;
        totals.unchanged += rows.length - changed.length;
        finish();
        continue;
      }
      const built = rows.map((row) => buildItems(county, file, row, codes!));
      const images = rows.map((row) => imagesOf(dir, file, row as Record<string, unknown>));
      const plan = await planSave(built, images.map(imageSignature));
      const imagesOfRecord = new Map(built.map((r, i) => [r, images[i]]));
      await writing;
      writing = (async () => {
        const saved = await applySave(plan);
        totals.written += saved.written;
        totals.items += saved.items;
        totals.unchanged += saved.unchanged;
        for (const r of saved.changed) {
          const pages = imagesOfRecord.get(r);
          if (r.image && pages)
            totals.imagePages += await storePageImages(county, String(r.image.docId), pages, {
              recognise: options.recognisePages,
            });
        }
        finish();
      })();
      // awaited above on the next turn or below; this only keeps a failure from counting as unhandled meanwhile
      writing.catch(() => {});
    }
    await writing;
  }
  return totals;
}

/** The items of one parsed row of a record file (the bench writes the same items for its ceiling). */
export function buildItems(
  county: string,
  file: ImportFileName,
  row: ParsedRow<ImportFileName>,
  codes: CodeBook,
): RecordItems {
  switch (file) {
    case 'documents.ndjson':
      return documentItems(county, row as ParsedRow<'documents.ndjson'>, codes);
    case 'tax-liens.ndjson':
      return taxLienItems(county, row as ParsedRow<'tax-liens.ndjson'>, codes);
    case 'torrens-certificates.ndjson':
      return certificateItems(county, row as ParsedRow<'torrens-certificates.ndjson'>);
    case 'book-references.ndjson':
      return bookReferenceItems(county, row as ParsedRow<'book-references.ndjson'>);
    case 'tract-books.ndjson':
      return tractBookItems(county, row as ParsedRow<'tract-books.ndjson'>, codes);
    default:
      throw new Error(`${file} is not a record file`);
  }
}

/** A changed image file makes its record changed too (a TIFF's signature is its bytes', as it always was). */
function imageSignature(images: RecordImages | undefined): string {
  if (!images?.files.length) return '';
  const hash = createHash('sha1');
  for (const file of images.files) hash.update(readFileSync(file));
  return hash.digest('base64url');
}
