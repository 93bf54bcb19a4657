// Documents that are due later: the satisfaction of a mortgage paid off at a sale, the sheriff's certificate after a
// lis pendens, the release of a tax lien, a plat's recording. A binary heap by moment; ties keep their order.
import type { Draft } from './draft.ts';

export interface Scheduled {
  moment: number;
  seq: number;
  /** the document to record now, or nothing when it no longer applies (the mortgage was paid off meanwhile) */
  run: (moment: number) => Draft | undefined;
}

export class EventQueue {
  private readonly heap: Scheduled[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(moment: number, run: Scheduled['run']): void {
    this.heap.push({ moment, seq: this.seq++, run });
    let i = this.heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(this.heap[i] as Scheduled, this.heap[parent] as Scheduled)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** the earliest event if it is due by `moment` */
  popDue(moment: number): Scheduled | undefined {
    const top = this.heap[0];
    if (!top || top.moment > moment) return undefined;
    const last = this.heap.pop() as Scheduled;
    if (this.heap.length) {
      this.heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.heap.length && before(this.heap[l] as Scheduled, this.heap[m] as Scheduled)) m = l;
        if (r < this.heap.length && before(this.heap[r] as Scheduled, this.heap[m] as Scheduled)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }

  private swap(i: number, j: number): void {
    const t = this.heap[i] as Scheduled;
    this.heap[i] = this.heap[j] as Scheduled;
    this.heap[j] = t;
  }
}

const before = (a: Scheduled, b: Scheduled) => a.moment < b.moment || (a.moment === b.moment && a.seq < b.seq);
