// What the load bench measured: per operation, every call's time and status, and every answer that was not 2xx
// (with its message), counted from the moment the clock is started (sign-ins before it are not counted).
export interface OperationFigures {
  op: string;
  calls: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** status (and message) -> count, for every answer that was not 2xx */
  failures: Map<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

export class Recorder {
  private times = new Map<string, number[]>();
  private failures = new Map<string, Map<string, number>>();
  private startedAt = 0;
  private stoppedAt = 0;
  private counting = false;

  start(): void {
    this.times.clear();
    this.failures.clear();
    this.startedAt = performance.now();
    this.counting = true;
  }

  stop(): void {
    this.stoppedAt = performance.now();
    this.counting = false;
  }

  get seconds(): number {
    return ((this.counting ? performance.now() : this.stoppedAt) - this.startedAt) / 1000;
  }

  record(op: string, ms: number, status: number, message?: string): void {
    if (!this.counting) return;
    const list = this.times.get(op) ?? [];
    this.times.set(op, list);
    list.push(ms);
    if (status >= 200 && status < 300) return;
    const byStatus = this.failures.get(op) ?? new Map<string, number>();
    this.failures.set(op, byStatus);
    const key = `${status}${message ? ` ${message.slice(0, 80)}` : ''}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }

  figures(): OperationFigures[] {
    const seconds = this.seconds;
    return [...this.times].map(([op, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        op,
        calls: list.length,
        perSecond: list.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        failures: this.failures.get(op) ?? new Map(),
      };
    });
  }

  totalCalls(): number {
    let n = 0;
    for (const list of this.times.values()) n += list.length;
    return n;
  }
}
