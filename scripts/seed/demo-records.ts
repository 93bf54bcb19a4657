// The demo counties' records: generated once per size into .data/demo/ (seeded, so always the same records) and
// loaded through the importer. A county already holding this exact demo set is left alone, so a restart is quick.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { entityKeys } from '../../functions/src/data/records/keys.ts';
import { importCounty } from '../import/import-county.ts';
import type { LoadProgress, LoadTotals } from '../import/load-dir.ts';
import type { Validation } from '../import/validate-dir.ts';
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
  /** generate each set in a child process (npm start: the portal it serves stays responsive meanwhile) */
  generateInChild?: boolean;
}

// Bump when the generator's output or the way records are stored changes, so that stores loaded from an older set
// are loaded again. 2: index items hold their summary packed in one string. 3: name keys of name-keys.ts (issue 19).
// 4: the plats' name items (data/records/plat-names.ts, issue 34; the import writes them for plats it has already).
// 5: the sound index of grantor/grantee and taxpayer names (data/records/sounds-like, issue 30).
// 6: the last documents of a set are showcase chains of title (demo-records/showcase-chains.ts, issue 32).
const GENERATOR_VERSION = 6;

export interface LoadedSet {
  county: string;
  set: string;
  totals: LoadTotals;
  seconds: number;
}

/** The name of a demo set (and of the folder its files are generated into). */
export const demoSetName = (profile: string, documents: number, imageDocuments: number) =>
  `${profile}-${documents}-${imageDocuments}-v${GENERATOR_VERSION}`;

/**
 * Fills each county with its demo set; returns what was loaded now (not what was there already). Each set is
 * generated ahead of the imports, so the next county's set is being made while the one before it loads.
 */
export async function seedDemoRecords(options: DemoRecordOptions): Promise<LoadedSet[]> {
  const loaded: LoadedSet[] = [];
  const log = options.log ?? (() => {});
  const workDir = options.workDir ?? defaultWorkDir;
  const pending: Array<{ county: string; set: string; dir: string; generated: Promise<void> }> = [];
  let generating = Promise.resolve();
  for (const { id: county, profile } of countiesOf(options)) {
    const set = demoSetName(profile, options.documents, options.imageDocuments);
    if ((await loadedSet(county)) === set) {
      log(`${county}: demo records ${set} already loaded`);
      continue;
    }
    const dir = join(workDir, set);
    generating = generating.then(() => generateSet(options, county, profile, dir, log));
    const generated = generating;
    generated.catch(() => {}); // awaited below, in its turn; until then its failure is not unhandled
    pending.push({ county, set, dir, generated });
  }
  for (const { county, set, dir, generated } of pending) {
    await generated;
    log(`${county}: loading the demo records...`);
    const started = Date.now();
    const result = await importCounty({
      county,
      dir,
      // a newer demo set is the county's own: its code lists replace the older set's
      updateCodes: true,
      onProgress: progressLog(county, options.documents, log),
    });
    if (!result.ok) throw invalid(county, result.validation);
    await markLoaded(county, set);
    const seconds = (Date.now() - started) / 1000;
    log(
      `${county}: ${result.totals.written.toLocaleString()} records written, ${result.totals.imagePages} image pages, in ${seconds.toFixed(0)} s`,
    );
    loaded.push({ county, set, totals: result.totals, seconds });
  }
  return loaded;
}

/**
 * Loads the first `documents` documents of each county's demo set (with its code lists and plats), unless the
 * whole set is loaded already: `npm start` serves after this, so sign-in and name search work while the rest
 * loads. The documents are the set's own first rows (the oldest, which have no page images), generated without
 * images; the whole set's import then finds them unchanged and skips them.
 */
export async function seedDemoRecordSlice(options: DemoRecordOptions & { slice: number }): Promise<void> {
  const log = options.log ?? (() => {});
  const workDir = options.workDir ?? defaultWorkDir;
  // rows from the first image document on differ in a set generated without images
  const slice = Math.min(options.slice, options.documents - options.imageDocuments);
  if (slice <= 0) return;
  for (const { id: county, profile } of countiesOf(options)) {
    const set = demoSetName(profile, options.documents, options.imageDocuments);
    if ((await loadedSet(county)) === set) continue;
    const dir = join(workDir, `${set}-first-${slice}`);
    if (!existsSync(join(dir, '.complete'))) {
      rmSync(dir, { recursive: true, force: true });
      await generateDemoRecords({ profile, documents: options.documents, outDir: dir, imageDocuments: 0 });
      for (const file of readdirSync(dir)) {
        if (!sliceFiles.has(file)) rmSync(join(dir, file), { recursive: true, force: true });
      }
      const rows = readFileSync(join(dir, 'documents.ndjson'), 'utf8').split('\n').slice(0, slice);
      writeFileSync(join(dir, 'documents.ndjson'), `${rows.join('\n')}\n`);
      writeFileSync(join(dir, '.complete'), new Date().toISOString());
    }
    const started = Date.now();
    const result = await importCounty({ county, dir, updateCodes: true });
    if (!result.ok) throw invalid(county, result.validation);
    log(
      `${county}: the first ${slice.toLocaleString()} documents loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

/** What a first slice keeps: the code lists, the plats and the documents (the other record files refer to later ones). */
const sliceFiles = new Set<string>([
  'document-types.ndjson',
  'instrument-groups.ndjson',
  'instrument-codes.ndjson',
  'plats.ndjson',
  'other-lot-codes.ndjson',
  'book-types.ndjson',
  'documents.ndjson',
]);

const defaultWorkDir = join(import.meta.dirname, '..', '..', '.data', 'demo');

const countiesOf = (options: DemoRecordOptions) =>
  options.counties ?? Object.entries(demoRecordProfiles).map(([id, profile]) => ({ id, profile }));

async function generateSet(
  options: DemoRecordOptions,
  county: string,
  profile: 'minnesota' | 'marianas',
  dir: string,
  log: (line: string) => void,
): Promise<void> {
  if (existsSync(join(dir, '.complete'))) return;
  log(`${county}: generating ${options.documents.toLocaleString()} demo documents (${profile})...`);
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { documents, imageDocuments } = options;
  if (options.generateInChild) await generateInChild(profile, documents, imageDocuments, dir);
  else await generateDemoRecords({ profile, documents, outDir: dir, imageDocuments });
  writeFileSync(join(dir, '.complete'), new Date().toISOString());
  log(`${county}: generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The generator's command line (demo-records/cli.ts) in a child Node with this process's loader (tsx). */
function generateInChild(profile: string, documents: number, images: number, outDir: string): Promise<void> {
  const cli = join(import.meta.dirname, 'demo-records', 'cli.ts');
  const args = ['--profile', profile, '--documents', String(documents), '--images', String(images), '--out', outDir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, cli, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d) => {
      errors += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`The demo generator failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** Every 5 s: how far the documents are, in percent and documents a second. */
function progressLog(county: string, documents: number, log: (line: string) => void) {
  let since = 0;
  let last = 0;
  return (p: LoadProgress) => {
    if (p.file !== 'documents.ndjson') return;
    since ||= Date.now();
    if (Date.now() - last < 5000 || !p.done) return;
    last = Date.now();
    const perSecond = p.done / Math.max(1, (Date.now() - since) / 1000);
    const percent = Math.floor((100 * p.done) / Math.max(1, documents));
    log(
      `${county}: ${percent}% (${p.done.toLocaleString()} of ${documents.toLocaleString()} documents, ${perSecond.toFixed(0)} documents/s)`,
    );
  };
}

function invalid(county: string, validation: Validation): Error {
  const first = validation.problems[0];
  return new Error(`The demo records of ${county} did not validate: ${first?.file}:${first?.line}: ${first?.message}`);
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
