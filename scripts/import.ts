// `npm run import -- <county> <dir> [--fresh] [--update-codes]`: loads a county's records from a directory in the
// import format (docs/import-format.md). Every row is checked first; bad rows are listed by file and line and
// nothing loads. A code list row that changes a loaded code's meaning is such a bad row unless --update-codes.

import { importFileNames } from '@portal/shared/records/import-files';
import { SingleBar } from 'cli-progress';
import { isFeedFile, unpackFeedFile } from './import/feed-file.ts';
import { ImportError, importCounty } from './import/import-county.ts';
import { connectToStack } from './local/connect.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const args = process.argv.slice(2);
const [county, path] = args.filter((a) => !a.startsWith('--'));
if (!county || !path) {
  console.error(
    `Usage: npm run import -- <county> <dir | feed file .jsonl.gz> [--fresh] [--update-codes] [--no-page-text]\nFiles: ${importFileNames.join(', ')}`,
  );
  process.exit(2);
}

// an index feed's file (issue 31) loads as the directory it unpacks to, its rows without their pages
const feed = isFeedFile(path);
const dir = feed ? await unpackFeedFile(path) : path;
const stack = await connectToStack();
console.log(`Importing ${path} into county '${county}' on ${stack.where}.`);
console.log('Checking every row...');
const bar = new SingleBar({
  format: '{file} |{bar}| {percentage}% {value}/{total} rows | {rate} rows/s | ETA {eta_formatted}',
  hideCursor: true,
  etaBuffer: 50,
});
const started = Date.now();
let total = 0;
let handled = 0;
const before: Record<string, number> = {};

try {
  const result = await importCounty({
    county,
    dir,
    fresh: args.includes('--fresh'),
    updateCodes: args.includes('--update-codes'),
    indexOnly: feed,
    // each new page's text is read as it is stored (issue 33); --no-page-text leaves it to the county's job
    recognisePages: !feed && !args.includes('--no-page-text'),
    onValidated: (v) => {
      total = Object.values(v.rows).reduce((a, b) => a + (b ?? 0), 0);
      if (v.problemCount) return;
      console.log(`${total.toLocaleString()} rows are valid. Loading...`);
      bar.start(total, 0, { file: '', rate: 0 });
    },
    onProgress: (p) => {
      handled += p.done - (before[p.file] ?? 0);
      before[p.file] = p.done;
      const rate = Math.round(handled / Math.max(0.001, (Date.now() - started) / 1000));
      bar.update(handled, { file: p.file.replace('.ndjson', ''), rate });
    },
  });
  bar.stop();
  if (!result.ok) {
    const { problems, problemCount } = result.validation;
    for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
    if (problemCount > problems.length) console.error(`... and ${problemCount - problems.length} more.`);
    console.error(`${problemCount} problem(s) found; nothing was loaded.`);
    process.exitCode = 1;
  } else {
    const t = result.totals;
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Done in ${seconds.toFixed(1)} s: ${t.written.toLocaleString()} written, ${t.unchanged.toLocaleString()} unchanged` +
        `${t.resumedPast ? `, ${t.resumedPast.toLocaleString()} loaded before (resumed)` : ''}, ${t.imagePages} image pages.`,
    );
  }
} catch (err) {
  bar.stop();
  console.error(err instanceof ImportError ? err.message : err);
  console.error('The rows before the failure are loaded; run the same command again to resume.');
  process.exitCode = 1;
} finally {
  await stack.stop();
}
