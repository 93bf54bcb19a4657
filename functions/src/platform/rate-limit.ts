// Fixed-window call counters in DynamoDB, so a limit holds across Lambda instances: one item per
// (county, name, source, window), counted with ADD and removed by its TTL after the window (data/app/rate-limit.ts).
import { countCall } from '../data/app/rate-limit.ts';
import { throttled } from './errors.ts';

export interface RateLimit {
  /** calls allowed per window */
  limit: number;
  windowSeconds: number;
}

/** Counts one call; a 429 once the source has used its calls in this window. */
export async function assertWithinRate(county: string, name: string, source: string, rate: RateLimit): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const window = Math.floor(nowSeconds / rate.windowSeconds);
  const calls = await countCall(county, name, source, window, (window + 1) * rate.windowSeconds + 60);
  if (calls > rate.limit) throw throttled();
}
