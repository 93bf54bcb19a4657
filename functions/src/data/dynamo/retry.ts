// The one retry loop for DynamoDB's partial answers: a BatchGet or BatchWrite may leave keys or items unprocessed
// (throttling, a busy partition), and they must be sent again after a pause. The SDK's own retries (sdk-retry.ts)
// cannot do it: a partial answer is a success to the SDK, so this loop must stay. Its bound and its waits are the
// SDK's retry strategy's (ConfiguredRetryStrategy: attempts counted and refused at the bound, the pause slept by it);
// the pause grows and is jittered ("full jitter": a random part of the capped exponential delay), so callers that
// were throttled together do not come back together; after `attempts` calls with something still left, the caller
// gets a 503 it can show, never an endless loop inside a Lambda that runs until its timeout.
import { ConfiguredRetryStrategy } from '@smithy/core/retry';
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
  /** for tests: the random source (0 <= x < 1) */
  random?: () => number;
}

/** The pause before retry `attempt` (1, 2, ...): uniform in [0, min(maxMs, baseMs * 2^attempt)). */
export function retryDelay(attempt: number, options: RetryOptions = {}): number {
  const { baseMs = 25, maxMs = 1000, random = Math.random } = options;
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

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
  const { attempts = 8 } = options;
  const strategy = new ConfiguredRetryStrategy(attempts, (attempt) => retryDelay(attempt, options));
  let token = await strategy.acquireInitialRetryToken('unprocessed');
  let pending = (await send(items)) ?? [];
  while (pending.length) {
    // the strategy sleeps the pause before the next call, or refuses once `attempts` calls are made
    const next = await strategy.refreshRetryTokenForRetry(token, { errorType: 'TRANSIENT' }).catch(() => undefined);
    if (!next) {
      console.warn(`[retry] ${options.what ?? 'batch'}: ${pending.length} left unprocessed after ${attempts} calls`);
      throw unavailable();
    }
    token = next;
    pending = (await send(pending)) ?? [];
  }
}
