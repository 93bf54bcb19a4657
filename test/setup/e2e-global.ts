// Browser tests: starts the local stack on free ports (DynamoDB in memory), seeds the demo counties' sign-ins and
// starts the real local server; then, in the background, builds the web app when its sources are newer than the
// build, loads a small demo record set and starts the records stream poller. Test files get the base URL and the
// SES emulator's URL through inject('baseUrl') and inject('sesUrl'), and each waits for the background work in
// e2e-ready.ts before its tests run.
// Why in the background: the build and the record set take over a minute, and in `npm test` the browser files run
// last (vitest's groupOrder), so the other projects' tests run meanwhile instead of waiting for it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { buildWebIfNeeded } from '../../scripts/build-web.ts';
import { startServer } from '../../scripts/local/server.ts';
import { freePort, type LocalStack, startLocalStack } from '../../scripts/local/stack.ts';
import { type StreamPoller, startStreamPoller } from '../../scripts/local/stream-poller.ts';
import { seedDemoCounties } from '../../scripts/seed/demo-counties.ts';
import { seedDemoRecords } from '../../scripts/seed/demo-records.ts';

const root = join(import.meta.dirname, '..', '..');
const webDist = join(root, 'web', 'dist');

let stack: LocalStack | undefined;
let server: ServerType | undefined;
let poller: StreamPoller | undefined;
let background: Promise<void> | undefined;
let dir = '';

export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'e2e' });
  process.env.DEFAULT_COUNTY = 'lakewood';
  // Tests change county configuration in the store; the server sees it within this, and tests wait for it.
  process.env.CONFIG_CACHE_MS = '250';
  await seedDemoCounties();
  // The server sets the card simulator's variables in this process's environment, which the test workers inherit,
  // so it starts before this function returns; its files are read per request, so a build after it is served.
  const port = await freePort();
  server = await startServer({ port, webDist, sesUrl: stack.sesUrl });
  const ready = join(dir, 'ready.json');
  background = prepare(dir).then(
    () => writeFileSync(ready, JSON.stringify({ ok: true })),
    (error: Error) => writeFileSync(ready, JSON.stringify({ ok: false, message: error.stack ?? String(error) })),
  );
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('sesUrl', stack.sesUrl);
  project.provide('e2eReadyFile', ready);
  // For tests that set county configuration straight in the store (putConfig) before the server reads it.
  project.provide('stackEnv', { ...stack.env, DEFAULT_COUNTY: 'lakewood', SES_URL: stack.sesUrl });
}

/** What the browser files need beyond the sign-ins: the built app, the demo records, the stream to the matcher. */
async function prepare(workDir: string): Promise<void> {
  await buildWebIfNeeded();
  // A small demo set (the same generator as npm start's), so the browser suite searches real records.
  await seedDemoRecords({ documents: 1200, imageDocuments: 20, workDir: join(workDir, 'demo') });
  // fraud alerts: the records stream to the matcher, as npm start runs it (from here on: not the demo seed)
  poller = await startStreamPoller();
}

export async function teardown() {
  await background;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await poller?.stop();
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
