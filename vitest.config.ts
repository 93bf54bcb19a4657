// One vitest run, five projects (ARCHITECTURE section 9). API and browser tests start their own local stack on
// free ports, so they never touch the data of `npm start`.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Lambda runs Node 22; this machine has Node 20, for which the SDK prints a support notice in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export default defineConfig({
  test: {
    // vitest's default (cores - 1) ran one file at a time on a two-core machine, mostly waiting on DynamoDB Local.
    // Two at a time for shared, functions, web and infra; the browser files still run one at a time after them
    // (fileParallelism: false), since they share one server and change its counties' configuration.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'functions',
          // infra/test-bundles: the synthesized Lambda bundles, called against this project's local stack
          include: [
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/access/**/*.test.ts',
            'infra/test-bundles/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['test/setup/api-global.ts'],
          setupFiles: ['test/setup/api-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          // Files share a worker's module graph: the app, the SDK and the seed load once per worker, not once per
          // file (a fifth less processor time, measured on ten files). Each file still seeds counties of its own, and a fault injected
          // with vi.spyOn is undone by the file that made it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          // findBy's wait is raised to 10 s in the setup file, so one test may take longer than vitest's 5 s
          testTimeout: 30_000,
          // one module graph per worker (React, the router, i18n load once): less than half the processor time.
          // testing-library unmounts each test's render and the test files stub their own fetch.
          isolate: false,
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // aws-cdk-lib loads once per worker, not once per file
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/e2e-global.ts'],
          // waits for the set-up that e2e-global.ts runs in the background
          setupFiles: ['test/setup/e2e-ready.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default: too short for a browser on a loaded two-core machine.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // One worker runs the files in turn; without isolation it imports playwright, axe and the store's modules
          // once, not once a file (each file still launches its own Chromium and opens fresh contexts).
          isolate: false,
          // after the other projects (vitest asks a group of its own for a project whose workers differ)
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
