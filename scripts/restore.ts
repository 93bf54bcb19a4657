// `npm run restore -- <dir>`: puts a county export (`npm run export`) back into a stack that holds nothing of that
// county: the stack the environment names, else the running `npm start` one, else the local stack under .data/.
// A damaged export (a checksum that does not match its manifest) or a target holding the county is refused whole.

import { restoreCounty } from './export/restore-county.ts';
import { RestoreError } from './export/verify-export.ts';
import { connectToStack } from './local/connect.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const [dir] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!dir) {
  console.error('Usage: npm run restore -- <dir>');
  process.exit(2);
}

const stack = await connectToStack();
const started = Date.now();
try {
  console.log(`Restoring ${dir} into ${stack.where}...`);
  const r = await restoreCounty({ dir });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `County '${r.manifest.county}' (exported ${r.manifest.exportedAt}) restored in ${seconds} s: ` +
      `${r.items.toLocaleString()} items, ${r.rows.toLocaleString()} record rows, ${r.objects.toLocaleString()} objects.`,
  );
} catch (err) {
  console.error(err instanceof RestoreError ? err.message : err);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
