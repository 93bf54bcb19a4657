// The demo counties' records: generated once per size into .data/demo/ (seeded, so always the same records) and
// loaded through the importer. A county already holding this exact demo set is left alone, so a restart is quick.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { entityKeys } from '../../functions/src/areas/records/keys.ts';
import { db } from '../../functions/src/platform/aws.ts';
import { tables } from '../../functions/src/platform/tables.ts';
import { importCounty } from '../import/import-county.ts';
import type { LoadTotals } from '../import/load-dir.ts';
import { generateDemoRecords } from './demo-records/generate.ts';

/** Which generator profile each demo county uses. */
export const demoRecordProfiles = { lakewood: 'minnesota', marianas: 'marianas' } as const;

export interface DemoRecordOptions {
  documents: number;
  /** how many of the newest documents get page images */
  imageDocuments: number;
  /** where generated files are kept (default .data/demo) */
  workDir?: string;
  /** the counties to fill and the profile of each (default: the demo counties) */
  counties?: Array<{ id: string; profile: 'minnesota' | 'marianas' }>;
  log?: (line: string) => void;
}

// Bump when the generator's output or the way records are stored changes, so that stores loaded from an older set
// are loaded again. 2: index items hold their summary packed in one string. 3: name keys of name-keys.ts (issue 19).
const GENERATOR_VERSION = 3;

export interface LoadedSet {
  county: string;
  set: string;
  totals: LoadTotals;
  seconds: number;
}

/** The name of a demo set (and of the folder its files are generated into). */
export const demoSetName = (profile: string, documents: number, imageDocuments: number) =>
  `${profile}-${documents}-${imageDocuments}-v${GENERATOR_VERSION}`;

/** Fills each county with its demo set; returns what was loaded now (not what was there already). */
export async function seedDemoRecords(options: DemoRecordOptions): Promise<LoadedSet[]> {
  const loaded: LoadedSet[] = [];
  const log = options.log ?? (() => {});
  const workDir = options.workDir ?? join(import.meta.dirname, '..', '..', '.data', 'demo');
  const counties = options.counties ?? Object.entries(demoRecordProfiles).map(([id, profile]) => ({ id, profile }));
  for (const { id: county, profile } of counties) {
    const set = demoSetName(profile, options.documents, options.imageDocuments);
    if ((await loadedSet(county)) === set) {
      log(`${county}: demo records ${set} already loaded`);
      continue;
    }
    const dir = join(workDir, set);
    if (!existsSync(join(dir, '.complete'))) {
      log(`${county}: generating ${options.documents.toLocaleString()} demo documents (${profile})...`);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      await generateDemoRecords({
        profile,
        documents: options.documents,
        outDir: dir,
        imageDocuments: options.imageDocuments,
      });
      writeFileSync(join(dir, '.complete'), new Date().toISOString());
    }
    log(`${county}: loading the demo records...`);
    const started = Date.now();
    let last = 0;
    const result = await importCounty({
      county,
      dir,
      // a newer demo set is the county's own: its code lists replace the older set's
      updateCodes: true,
      onProgress: (p) => {
        if (p.file !== 'documents.ndjson' || Date.now() - last < 5000) return;
        last = Date.now();
        log(`${county}: ${p.done.toLocaleString()} documents loaded`);
      },
    });
    if (!result.ok) {
      const first = result.validation.problems[0];
      throw new Error(
        `The demo records of ${county} did not validate: ${first?.file}:${first?.line}: ${first?.message}`,
      );
    }
    await markLoaded(county, set);
    log(
      `${county}: ${result.totals.written.toLocaleString()} records written, ${result.totals.imagePages} image pages`,
    );
    loaded.push({ county, set, totals: result.totals, seconds: (Date.now() - started) / 1000 });
  }
  return loaded;
}

const demoMarker = entityKeys.demoSet;

async function loadedSet(county: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.records, Key: demoMarker(county) }));
  return Item?.set as string | undefined;
}

async function markLoaded(county: string, set: string): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tables.records, Item: { ...demoMarker(county), set, at: new Date().toISOString() } }),
  );
}
