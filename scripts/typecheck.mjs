#!/usr/bin/env node
// `npm run typecheck`: every workspace's tsc (strict), two programs at a time on a two-core machine. functions,
// infra and scripts share their compiler options and are one program (tsconfig.node.json), so the functions code
// they import is checked once. Prints each program's time; fails when any fails.
// The checker is TypeScript 7, the native compiler (the `typescript-native` alias of typescript@7): it needs about
// a third of 5.9's processor time for the same programs. TypeScript 5.9 stays the `typescript` package, for the
// tools that call its JavaScript API (dependency-cruiser), which 7.0 does not ship.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
// the longest first, so the last one to start is short
const programs = ['tsconfig.node.json', 'test', 'web', 'shared'];
const width = Math.max(2, availableParallelism());

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      console.log(
        `tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (out) process.stdout.write(out);
      resolve(code === 0);
    });
  });
}

const queue = [...programs];
const results = await Promise.all(
  Array.from({ length: Math.min(width, programs.length) }, async () => {
    let ok = true;
    for (let p = queue.shift(); p; p = queue.shift()) ok = (await check(p)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
