// Bench, goal 3 of issue 20: the import's documents per second over the raw write ceiling of the same DynamoDB
// Local, measured in the same run. The ceiling is a plain loop of 25-item BatchWriteItem calls, one after
// another, writing the items the importer builds for the same documents (so the same item sizes), in items per
// second, divided by the items the import writes per document (its index items, entity item and image item, and
// its share of the liens, certificates and book pages of the set). Measured once before and once after the
// import, so that drift of a shared machine touches both, after a round that warms the emulator up (a fresh JVM
// writes several times slower until its JIT has run). Goal: import / ceiling >= 0.8.
//
// On a throwaway stack on disk (as `npm run import` and `npm start` run DynamoDB Local: SQLite files, no fsync).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';
import type { ImportFileName } from '@portal/shared/records/import-files';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { codeBook } from '../../functions/src/data/records/code-book.ts';
import type { Item } from '../../functions/src/data/records/record-items.ts';
import { putCounty } from '../../functions/src/platform/config.ts';
import { buildItems } from '../import/load-dir.ts';
import { parseRow } from '../import/parse-row.ts';
import { generateDemoRecords } from '../seed/demo-records/generate.ts';
import { demoSetName, seedDemoRecords } from '../seed/demo-records.ts';
import { indexItemsPerDocument } from './records-index-items.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

export const IMPORT_GOAL_RATIO = 0.8;
/** the ceiling loop writes the items of this many documents each time, with their share of the other records */
const CEILING_DOCUMENTS = 500;
const recordFiles: ImportFileName[] = [
  'documents.ndjson',
  'tax-liens.ndjson',
  'torrens-certificates.ndjson',
  'book-references.ndjson',
  'tract-books.ndjson',
];

export interface ImportRate {
  documents: number;
  seconds: number;
  itemsPerDocument: number;
  ceilingItemsPerSecond: number;
  docsPerSecond: number;
  ceilingDocsPerSecond: number;
  ratio: number;
}

const lines = <T>(dir: string, file: string): T[] =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** The items the importer builds for the first rows of each record file (the same share of each, so the same
 *  mix of item sizes), under another county id. */
function ceilingItems(dir: string, county: string, documents: number): Item[] {
  const codes = codeBook({
    documentTypes: lines<CodeRow>(dir, 'document-types.ndjson'),
    instrumentCodes: lines<InstrumentCodeRow>(dir, 'instrument-codes.ndjson'),
    plats: lines<CodeRow>(dir, 'plats.ndjson'),
  });
  const share = Math.min(1, CEILING_DOCUMENTS / documents);
  return recordFiles.flatMap((file) => {
    if (!existsSync(join(dir, file))) return [];
    const all = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((l) => l.trim());
    return all.slice(0, Math.ceil(all.length * share)).flatMap((text) => {
      const parsed = parseRow(file, text);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.join('; ')}`);
      const r = buildItems(county, file, parsed.row, codes);
      return [...r.index, ...(r.image ? [r.image] : []), r.entity];
    });
  });
}

/** Items per second written by one 25-item BatchWriteItem after another. */
async function ceiling(items: Item[]): Promise<{ items: number; seconds: number }> {
  const started = performance.now();
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const res = await db().send(new BatchWriteCommand({ RequestItems: { [tables.records]: pending } }));
      pending = (res.UnprocessedItems?.[tables.records] ?? []) as typeof pending;
    }
  }
  return { items: items.length, seconds: (performance.now() - started) / 1000 };
}

export async function benchImportRate(options: {
  documents: number;
  profile: 'minnesota' | 'marianas';
  /** where generated sets are kept */
  workDir: string;
  log: (l: string) => void;
}): Promise<ImportRate> {
  const { documents, profile, workDir, log } = options;
  const set = demoSetName(profile, documents, 0);
  const dir = join(workDir, set);
  if (!existsSync(join(dir, '.complete'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await generateDemoRecords({ profile, documents, outDir: dir, imageDocuments: 0 });
    writeFileSync(join(dir, '.complete'), new Date().toISOString());
  }
  return withThrowawayStack(
    'import',
    async () => {
      await ceiling(ceilingItems(dir, 'warm-up', documents));
      const before = await ceiling(ceilingItems(dir, 'ceiling-before', documents));
      const county = `import-${profile}-${documents}`;
      await putCounty({ id: county, name: county, stateCode: 'MN' });
      const [loaded] = await seedDemoRecords({
        documents,
        imageDocuments: 0,
        workDir,
        counties: [{ id: county, profile }],
      });
      const after = await ceiling(ceilingItems(dir, 'ceiling-after', documents));
      const { seconds, totals } = loaded!;
      const itemsPerDocument = totals.items / documents;
      const ceilingItemsPerSecond = (before.items + after.items) / (before.seconds + after.seconds);
      const docsPerSecond = documents / seconds;
      const ceilingDocsPerSecond = ceilingItemsPerSecond / itemsPerDocument;
      const rate: ImportRate = {
        documents,
        seconds,
        itemsPerDocument,
        ceilingItemsPerSecond,
        docsPerSecond,
        ceilingDocsPerSecond,
        ratio: docsPerSecond / ceilingDocsPerSecond,
      };
      const index = indexItemsPerDocument(dir);
      log(
        `records: import ${documents.toLocaleString()} ${profile} documents in ${seconds.toFixed(1)} s: ${docsPerSecond.toFixed(0)} documents/s, ` +
          `${(totals.items / seconds).toFixed(0)} items/s (${itemsPerDocument.toFixed(2)} items written per document; ` +
          `index items per document ${(index.after / index.documents).toFixed(2)})`,
      );
      log(
        `records: write ceiling (one 25-item BatchWriteItem after another, the same items): ${ceilingItemsPerSecond.toFixed(0)} items/s ` +
          `(${(before.items / before.seconds).toFixed(0)} before the import, ${(after.items / after.seconds).toFixed(0)} after) = ` +
          `${ceilingDocsPerSecond.toFixed(0)} documents/s`,
      );
      log(
        `records: goal 3: import / ceiling ${rate.ratio.toFixed(2)} (goal >= ${IMPORT_GOAL_RATIO})  ${rate.ratio >= IMPORT_GOAL_RATIO ? 'MET' : 'NOT MET'}`,
      );
      return rate;
    },
    { inMemory: false },
  );
}
