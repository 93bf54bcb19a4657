// The runner without Lambda (npm start, the tests, the local server's start route): a job's slices one after
// another in this process, yielding to the event loop between them. pageTextIdle lets a test or a shutdown wait
// for every job to settle instead of guessing a time.
import { runPageTextSlice, type SliceOrder } from './run-slice.ts';

const running = new Set<Promise<void>>();

export function runPageTextInProcess(order: SliceOrder, onSlice?: () => void | Promise<void>): Promise<void> {
  const run = (async () => {
    for (;;) {
      await new Promise((r) => setImmediate(r));
      const outcome = await runPageTextSlice(order);
      await onSlice?.();
      if (outcome === 'ENDED') return;
    }
  })()
    .catch((err) => console.error(`[page-text] ${order.county}`, err))
    .finally(() => running.delete(run));
  running.add(run);
  return run;
}

/** Resolves when no page text job runs in this process any more. */
export async function pageTextIdle(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
