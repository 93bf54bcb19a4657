// The bench's kept counties: a large county (1,000,000 documents by default) is built once and kept, because
// building it takes far longer than measuring it. Each large size has a stack folder of its own,
// .data/bench/large-<N>/ (gitignored with .data/): its own DynamoDB Local data (dynamodb/), S3 folder and the
// generated sets (sets/), holding both the large county and the small one it is compared with, so that both
// are measured on the same emulator. Counties are named bench-<profile>-<documents>.
//
//   const kept = await openKeptStack(1_000_000);            // starts the stack on .data/bench/large-1000000
//   const { county, samples } = await keptCounty(kept, 'minnesota', 1_000_000);  // loads it if not there yet
//   ... the stack's env is in process.env (and kept.stack.env) ...
//   await kept.stack.stop();
//
// A missing or half-loaded county is loaded (or resumed from the importer's checkpoint) by keptCounty, so the
// first call at a size takes as long as the import. To build it ahead, in the background:
//
//   nice -n 10 npx tsx scripts/bench/kept-county.ts 1000000 [--small 10000] [--profile=minnesota]
//
// which logs to .data/bench/large-<N>/build.log. The kept stack's records table has its stream (the fraud-alert
// feed, tables.ts) turned off: the bench only reads the records, and a stream record per item would make the
// build of millions of items slower still. The import rate (import-rate.ts) is measured with the stream on, as
// `npm start` runs. While a build runs, openKeptStack on that folder refuses (two
// emulators on one data folder would corrupt it) and names the build's log; the search bench can also be pointed
// at the folder with `scripts/bench/search.ts --data .data/bench/large-<N>` once the build is done.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DescribeTableCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putCounty } from '../../functions/src/platform/config.ts';
import { freePort, type LocalStack, startLocalStack } from '../local/stack.ts';
import { demoSetName, seedDemoRecords } from '../seed/demo-records.ts';
import { type Samples, samplesOf } from './samples.ts';

export type Profile = 'minnesota' | 'marianas';

export interface KeptStack {
  dir: string;
  stack: LocalStack;
}

export interface KeptCounty {
  county: string;
  samples: Samples;
  /** the generated set the county holds */
  setDir: string;
  /** set when the county was loaded by this call */
  loaded?: { seconds: number; items: number; records: number };
}

const root = join(import.meta.dirname, '..', '..');

/** The folder of the kept stack for a large size. */
export const keptDir = (large: number) => join(root, '.data', 'bench', `large-${large}`);

export const benchCountyId = (profile: string, documents: number) => `bench-${profile}-${documents}`;

/** Starts the kept stack for `large` (its env goes into process.env); refuses while a build runs on it. */
export async function openKeptStack(large: number): Promise<KeptStack> {
  const dir = keptDir(large);
  const builder = runningBuild(dir);
  if (builder) {
    throw new Error(
      `The ${large.toLocaleString()}-document bench county is being built (pid ${builder}; progress in ${join(dir, 'build.log')}). ` +
        'Wait for it to finish, or stop that process and run again (the build resumes).',
    );
  }
  const stack = await startLocalStack({
    dataDir: dir,
    ports: { dynamodb: await freePort(), s3: await freePort(), ses: await freePort() },
    prefix: 'bench',
  });
  await withoutRecordsStream();
  return { dir, stack };
}

async function withoutRecordsStream(): Promise<void> {
  const { Table } = await db().send(new DescribeTableCommand({ TableName: tables.records }));
  if (Table?.StreamSpecification?.StreamEnabled)
    await db().send(
      new UpdateTableCommand({ TableName: tables.records, StreamSpecification: { StreamEnabled: false } }),
    );
}

/** The county of `profile` with `documents` demo documents in the kept stack, loaded first if it is not there. */
export async function keptCounty(
  kept: KeptStack,
  profile: Profile,
  documents: number,
  log: (l: string) => void = () => {},
): Promise<KeptCounty> {
  const county = benchCountyId(profile, documents);
  await putCounty({ id: county, name: county, stateCode: 'MN' });
  const workDir = join(kept.dir, 'sets');
  const [fresh] = await seedDemoRecords({
    documents,
    imageDocuments: 0,
    workDir,
    counties: [{ id: county, profile }],
    log: (l) => log(`records: ${l}`),
  });
  const setDir = join(workDir, demoSetName(profile, documents, 0));
  return {
    county,
    samples: samplesOf(setDir),
    setDir,
    loaded: fresh
      ? { seconds: fresh.seconds, items: fresh.totals.items, records: fresh.totals.written + fresh.totals.unchanged }
      : undefined,
  };
}

function runningBuild(dir: string): number | undefined {
  const pidFile = join(dir, 'build.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    rmSync(pidFile, { force: true });
    return undefined;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const large = Number(process.argv[2]);
  const i = process.argv.indexOf('--small');
  const small = i > 0 ? Number(process.argv[i + 1]) : 10_000;
  const only = process.argv.find((a) => a.startsWith('--profile='))?.slice(10) as Profile | undefined;
  if (!(large > 0)) throw new Error('Usage: kept-county.ts <documents> [--small 10000] [--profile=minnesota]');
  const kept = await openKeptStack(large);
  const logFile = join(kept.dir, 'build.log');
  writeFileSync(join(kept.dir, 'build.pid'), String(process.pid));
  const log = (l: string) => {
    const line = `${new Date().toISOString()} ${l}`;
    console.log(line);
    appendFileSync(logFile, `${line}\n`);
  };
  try {
    for (const profile of only ? [only] : (['minnesota', 'marianas'] as const)) {
      for (const documents of [small, large]) {
        const c = await keptCounty(kept, profile, documents, log);
        if (c.loaded) {
          const rate = documents / c.loaded.seconds;
          log(
            `records: ${c.county}: ${documents.toLocaleString()} documents (${c.loaded.items.toLocaleString()} items) in ${c.loaded.seconds.toFixed(0)} s: ${rate.toFixed(0)} documents/s`,
          );
        } else log(`records: ${c.county}: already loaded`);
      }
    }
  } finally {
    rmSync(join(kept.dir, 'build.pid'), { force: true });
    await kept.stack.stop();
  }
  process.exit(0);
}
