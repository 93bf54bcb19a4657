// The retry helper for DynamoDB's unprocessed items: jittered, capped, and a 503 rather than an endless loop.
import { describe, expect, it } from 'vitest';
import { AppError } from '#src/platform/errors.ts';
import { retryDelay, sendUntilProcessed } from '../retry.ts';

/** No pause between calls (random 0): the strategy's sleeps take no time. */
const quick = { random: () => 0 };
/** The same, counting the pauses drawn. */
const counting = () => {
  const draws: number[] = [];
  return {
    draws,
    random: () => {
      draws.push(0);
      return 0;
    },
  };
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
    const sent: number[][] = [];
    const { draws, random } = counting();
    await sendUntilProcessed(
      [1, 2, 3, 4],
      async (pending) => {
        sent.push(pending);
        return pending.slice(1); // one item processed per call
      },
      { random },
    );
    expect(sent).toEqual([[1, 2, 3, 4], [2, 3, 4], [3, 4], [4]]);
    expect(draws).toHaveLength(3); // a pause before each retry, none before the first
  });

  it('needs one call when nothing is left unprocessed', async () => {
    let calls = 0;
    const { draws, random } = counting();
    await sendUntilProcessed(['a'], async () => void calls++, { random });
    expect(calls).toBe(1);
    expect(draws).toEqual([]);
  });

  it('gives up after the cap with a 503 a person can act on', async () => {
    let calls = 0;
    const stuck = sendUntilProcessed(
      ['x', 'y'],
      async (pending) => {
        calls++;
        return pending;
      },
      { attempts: 5, ...quick },
    );
    await expect(stuck).rejects.toBeInstanceOf(AppError);
    await expect(stuck).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503, message: /try again/ });
    expect(calls).toBe(5);
  });

  it('lets an error of the call itself through at once', async () => {
    const failing = sendUntilProcessed(
      [1],
      async () => {
        throw new Error('boom');
      },
      quick,
    );
    await expect(failing).rejects.toThrow('boom');
  });
});
