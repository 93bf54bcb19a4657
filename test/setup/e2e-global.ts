// Browser tests: builds the web app when its sources are newer than the build, starts the local stack on free
// ports (DynamoDB in memory), seeds the demo counties and runs the real local server. Test files get the base
// URL and the SES emulator's URL through inject('baseUrl') and inject('sesUrl').
import { mkdtempSync, rmSync } from 'node:fs';
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
let dir = '';

export async function setup(project: TestProject) {
  await buildWebIfNeeded();
  dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'e2e' });
  process.env.DEFAULT_COUNTY = 'lakewood';
  // Tests change county configuration in the store; the server sees it within this, and tests wait for it.
  process.env.CONFIG_CACHE_MS = '250';
  await seedDemoCounties();
  // A small demo set (the same generator as npm start's), so the browser suite searches real records.
  await seedDemoRecords({ documents: 1200, imageDocuments: 20, workDir: join(dir, 'demo') });
  // fraud alerts: the records stream to the matcher, as npm start runs it (from here on: not the demo seed)
  poller = await startStreamPoller();
  const port = await freePort();
  server = await startServer({ port, webDist, sesUrl: stack.sesUrl });
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('sesUrl', stack.sesUrl);
  // For tests that set county configuration straight in the store (putConfig) before the server reads it.
  project.provide('stackEnv', { ...stack.env, DEFAULT_COUNTY: 'lakewood', SES_URL: stack.sesUrl });
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await poller?.stop();
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sesUrl: string;
  }
}
