// The fault suite's flow runner (issue 28): a flow runs N times with the fault layer on the local stack's clients,
// and each answer is sorted: a success, a clear failure (a 4xx or a 503 with a message a person can act on), or an
// unclear one (a 500, or no message), which the suite refuses. The report per flow is printed at the end.
import type { ApiResult } from '../../../../../test/support/api-client.ts';
import { flowCounts, noFaults } from '../fault-layer.ts';

export interface FlowReport {
  flow: string;
  requests: number;
  /** AWS calls made (each SDK attempt) */
  calls: number;
  faults: number;
  successes: number;
  clearFailures: number;
  unclear: Array<{ status: number; body: unknown }>;
  /** set by the money check that follows the flow */
  moneyEqual?: boolean;
}

export type Answer = Pick<ApiResult, 'status' | 'body'>;

/** A 4xx with a message, or a 503 whose message says to try again. */
const isClear = (a: Answer) =>
  (a.status === 503 || (a.status >= 400 && a.status < 500)) &&
  a.body?.status === 'ERROR' &&
  a.body.code !== 'INTERNAL' &&
  typeof a.body.message === 'string' &&
  a.body.message.length > 0 &&
  (a.status !== 503 || /try again/i.test(a.body.message));

/**
 * Runs `step(i)` for i < n, `concurrency` at a time. A step makes one or more requests and answers each (all of them
 * count); a step that throws is an unclear failure. The AWS calls and faults counted are the flow's own (flowCounts),
 * so flows may run side by side under one layer.
 */
export async function runFlow(
  flow: string,
  n: number,
  step: (i: number) => Promise<Answer[]>,
  concurrency = 4,
): Promise<FlowReport> {
  const own = noFaults();
  const report: FlowReport = { flow, requests: 0, calls: 0, faults: 0, successes: 0, clearFailures: 0, unclear: [] };
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const answers = await flowCounts
        .run(own, () => step(i))
        .catch((err: Error) => [{ status: 0, body: { thrown: err.message } } as never]);
      for (const a of answers) {
        report.requests += 1;
        if (a.status >= 200 && a.status < 300) report.successes += 1;
        else if (isClear(a)) report.clearFailures += 1;
        else report.unclear.push({ status: a.status, body: a.body });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  report.faults = Object.values(own.injected).reduce((a, b) => a + b, 0);
  report.calls = own.calls;
  return report;
}

/** The reports as one table, for the log (and the closing note). */
export function printReports(title: string, reports: FlowReport[]): void {
  const rows = reports.map((r) => ({
    flow: r.flow,
    requests: r.requests,
    'AWS calls': r.calls,
    faults: r.faults,
    successes: r.successes,
    'clear failures': r.clearFailures,
    unclear: r.unclear.length,
    'money equal': r.moneyEqual === undefined ? '-' : r.moneyEqual ? 'yes' : 'NO',
  }));
  console.log(`fault suite: ${title}`);
  console.table(rows);
}
