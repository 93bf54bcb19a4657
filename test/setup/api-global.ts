// Starts one local stack (DynamoDB Local in memory, s3rver, SES emulator) for the API test files and seeds the
// demo counties' configuration and sign-ins. Test files reach it through the environment it provides.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalStack, startLocalStack } from '../../scripts/local/stack.ts';
import { seedDemoCounties } from '../../scripts/seed/demo-counties.ts';

let stack: LocalStack | undefined;
let dir = '';

export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'test' });
  process.env.DEFAULT_COUNTY = 'lakewood';
  await seedDemoCounties();
  project.provide('stackEnv', { ...stack.env, DEFAULT_COUNTY: 'lakewood', SES_URL: stack.sesUrl });
}

export async function teardown() {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
  }
}
