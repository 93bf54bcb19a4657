// `npm run export -- <county> <dir> [--copy-images]`: writes a county's whole data to a directory (issue 28, the
// files in docs/operations.md): its records in the import format, configuration, accounts, users, ledger, audit
// log and the rest of its items as stored, and its page images and other bucket objects listed by reference or,
// with --copy-images, copied. `npm run restore -- <dir>` puts it back into an empty stack.
import { existsSync, readdirSync } from 'node:fs';
import { exportCounty } from '../functions/src/areas/export/export-county.ts';
import { getCounty } from '../functions/src/platform/config.ts';
import { dirSink } from './export/dir-sink.ts';
import { connectToStack } from './local/connect.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const args = process.argv.slice(2);
const [county, dir] = args.filter((a) => !a.startsWith('--'));
if (!county || !dir) {
  console.error('Usage: npm run export -- <county> <dir> [--copy-images]');
  process.exit(2);
}
if (existsSync(dir) && readdirSync(dir).length) {
  console.error(`${dir} is not empty: give a new or empty directory.`);
  process.exit(2);
}

const stack = await connectToStack();
try {
  if (!(await getCounty(county))) {
    console.error(`County '${county}' is not set up on ${stack.where}.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    console.log(`Exporting county '${county}' from ${stack.where} to ${dir}...`);
    const images = args.includes('--copy-images') ? 'copy' : 'reference';
    const manifest = await exportCounty({ county, sink: dirSink(dir), images });
    for (const [name, f] of Object.entries(manifest.files))
      if (f.count) console.log(`  ${name}: ${f.count.toLocaleString()}`);
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s (images ${images === 'copy' ? 'copied' : 'by reference'}).`,
    );
  }
} finally {
  await stack.stop();
}
