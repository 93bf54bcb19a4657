#!/usr/bin/env node
// Runs every vitest project once and ends with the plain 'N passed, N failed' line CI reads.
// One run: the browser files after the others (vitest.config.ts). Tried on 28 November: the browser files in a
// second vitest run beside the others. Both cores were already busy, and the two runs slowed each other down:
// on a clean clone the other projects' files took 16 minutes instead of 8, and the whole was slower (21 m 13 s
// with another session's tests on the machine; a quiet run was on course for about 24 minutes when stopped).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const report = join(root, 'test-results', 'vitest.json');
mkdirSync(join(root, 'test-results'), { recursive: true });

const run = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests ?? 0;
  failed = (summary.numFailedTests ?? 0) + (summary.numFailedTestSuites ?? 0);
  skipped = (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
}
const code = run.status ?? 1;
if (code !== 0 && failed === 0) failed = 1;
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);
