// The one retry loop for DynamoDB's partial answers: a BatchGet or BatchWrite may leave keys or items unprocessed
// (throttling, a busy partition), and they must be sent again after a pause. The pause grows and is jittered
// ("full jitter": a random part of the capped exponential delay), so callers that were throttled together do not
// come back together; after `attempts` calls with something still left, the caller gets a 503 it can show, never
// an endless loop inside a Lambda that runs until its timeout.
import { unavailable } from '../../platform/errors.ts';

export interface RetryOptions {
  /** calls in all, the first included (default 8) */
  attempts?: number;
  /** the delay before the first retry is at most twice this (default 25 ms) */
  baseMs?: number;
  /** no delay is longer than this (default 1 s) */
  maxMs?: number;
  /** what the operation is, for the log line when the cap is reached */
  what?: string;
  /** for tests: the random source (0 <= x < 1) and the sleep */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The pause before retry `attempt` (1, 2, ...): uniform in [0, min(maxMs, baseMs * 2^attempt)). */
export function retryDelay(attempt: number, options: RetryOptions = {}): number {
  const { baseMs = 25, maxMs = 1000, random = Math.random } = options;
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Sends `items`, then whatever each call answers as unprocessed, until nothing is left. After `attempts` calls
 * with items still unprocessed, throws a 503 (UNAVAILABLE): nothing is lost silently, and the caller's answer says
 * to try again.
 */
export async function sendUntilProcessed<T>(
  items: T[],
  send: (pending: T[]) => Promise<T[] | undefined>,
  options: RetryOptions = {},
): Promise<void> {
  const { attempts = 8, sleep = wait } = options;
  let pending = items;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt >= attempts) {
      console.warn(`[retry] ${options.what ?? 'batch'}: ${pending.length} left unprocessed after ${attempts} calls`);
      throw unavailable();
    }
    if (attempt > 0) await sleep(retryDelay(attempt, options));
    pending = (await send(pending)) ?? [];
  }
}
