// `npm run restore`'s work: a whole export (every checksum as the manifest says, every record row one the import
// accepts) into a target that holds nothing of the county, or nothing at all is written. Then the stored items,
// the records through the import's own builders, and the bucket objects.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importFileNames } from '@portal/shared/records/import-files';
import type { Manifest } from '../../functions/src/areas/export/export-files.ts';
import { parseRow } from '../import/parse-row.ts';
import { readLines } from '../import/read-lines.ts';
import { restoreItems } from './restore-items.ts';
import { restoreObjects } from './restore-objects.ts';
import { restoreRecords } from './restore-records.ts';
import { countyFoundIn } from './target-empty.ts';
import { RestoreError, verifyExport } from './verify-export.ts';

export interface RestoreResult {
  manifest: Manifest;
  items: number;
  rows: number;
  objects: number;
}

export async function restoreCounty(options: {
  dir: string;
  onProgress?: (what: string, n: number) => void;
}): Promise<RestoreResult> {
  const { dir } = options;
  const progress = options.onProgress ?? (() => {});
  const manifest = await verifyExport(dir);
  const { county } = manifest;
  const found = await countyFoundIn(county);
  if (found)
    throw new RestoreError(
      `County '${county}' already has data in ${found} of the target; a restore goes into an empty one. Nothing was restored.`,
    );
  await checkRows(dir);
  const items = await restoreItems(dir, progress);
  const rows = await restoreRecords(county, dir, progress);
  const objects = await restoreObjects(dir, manifest, () => progress('objects', 1));
  return { manifest, items, rows, objects };
}

/** Every record row parses as the import's schema says (a release that made it stricter would stop half way). */
async function checkRows(dir: string): Promise<void> {
  const problems: string[] = [];
  for (const file of importFileNames) {
    if (!existsSync(join(dir, file))) continue;
    for await (const { line, text } of readLines(join(dir, file))) {
      const parsed = parseRow(file, text);
      if (!parsed.ok && problems.length < 20) problems.push(`${file}:${line}: ${parsed.problems.join('; ')}`);
    }
  }
  if (problems.length) throw new RestoreError(`Rows the import refuses; nothing was restored:\n${problems.join('\n')}`);
}
