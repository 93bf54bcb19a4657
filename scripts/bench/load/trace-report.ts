// Where a request's time went under load, from the server's trace (server.ts, LOAD_TRACE): for each traced path,
// the typical request (p40-p60) and the slowest 1%, each as the mean time spent in each kind of call (calls a
// request overlaps both count), the wall time in some call, and the rest (the server's own work, and waiting for
// its event loop between the calls). Also the event loop's delay over the run.
import { readFileSync } from 'node:fs';
import type { Trace, TracedRequest } from './server.ts';

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The wall time covered by at least one of the intervals. */
function covered(intervals: Array<[number, number]>): number {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [a, b] of [...intervals].sort((x, y) => x[0] - y[0])) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

function breakdown(requests: TracedRequest[]): string {
  const sums = new Map<string, { ms: number; calls: number }>();
  let total = 0;
  let inCalls = 0;
  for (const r of requests) {
    total += r.ms;
    inCalls += covered(r.calls.map(([, a, b]) => [a, b]));
    for (const [name, a, b] of r.calls) {
      const s = sums.get(name) ?? { ms: 0, calls: 0 };
      s.ms += b - a;
      s.calls++;
      sums.set(name, s);
    }
  }
  const n = requests.length || 1;
  const parts = [...sums]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([k, s]) => `${k} ${ms(s.ms / n)} x${(s.calls / n).toFixed(1)}`);
  return `${ms(total / n)}: in calls ${ms(inCalls / n)} (${parts.join(', ')}), the rest ${ms((total - inCalls) / n)}`;
}

export function traceReport(file: string, paths: string[], log: (line: string) => void): void {
  const { requests: all, loopDelay } = JSON.parse(readFileSync(file, 'utf8')) as Trace;
  log(
    `  where the time went, in the server (mean per request); its event loop's delay p50 ${ms(loopDelay.p50)}, p99 ${ms(loopDelay.p99)}, max ${ms(loopDelay.max)}:`,
  );
  for (const path of paths) {
    const sorted = all.filter((r) => r.path === path).sort((a, b) => a.ms - b.ms);
    if (!sorted.length) continue;
    const typical = sorted.slice(Math.floor(sorted.length * 0.4), Math.ceil(sorted.length * 0.6));
    const slowest = sorted.slice(Math.floor(sorted.length * 0.99));
    const waits = sorted.map((r) => r.waited).sort((a, b) => a - b);
    const at = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))] ?? 0;
    const kinds = [...new Set(sorted.map((r) => r.who))].map((who) => {
      const mine = sorted.filter((r) => r.who === who).map((r) => r.ms);
      return `${who || '-'} p50 ${ms(mine[Math.floor(mine.length / 2)] ?? 0)} p99 ${ms(mine[Math.floor(mine.length * 0.99)] ?? 0)}`;
    });
    log(
      `    ${path} (${sorted.length}); before the server took it: p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(at(1))}; in the server by caller: ${kinds.join('; ')}`,
    );
    log(`      typical     ${breakdown(typical)}`);
    log(`      slowest 1%  ${breakdown(slowest)}`);
  }
}
