// How long a county's export and restore take (docs/operations.md, 'How long each takes'), on a stack of their own:
// a throwaway local stack (DynamoDB Local on disk, as npm start runs it, s3rver, SES), one demo county filled with
// its demo set (scripts/seed/demo-records; generated once into .data/demo), then `npm run export`'s work with the
// images copied, timed, and `npm run restore`'s into a second throwaway stack, empty, timed.
//
//   nice -n 19 npx tsx scripts/export/measure.ts --profile marianas --documents 1000 --images 30
//   nice -n 19 npx tsx scripts/export/measure.ts --profile minnesota --documents 10000 --images 300 [--in-memory]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { exportCounty } from '../../functions/src/areas/export/export-county.ts';
import { withThrowawayStack } from '../bench/throwaway-stack.ts';
import { demoCounties, seedDemoCounties } from '../seed/demo-counties.ts';
import { seedDemoRecords } from '../seed/demo-records.ts';
import { dirSink } from './dir-sink.ts';
import { restoreCounty } from './restore-county.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'marianas' },
    documents: { type: 'string', default: '1000' },
    images: { type: 'string', default: '30' },
    /** DynamoDB Local in memory (the tests' stack), not on disk */
    'in-memory': { type: 'boolean', default: false },
  },
});
const profile = values.profile as 'minnesota' | 'marianas';
const documents = Number(values.documents);
const imageDocuments = Number(values.images);
const county = profile === 'minnesota' ? 'lakewood' : 'marianas';
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
// the load average beside each figure: on a shared machine the other work changes the figures more than the code
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line} (${load()})`);

await withThrowawayStack(
  'export',
  async () => {
    await seedDemoCounties(demoCounties.filter((c) => c.id === county));
    let started = performance.now();
    await seedDemoRecords({ documents, imageDocuments, counties: [{ id: county, profile }], log });
    log(`import: ${seconds(started)} s`);

    const dir = mkdtempSync(join(tmpdir(), 'measure-export-'));
    try {
      started = performance.now();
      const manifest = await exportCounty({ county, sink: dirSink(dir), images: 'copy' });
      const counts = Object.entries(manifest.files)
        .filter(([, f]) => f.count)
        .map(([name, f]) => `${name} ${f.count}`);
      log(`export (images copied): ${seconds(started)} s; ${counts.join(', ')}`);

      // into a stack of its own, as the drill restores into a scratch stack: DynamoDB Local runs a query over every
      // stream record it holds for each write to a streamed table (the records table), so in the source's emulator,
      // after the import's 270,000 writes, the restore wrote under one item a second (29 November 2026)
      await withThrowawayStack(
        'restore',
        async () => {
          started = performance.now();
          // a line per file and per 2,500 of its lines (or 500 objects), so a long restore shows how far it got
          const done = new Map<string, number>();
          const onProgress = (file: string, n: number) => {
            const before = done.get(file) ?? 0;
            done.set(file, before + n);
            const step = file === 'objects' ? 500 : 2500;
            if (Math.floor((before + n) / step) > Math.floor(before / step) || before === 0)
              log(`restore: ${file} ${before + n} after ${seconds(started)} s`);
          };
          const r = await restoreCounty({ dir, onProgress });
          log(`restore: ${seconds(started)} s; ${r.items} items, ${r.rows} record rows, ${r.objects} objects`);
        },
        { inMemory: values['in-memory'] },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  { inMemory: values['in-memory'] },
);
