// A county's clock is its configured time zone: at 23:30 UTC on New Year's Eve it is still 31 December in
// Indiana (Eastern time, 18:30) and already 1 January 2027 in Guam (UTC+10, 09:30). Neither zone was in the old
// state table, which gave both Chicago time.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HomeContent } from '@portal/shared/home/home-content';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoCounties } from '../../../../../scripts/seed/demo-counties.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { auditItem } from '../../../platform/audit.ts';
import { countyTimeZone, countyToday, periodStarts } from '../../../platform/county-clock.ts';

const suffix = Math.random().toString(36).slice(2, 8);
const indiana = `clock-in-${suffix}`;
const guam = `clock-gu-${suffix}`;
const NEW_YEARS_EVE = new Date('2026-12-31T23:30:00Z');

beforeAll(async () => {
  await seedDemoCounties([
    {
      id: indiana,
      name: 'Marion County',
      stateCode: 'IN',
      config: { common: { countyName: 'Marion County, Indiana', timeZone: 'America/Indiana/Indianapolis' } },
    },
    {
      id: guam,
      name: 'Guam',
      stateCode: 'GU',
      config: { common: { countyName: 'Guam', timeZone: 'Pacific/Guam' } },
    },
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

async function chargeAt(county: string, at: string, amountCents: number) {
  const e = { type: 'SEARCH', county, userId: 'demo-title-examiner', accountId: 'demo-title', amountCents };
  await db().send(new PutCommand({ TableName: tables.ledger, Item: auditItem(e, new Date(at)) }));
}

/** Signs in and asks for home/all or a transaction report with the server's clock at `now`. */
async function examinerAt(county: string, now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const client = new TestClient(county);
  await client.login('title.examiner');
  return client;
}

describe('the county clock', () => {
  it("gives each county today's date in its own zone", async () => {
    expect(await countyTimeZone(indiana)).toBe('America/Indiana/Indianapolis');
    expect(await countyToday(indiana, NEW_YEARS_EVE)).toBe('2026-12-31');
    expect(await countyToday(guam, NEW_YEARS_EVE)).toBe('2027-01-01');
  });

  it('starts today, the month and the year at the local midnight', async () => {
    expect(periodStarts(NEW_YEARS_EVE, await countyTimeZone(indiana))).toEqual({
      today: '2026-12-31T05:00:00.000Z',
      month: '2026-12-01T05:00:00.000Z',
      year: '2026-01-01T05:00:00.000Z',
    });
    expect(periodStarts(NEW_YEARS_EVE, await countyTimeZone(guam))).toEqual({
      today: '2026-12-31T14:00:00.000Z',
      month: '2026-12-31T14:00:00.000Z',
      year: '2026-12-31T14:00:00.000Z',
    });
  });

  it("totals the home page's transactions by the county's days", async () => {
    await chargeAt(indiana, '2026-12-31T05:00:00Z', 100); // 00:00 on 31 December in Indianapolis
    await chargeAt(indiana, '2026-12-31T04:59:59Z', 7); // 23:59:59 on 30 December
    await chargeAt(indiana, '2026-12-01T04:59:59Z', 20); // 23:59:59 on 30 November
    await chargeAt(guam, '2026-12-31T14:00:00Z', 100); // 00:00 on 1 January 2027 in Guam
    await chargeAt(guam, '2026-12-31T13:59:59Z', 7); // 23:59:59 on 31 December 2026

    const inIndiana = await (await examinerAt(indiana, NEW_YEARS_EVE)).get<HomeContent>('home/all');
    expect(inIndiana.body.content?.transactionTotals.rows[0]?.values).toEqual([
      { count: 1, amountCents: 100 },
      { count: 2, amountCents: 107 },
      { count: 3, amountCents: 127 },
    ]);
    const inGuam = await (await examinerAt(guam, NEW_YEARS_EVE)).get<HomeContent>('home/all');
    expect(inGuam.body.content?.transactionTotals.rows[0]?.values).toEqual([
      { count: 1, amountCents: 100 },
      { count: 1, amountCents: 100 },
      { count: 1, amountCents: 100 },
    ]);
  });

  it("refuses a report date after the county's today, and only then", async () => {
    const newYearsDay = { reportType: 'USER', reportRange: 'CUSTOM', fromDate: '01/01/2027', toDate: '' };
    const inIndiana = await (await examinerAt(indiana, NEW_YEARS_EVE)).post('home/transactionReport', newYearsDay);
    expect(inIndiana.status).toBe(400);
    expect(inIndiana.body.errors).toEqual({ fromDate: 'Future date entered' });
    const inGuam = await (await examinerAt(guam, NEW_YEARS_EVE)).post('home/transactionReport', newYearsDay);
    expect(inGuam.status).toBe(200);
    expect(inGuam.headers.get('content-type')).toBe('application/pdf');
  });
});
