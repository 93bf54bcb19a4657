// Entry of the migration runner Lambda (infra's migration/migration-runner.ts): runs one slice of the order it is
// invoked with, then invokes itself asynchronously with the next one. It never throws for a failed slice (run-job.ts
// retries those itself); Lambda's own retries of an invocation cover a crash or a timeout, and the order's slice
// number makes a retried order that had got further do nothing.
import { invokeRunner } from './invoke-runner.ts';
import { runJobSlice, type SliceOrder, stalled } from './run-job.ts';

export async function handler(order: SliceOrder): Promise<void> {
  const next = await runJobSlice(order);
  if (!next) return;
  const self = process.env.AWS_LAMBDA_FUNCTION_NAME;
  try {
    if (!self) throw new Error('AWS_LAMBDA_FUNCTION_NAME is not set.');
    await invokeRunner(self, next);
  } catch (err) {
    await stalled(next, err);
  }
}
