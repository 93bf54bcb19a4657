// Seeded randomness for the demo county: sfc32 (small fast counter, 128-bit state) seeded through splitmix32, so the
// same seed gives the same county on every machine. Nothing here reads the clock or Math.random.

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a: a stable 32-bit hash of a string, to derive independent streams ('images', a document id ...). */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const init = splitmix32(seed);
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = init();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** sfc32 */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** [0, 1) */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** an integer in [min, max], both included */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** skewed toward small values: min + (max-min) * u^power */
  skewed(min: number, max: number, power: number): number {
    return min + Math.floor((max - min + 1) * this.next() ** power);
  }

  /** roughly normal (sum of three uniforms), mean 0, sd about 1 */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }

  /** an independent stream named by `label`, so one part of the county does not shift another */
  fork(label: string | number): Random {
    return new Random(hashString(String(label), this.uint32()));
  }
}

/** Sampling by weight: cumulative weights and a binary search. */
export class Weighted<T> {
  private readonly items: T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    this.items = entries.map((e) => e[0]);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, w], i) => {
      sum += w;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  get size(): number {
    return this.items.length;
  }

  get values(): readonly T[] {
    return this.items;
  }

  sample(rng: Random): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** 'SMITH 828, JONES 483' -> [['SMITH', 828], ['JONES', 483]]: compact weight tables. */
export function weightTable(text: string): Array<[string, number]> {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf(' ');
      return [entry.slice(0, at).trim(), Number(entry.slice(at + 1))] as [string, number];
    });
}
