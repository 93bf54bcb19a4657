// The retry helper for DynamoDB's unprocessed items: jittered, capped, and a 503 rather than an endless loop.
import { describe, expect, it } from 'vitest';
import { AppError } from '#src/platform/errors.ts';
import { retryDelay, sendUntilProcessed } from '../retry.ts';

/** A sleep that records the pauses asked for instead of waiting. */
const recorder = () => {
  const pauses: number[] = [];
  return { pauses, sleep: async (ms: number) => void pauses.push(ms) };
};

describe('retryDelay', () => {
  it('stays within [0, min(maxMs, baseMs * 2^attempt))', () => {
    const options = { baseMs: 25, maxMs: 1000 };
    for (const attempt of [1, 2, 3, 5, 6, 10, 40]) {
      const ceiling = Math.min(1000, 25 * 2 ** attempt);
      expect(retryDelay(attempt, { ...options, random: () => 0 })).toBe(0);
      const top = retryDelay(attempt, { ...options, random: () => 0.999_999 });
      expect(top).toBeLessThan(ceiling);
      expect(top).toBeGreaterThanOrEqual(ceiling - 1);
    }
  });

  it('is spread over its range, not one fixed pause', () => {
    const seen = new Set(Array.from({ length: 50 }, () => retryDelay(5)));
    expect(seen.size).toBeGreaterThan(10);
    for (const d of seen) expect(d).toBeLessThan(800);
  });
});

describe('sendUntilProcessed', () => {
  it('sends what is left unprocessed until nothing is', async () => {
    const { pauses, sleep } = recorder();
    const sent: number[][] = [];
    await sendUntilProcessed(
      [1, 2, 3, 4],
      async (pending) => {
        sent.push(pending);
        return pending.slice(1); // one item processed per call
      },
      { sleep, random: () => 0.5 },
    );
    expect(sent).toEqual([[1, 2, 3, 4], [2, 3, 4], [3, 4], [4]]);
    expect(pauses).toEqual([25, 50, 100]); // half of 50, 100, 200 ms: a pause before each retry, none before the first
  });

  it('needs one call when nothing is left unprocessed', async () => {
    const { pauses, sleep } = recorder();
    let calls = 0;
    await sendUntilProcessed(['a'], async () => void calls++, { sleep });
    expect(calls).toBe(1);
    expect(pauses).toEqual([]);
  });

  it('gives up after the cap with a 503 a person can act on', async () => {
    const { pauses, sleep } = recorder();
    let calls = 0;
    const stuck = sendUntilProcessed(
      ['x', 'y'],
      async (pending) => {
        calls++;
        return pending;
      },
      { attempts: 5, sleep },
    );
    await expect(stuck).rejects.toBeInstanceOf(AppError);
    await expect(stuck).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503, message: /try again/ });
    expect(calls).toBe(5);
    expect(pauses).toHaveLength(4);
  });

  it('lets an error of the call itself through at once', async () => {
    const { sleep } = recorder();
    const failing = sendUntilProcessed(
      [1],
      async () => {
        throw new Error('boom');
      },
      { sleep },
    );
    await expect(failing).rejects.toThrow('boom');
  });
});
