// The stored items of an export (configuration, accounts, users, the other app items, ledger, audit log, and the
// records table's items an import does not build) put back as they were, into the table each file belongs to.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ItemFile, itemFiles } from '../../functions/src/areas/export/export-files.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putItems } from '../../functions/src/data/dynamo/write-items.ts';
import { inChunks, readLines } from '../import/read-lines.ts';

export async function restoreItems(dir: string, onItems: (file: string, n: number) => void): Promise<number> {
  let total = 0;
  for (const file of Object.keys(itemFiles) as ItemFile[]) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const table = tables[itemFiles[file]];
    for await (const chunk of inChunks(readLines(path), 500)) {
      await putItems(
        chunk.map((l) => JSON.parse(l.text) as Record<string, unknown>),
        { table },
      );
      total += chunk.length;
      onItems(file, chunk.length);
    }
  }
  return total;
}
