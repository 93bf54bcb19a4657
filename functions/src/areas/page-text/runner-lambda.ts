// Entry of the page text runner Lambda (infra's page-text/page-text-runner.ts), as the LS1 migration's runner: runs
// one slice of the order it is invoked with (some 20 pages), then invokes itself asynchronously with the next slice.
// Lambda's own retries cover a crash or a timeout: the retried order's slice still owns the job, so it carries on
// from the last page saved. If the next slice cannot be queued the job stays RUNNING, unsaved: after STALE_MS the
// Technical page shows it stalled and a start resumes it at its cursor.
import { invokeRunner } from './invoke-runner.ts';
import { runPageTextSlice, type SliceOrder } from './run-slice.ts';

export async function handler(order: SliceOrder & { slice: number }): Promise<void> {
  if ((await runPageTextSlice(order)) === 'ENDED') return;
  const self = process.env.AWS_LAMBDA_FUNCTION_NAME;
  try {
    if (!self) throw new Error('AWS_LAMBDA_FUNCTION_NAME is not set.');
    // the slice handed the job to slice + 1 in its last save
    await invokeRunner(self, { ...order, slice: order.slice + 1 });
  } catch (err) {
    console.error(`[page-text] ${order.county}: the next slice was not started`, err);
  }
}
