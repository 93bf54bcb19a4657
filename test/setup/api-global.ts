// Starts one local stack (DynamoDB Local in memory, s3rver, SES emulator) for the API test files and seeds the
// demo counties' configuration and sign-ins. Test files reach it through the environment it provides.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetClients } from '../../functions/src/platform/aws.ts';
import { type LocalStack, startLocalStack } from '../../scripts/local/stack.ts';
import { seedDemoCounties } from '../../scripts/seed/demo-counties.ts';

/** Demo passwords hashed at N = 2^10, not 2^15 (functions/src/platform/passwords.ts): a sign-in is a tenth of the work. */
export const testHashCost = { PASSWORD_HASH_LOG2_N: '10' };

let stack: LocalStack | undefined;
let dir = '';

export async function setup(project: TestProject) {
  // The browser suite's server runs in this same process: seed through this stack, then give the process its
  // environment (and AWS clients) back so that nothing here points that server at the API tests' stack.
  const before = { ...process.env };
  dir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'test' });
  process.env.DEFAULT_COUNTY = 'lakewood';
  Object.assign(process.env, testHashCost);
  await seedDemoCounties();
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  resetClients();
  project.provide('stackEnv', { ...stack.env, ...testHashCost, DEFAULT_COUNTY: 'lakewood', SES_URL: stack.sesUrl });
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
