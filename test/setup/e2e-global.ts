// Browser tests: starts the local stack on free ports (DynamoDB in memory), seeds the demo counties' sign-ins and
// starts the real local server; then, in the background (e2e-background.ts, a child process), builds the web app
// when its sources are newer than the build, loads a small demo record set and runs the records stream poller. Test
// files get the base URL and the SES emulator's URL through inject('baseUrl') and inject('sesUrl'), and each waits
// for the background work in e2e-ready.ts before its tests run.
// Why in the background: the build and the record set take over a minute, and in `npm test` the browser files run
// last (vitest's groupOrder), so the other projects' tests run meanwhile instead of waiting for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/local/server.ts';
import { freePort, type LocalStack, startLocalStack } from '../../scripts/local/stack.ts';
import { seedDemoCounties } from '../../scripts/seed/demo-counties.ts';
import { testHashCost } from './api-global.ts';

const root = join(import.meta.dirname, '..', '..');
const webDist = join(root, 'web', 'dist');

let stack: LocalStack | undefined;
let server: ServerType | undefined;
let background: ChildProcess | undefined;
let dir = '';

export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'e2e' });
  process.env.DEFAULT_COUNTY = 'lakewood';
  // Tests change county configuration in the store; the server sees it within this, and tests wait for it.
  process.env.CONFIG_CACHE_MS = '250';
  Object.assign(process.env, testHashCost);
  await seedDemoCounties();
  // The server sets the card simulator's variables in this process's environment, which the test workers inherit,
  // so it starts before this function returns; its files are read per request, so a build after it is served.
  const port = await freePort();
  server = await startServer({ port, webDist, sesUrl: stack.sesUrl });
  const ready = join(dir, 'ready.json');
  // its environment is this one now: the browser stack's endpoints and the settings above
  background = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'e2e-background.ts'), dir, ready],
    {
      cwd: root,
      env: { ...process.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('sesUrl', stack.sesUrl);
  project.provide('e2eReadyFile', ready);
  // For tests that set county configuration straight in the store (putConfig) before the server reads it.
  project.provide('stackEnv', { ...stack.env, ...testHashCost, DEFAULT_COUNTY: 'lakewood', SES_URL: stack.sesUrl });
}

export async function teardown() {
  if (background && background.exitCode === null) {
    const exited = new Promise((resolve) => background?.once('exit', resolve));
    background.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sesUrl: string;
    /** written once the background set-up has ended: { ok: true } or { ok: false, message } */
    e2eReadyFile: string;
  }
}
