// npx tsx scripts/seed/demo-records/cli.ts --profile minnesota --documents 10000 --out /tmp/x [--seed 7] [--images 300]
// Writes a demo county's import directory and prints the rows per file, the speed and the image sizes.
import { parseArgs } from 'node:util';
import type { ProfileId } from './codes.ts';
import { generateDemoRecords } from './generate.ts';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'minnesota' },
    documents: { type: 'string', default: '10000' },
    out: { type: 'string' },
    seed: { type: 'string' },
    images: { type: 'string' },
  },
});

const profile = values.profile as ProfileId;
if (profile !== 'minnesota' && profile !== 'marianas') {
  console.error(`--profile must be minnesota or marianas, not ${profile}`);
  process.exit(2);
}
if (!values.out) {
  console.error('usage: cli.ts --profile minnesota|marianas --documents N --out DIR [--seed S] [--images N]');
  process.exit(2);
}
const documents = Number(values.documents);
const result = await generateDemoRecords({
  profile,
  documents,
  outDir: values.out,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  imageDocuments: values.images === undefined ? undefined : Number(values.images),
});

const { counts, imagePages, imageBytes, timings } = result;
for (const [name, n] of Object.entries(counts)) console.log(`${name.padEnd(30)} ${String(n).padStart(10)}`);
const recordsMs = timings.totalMs - timings.imagesMs;
console.log(`total ${(timings.totalMs / 1000).toFixed(2)} s`);
console.log(
  `records ~${Math.round(documents / (recordsMs / 1000)).toLocaleString('en-US')} documents/s (time outside the image phase)`,
);
if (imagePages) {
  console.log(
    `images ${imagePages} pages in ${(timings.imagesMs / 1000).toFixed(2)} s: ${(imagePages / (timings.imagesMs / 1000)).toFixed(1)} pages/s, ${Math.round(imageBytes / imagePages).toLocaleString('en-US')} bytes/page`,
  );
}
