// The runner without Lambda (npm start, the tests): the slices of a job run one after another in this process,
// after the request that started it has been answered. migrationsIdle lets a test (or a shutdown) wait for every
// job to settle instead of guessing a time.
import { runJobSlice, type SliceOrder } from './run-job.ts';

const running = new Set<Promise<void>>();

async function runAll(first: SliceOrder): Promise<void> {
  let order: SliceOrder | undefined = first;
  // one slice at a time, yielding to the event loop between them like the Lambda's separate invocations
  while (order) {
    await new Promise((r) => setImmediate(r));
    order = await runJobSlice(order);
  }
}

export function runInProcess(order: SliceOrder): void {
  const run = runAll(order)
    .catch((err) => console.error(`[migration] ${order.county} ${order.kind}`, err))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves when no job runs in this process any more. */
export async function migrationsIdle(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
