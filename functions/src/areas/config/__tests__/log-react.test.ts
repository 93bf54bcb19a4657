// POST logReact takes anyone's client error report (issue 13): bounded in size, rate-limited per source, so an
// anonymous caller cannot fill the log.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../app.ts';
import { LOG_RATE } from '../helperdata-routes.ts';

const app = createApp();

/** A call as API Gateway hands it to Lambda, from one source address. */
async function report(source: string, body: string) {
  const res = await app.request(
    'http://lakewood.localhost/api/logReact',
    {
      method: 'POST',
      headers: { 'x-county': 'lakewood', 'x-requested-with': 'test', 'content-type': 'application/json' },
      body,
    },
    { requestContext: { http: { sourceIp: source } } },
  );
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

const entry = JSON.stringify({ message: 'TypeError: x is undefined', stack: 'at f (a.js:1:1)', url: '/home' });
const source = () => `2001:db8:1::${process.pid.toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe('logReact', () => {
  // The reports are logged with console.warn; keep them out of the test output.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());

  it('takes a client error report', async () => {
    expect((await report(source(), entry)).status).toBe(200);
  });

  it('refuses a body over 4 KB with 413 and an entry over its field limits with 400', async () => {
    const huge = await report(source(), JSON.stringify({ message: 'x'.repeat(5000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large/);
    const long = await report(source(), JSON.stringify({ message: 'x'.repeat(301) }));
    expect(long.status).toBe(400);
  });

  it('answers 429 once a source has sent its reports for the minute, and not to another source', async () => {
    const noisy = source();
    // A minute boundary may fall inside the loop once, so up to twice the limit may pass before the refusal.
    const statuses: number[] = [];
    for (let i = 0; i <= 2 * LOG_RATE.limit && !statuses.includes(429); i++)
      statuses.push((await report(noisy, entry)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(LOG_RATE.limit);
    expect((await report(source(), entry)).status).toBe(200);
  });
});
