// Where a job's slices run: the runner Lambda that MIGRATION_RUNNER_FUNCTION names (infra's migration-runner.ts
// sets it on the API's config Lambda), or this process when there is none (npm start, the tests).
import { invokeRunner } from './invoke-runner.ts';
import { runInProcess } from './run-in-process.ts';
import type { SliceOrder } from './run-job.ts';

export async function startRunner(order: SliceOrder): Promise<void> {
  const runner = process.env.MIGRATION_RUNNER_FUNCTION;
  if (runner) await invokeRunner(runner, order);
  else runInProcess(order);
}
