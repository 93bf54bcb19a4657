#!/usr/bin/env node
// Runs every vitest project once and ends with the plain 'N passed, N failed' line CI reads.
// Two vitest runs at once: the browser files (one at a time, against one server) and everything else (two workers).
// One after the other, the browser files left a core idle for ten minutes (waiting on pages, the server and
// DynamoDB Local); side by side, the other projects' tests use it. With arguments (a file, a --project), one run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const args = process.argv.slice(2);

const runs = args.length
  ? [{ name: '', report: 'vitest.json', args }]
  : [
      {
        name: '',
        report: 'vitest.json',
        args: ['--project', 'shared', '--project', 'functions', '--project', 'web', '--project', 'infra'],
      },
      { name: 'browser', report: 'vitest-e2e.json', args: ['--project', 'e2e'] },
    ];

/** Starts one vitest run; a named run's lines are prefixed with its name, so the two can be told apart. */
function start({ name, report, args: runArgs }) {
  const file = join(results, report);
  rmSync(file, { force: true });
  const child = spawn(
    vitest,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...runArgs],
    { cwd: root, env, stdio: name ? ['ignore', 'pipe', 'pipe'] : 'inherit' },
  );
  if (name) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${name}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${name}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, file })));
}

const ended = await Promise.all(runs.map(start));

let passed = 0;
let failed = 0;
let skipped = 0;
let code = 0;
for (const run of ended) {
  let runFailed = 0;
  if (existsSync(run.file)) {
    const summary = JSON.parse(readFileSync(run.file, 'utf8'));
    passed += summary.numPassedTests ?? 0;
    runFailed = (summary.numFailedTests ?? 0) + (summary.numFailedTestSuites ?? 0);
    skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  }
  // a run that failed without a failed test (its set-up, an unhandled error) counts as one failure
  if (run.code !== 0 && runFailed === 0) runFailed = 1;
  failed += runFailed;
  code ||= run.code;
}
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);
