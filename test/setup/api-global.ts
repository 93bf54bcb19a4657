// Starts the local stacks (DynamoDB Local in memory, s3rver, SES emulator) for the API test files and seeds the
// demo counties' configuration and sign-ins in each. Test files reach theirs through the environment it provides.
//
// One stack per worker: DynamoDB Local answers on one busy thread (its in-memory SQLite), and with one stack for
// two workers it was the suite's bottleneck: one core pegged by the emulator while both workers waited on it and the
// machine was a third idle (measured 29 November). Each worker keeps its stack for every file it runs (api-env.ts),
// and every file seeds counties of its own, so which stack a file meets changes nothing it asserts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetClients } from '../../functions/src/platform/aws.ts';
import { type LocalStack, startLocalStack } from '../../scripts/local/stack.ts';
import { seedDemoCounties } from '../../scripts/seed/demo-counties.ts';

/** Demo passwords hashed at N = 2^10, not 2^15 (functions/src/platform/passwords.ts): a sign-in is a tenth of the work. */
export const testHashCost = { PASSWORD_HASH_LOG2_N: '10' };

const stacks: LocalStack[] = [];
const dirs: string[] = [];

export async function setup(project: TestProject) {
  // The browser suite's server runs in this same process: seed through each stack, then give the process its
  // environment (and AWS clients) back so that nothing here points that server at the API tests' stacks.
  const before = { ...process.env };
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const envs: Array<Record<string, string>> = [];
  for (let i = 0; i < count; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-api-'));
    dirs.push(dir);
    // startLocalStack points this process at the stack it started: seed it before starting the next
    const stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'test' });
    stacks.push(stack);
    process.env.DEFAULT_COUNTY = 'lakewood';
    Object.assign(process.env, testHashCost);
    await seedDemoCounties();
    envs.push({ ...stack.env, ...testHashCost, DEFAULT_COUNTY: 'lakewood', SES_URL: stack.sesUrl });
  }
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  resetClients();
  project.provide('stackEnvs', envs);
}

export async function teardown() {
  await Promise.all(stacks.map((s) => s.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** one local stack's environment per worker (VITEST_POOL_ID 1 takes the first) */
    stackEnvs: Array<Record<string, string>>;
  }
}
