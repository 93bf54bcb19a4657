// The shape both scheduled jobs share (maintenance, the preauthorization sweep): counties one after another, a
// county that throws gets its failure report and stops no other, and the Lambda entry fails the invocation naming
// the counties whose part failed, after all were tried.
import { describe, expect, it, vi } from 'vitest';
import { forEachCounty, scheduledHandler } from '../scheduled-job.ts';

type Report = { county: string; ok: boolean };

describe('scheduled jobs', () => {
  it('run every county in turn; a county that throws gets its failure report and stops no other', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const reports = await forEachCounty<Report>(
      'test job',
      async (county) => {
        seen.push(county);
        if (county === 'b') throw new Error('b is down');
        return { county, ok: true };
      },
      (county, message) => ({ county, ok: message !== 'b is down' }),
      ['a', 'b', 'c'],
    );
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(reports).toEqual([
      { county: 'a', ok: true },
      { county: 'b', ok: false },
      { county: 'c', ok: true },
    ]);
    vi.restoreAllMocks();
  });

  it("fail the Lambda's invocation naming the failed counties, and answer the reports when none failed", async () => {
    const failing = scheduledHandler<Report>(
      async () => [
        { county: 'a', ok: false },
        { county: 'b', ok: true },
        { county: 'c', ok: false },
      ],
      (r) => !r.ok,
      'The job failed',
    );
    await expect(failing()).rejects.toThrow('The job failed in a, c.');
    const fine = scheduledHandler<Report>(
      async () => [{ county: 'a', ok: true }],
      (r) => !r.ok,
      'The job failed',
    );
    expect(await fine()).toEqual([{ county: 'a', ok: true }]);
  });
});
