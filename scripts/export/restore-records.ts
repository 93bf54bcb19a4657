// The records of an export, restored by the import's own code: the code lists' items (plat names included) from
// the code list files, then each record's entity, index and image items built from its row (record-items.ts), its
// index and image items written before its entity item, as an import writes them. Each entity item gets back the
// import hash it had (record-hashes.jsonl: the hash covers the record's TIFF, which an export does not hold), so
// an import of the county's original files afterwards finds every record unchanged.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeRow } from '@portal/shared/records/codes';
import { type ImportFileName, importFileNames } from '@portal/shared/records/import-files';
import { RECORD_HASHES } from '../../functions/src/areas/export/export-files.ts';
import { putItems } from '../../functions/src/data/dynamo/write-items.ts';
import { codeItems } from '../../functions/src/data/records/plat-names.ts';
import { loadCodeBook } from '../../functions/src/data/records/read-records.ts';
import { codeListFiles } from '../import/code-lists.ts';
import { buildItems } from '../import/load-dir.ts';
import { parseRow } from '../import/parse-row.ts';
import { inChunks, readLines } from '../import/read-lines.ts';
import { RestoreError } from './verify-export.ts';

export async function restoreRecords(
  county: string,
  dir: string,
  onRows: (file: string, n: number) => void,
): Promise<number> {
  const hashes = new Map<string, string>();
  if (existsSync(join(dir, RECORD_HASHES)))
    for await (const { text } of readLines(join(dir, RECORD_HASHES))) {
      const { pk, h } = JSON.parse(text) as { pk: string; h: string };
      hashes.set(pk, h);
    }
  let total = 0;
  // code lists first: a record's summary reads its codes' descriptions
  for (const file of importFileNames.filter((f) => codeListFiles[f])) {
    for await (const rows of chunksOf(dir, file)) {
      await putItems(rows.flatMap((row) => codeItems(county, codeListFiles[file]!, row as CodeRow)));
      total += rows.length;
      onRows(file, rows.length);
    }
  }
  const codes = await loadCodeBook(county, true);
  for (const file of importFileNames.filter((f) => !codeListFiles[f])) {
    for await (const rows of chunksOf(dir, file)) {
      const built = rows.map((row) => buildItems(county, file, row as never, codes));
      for (const r of built) {
        const h = hashes.get(r.entity.pk);
        if (h) r.entity.h = h;
      }
      await putItems(built.flatMap((r) => [...r.index, ...(r.image ? [r.image] : [])]));
      await putItems(built.map((r) => r.entity));
      total += rows.length;
      onRows(file, rows.length);
    }
  }
  return total;
}

/** The parsed rows of an import file, 500 at a time; a row the import would refuse stops the restore. */
async function* chunksOf(dir: string, file: ImportFileName): AsyncGenerator<unknown[]> {
  const path = join(dir, file);
  if (!existsSync(path)) return;
  for await (const chunk of inChunks(readLines(path), 500)) {
    yield chunk.map(({ line, text }) => {
      const parsed = parseRow(file, text);
      if (!parsed.ok) throw new RestoreError(`${file}:${line}: ${parsed.problems.join('; ')}`);
      return parsed.row;
    });
  }
}
