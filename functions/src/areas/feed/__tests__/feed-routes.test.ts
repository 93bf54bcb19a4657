// The feed's API (issue 31) against the local stack: the days' files and the snapshot listed with the caller's plan;
// a 5-minute signed link whose bytes are the file, charged per the county's feed plan (a day's file, or each
// document in it; the snapshot priced apart) once per account and file, with its audit entry; staff free; the
// refusals (no plan, GUEST, a key without the 'feed' scope, insufficient funds, a bad or unknown day); a snapshot
// asked for is built by the job, which also builds the day just ended once.
import { gunzipSync } from 'node:zlib';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyCreated } from '@portal/shared/api-keys/schemas';
import type { FeedDays, FeedLink } from '@portal/shared/feed/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#src/app.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex } from '#src/data/ledger/keys.ts';
import { getConfig, putConfig } from '#src/platform/config.ts';
import { countyNow, countyTimeZone } from '#src/platform/county-clock.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, setAccount } from '../../search/__tests__/fixtures.ts';
import { buildDayFile } from '../build-day-file.ts';
import { CATCH_UP_DAYS, dayBefore, runFeedForCounty } from '../feed-job.ts';

const app = createApp();
const TITLE = 'demo-title';
const [DAY1, DAY2] = ['2026-05-04', '2026-05-05'];
let county = '';
let clients: ReturnType<typeof clientsOf>;

afterEach(() => vi.useRealTimers());

async function savedOn(day: string, numbers: string[]) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T18:00:00Z`));
  try {
    await saveFixture(county, {
      documents: numbers.map((n) => doc(n, 'WD', `${day}T10:00`, { grantors: [party('STONE', 'ROY')] })),
    });
  } finally {
    vi.useRealTimers();
  }
}

const balance = async () => (await getAccount(county, TITLE))?.usageBalanceCents ?? 0;
const link = async (username: string, body: Record<string, unknown>) =>
  (await clients(username)).post<FeedLink>('feed/link', body);

async function feedAudit() {
  const index = auditByAccountIndex(county, TITLE);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      IndexName: index.index,
      KeyConditionExpression: `${index.pkName} = :p`,
      ExpressionAttributeValues: { ':p': index.pk },
    }),
  );
  return Items.filter((i) => i.type === 'INDEX_FEED');
}

async function withKey(key: string, method: string, path: string, body?: unknown) {
  const res = await app.request(`${countyOrigin(county)}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; content?: FeedDays } };
}

beforeAll(async () => {
  county = await newSearchCounty('feed-api', {
    feed: { dayFileCents: 500, documentCents: 3, snapshotCents: 2000, plans: [{ accountId: TITLE, plan: 'PER_DAY' }] },
  });
  await setAccount(county, TITLE, { usageBalanceCents: 10_000 });
  await savedOn(DAY1, ['7001', '7002']);
  await savedOn(DAY2, ['7003']);
  await buildDayFile(county, DAY1);
  await buildDayFile(county, DAY2);
  clients = clientsOf(county);
}, 60_000);

describe('the days and a link', () => {
  it("lists the days' files newest first with the caller's plan", async () => {
    const res = await (await clients('title.examiner')).get<FeedDays>('feed/days');
    expect(res.status, res.body.message).toBe(200);
    const { days, plan, snapshot } = res.body.content!;
    expect(days.map((d) => [d.day, d.documents])).toEqual([
      [DAY2, 1],
      [DAY1, 2],
    ]);
    expect(plan).toEqual({ plan: 'PER_DAY', dayFileCents: 500, documentCents: 3, snapshotCents: 2000 });
    expect(snapshot).toBeNull();
  });

  it("gives a 5-minute link to the day's file, charged once per account and audited", async () => {
    const before = await balance();
    const first = await link('title.examiner', { day: DAY1 });
    expect(first.status, first.body.message).toBe(200);
    const got = first.body.content!;
    expect(got.chargedCents).toBe(500);
    expect(Date.parse(got.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const bytes = Buffer.from(await (await fetch(got.downloadUrl)).arrayBuffer());
    const rows = gunzipSync(bytes)
      .toString('utf8')
      .split('\n')
      .filter((l) => l.includes('"documents.ndjson"'));
    expect(rows.map((l) => JSON.parse(l).row.docNumber)).toEqual(['7001', '7002']);
    // the account's other user, the same file: nothing more to pay
    const again = await link('account.admin', { day: DAY1 });
    expect(again.body.content?.chargedCents).toBe(0);
    expect(before - (await balance())).toBe(500);
    const audit = await feedAudit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ amountCents: 500, username: 'title.examiner' });
  });

  it('charges each document on the PER_DOCUMENT plan, and the snapshot at its own price', async () => {
    const feed = await getConfig(county, 'feed');
    await putConfig(county, 'feed', { ...feed, plans: [{ accountId: TITLE, plan: 'PER_DOCUMENT' }] });
    try {
      const before = await balance();
      const res = await link('title.examiner', { day: DAY2 });
      expect(res.body.content?.chargedCents).toBe(3);
      expect(before - (await balance())).toBe(3);
    } finally {
      await putConfig(county, 'feed', feed);
    }
    expect((await link('title.examiner', { snapshot: true })).status).toBe(404);
    const asked = await (await clients('account.admin')).post<{ requestedAt: string }>('feed/requestSnapshot', {});
    expect(asked.status).toBe(200);
    const listed = await (await clients('title.examiner')).get<FeedDays>('feed/days');
    expect(listed.body.content?.snapshotRequestedAt).toBe(asked.body.content?.requestedAt);

    const report = await runFeedForCounty(county);
    expect(report.snapshot?.documents).toBe(3);
    // the week before today, oldest first (a day missed is built late), then nothing more
    const yesterday = dayBefore(countyNow(await countyTimeZone(county)).date);
    expect(report.built.map((b) => b.day)).toHaveLength(CATCH_UP_DAYS);
    expect(report.built.at(-1)?.day).toBe(yesterday);
    const second = await runFeedForCounty(county);
    expect(second.built).toEqual([]);
    expect(second.snapshot).toBeUndefined();

    const before = await balance();
    const snap = await link('title.examiner', { snapshot: true });
    expect(snap.status, snap.body.message).toBe(200);
    expect(snap.body.content?.chargedCents).toBe(2000);
    expect(before - (await balance())).toBe(2000);
  });

  it('is free to staff', async () => {
    const before = await balance();
    const res = await link('county.admin', { day: DAY2 });
    expect(res.status).toBe(200);
    expect(res.body.content?.chargedCents).toBe(0);
    expect(await balance()).toBe(before);
    expect((await (await clients('county.admin')).get<FeedDays>('feed/days')).body.content?.plan).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses an account on no plan and the shared guest login', async () => {
    const card = await link('card.customer', { day: DAY1 });
    expect(card.status).toBe(403);
    expect(card.body.message).toMatch(/not on a feed plan/);
    expect((await (await clients('guestuser1')).get('feed/days')).status).toBe(403);
  });

  it('answers a bad or unknown day with a 4xx a person can act on, and charges nothing', async () => {
    const before = await balance();
    const bad = await link('title.examiner', { day: '2026-13-45' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.day).toBe('A date as YYYY-MM-DD.');
    expect((await link('title.examiner', {})).status).toBe(400);
    expect((await link('title.examiner', { day: DAY1, snapshot: true })).status).toBe(400);
    const none = await link('title.examiner', { day: '2020-01-01' });
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/no feed file for 2020-01-01/);
    expect(await balance()).toBe(before);
  });

  it('refuses a link when the escrow balance is short, and charges nothing', async () => {
    await setAccount(county, TITLE, { usageBalanceCents: 100 });
    await buildDayFile(county, '2026-05-06');
    const res = await link('title.examiner', { day: '2026-05-06' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('There are insufficient funds.');
    expect(await balance()).toBe(100);
    await setAccount(county, TITLE, { usageBalanceCents: 10_000 });
  });

  it("serves a key with the 'feed' scope and refuses one without it", async () => {
    const admin = await clients('account.admin');
    const make = async (scopes: string[]) =>
      (await admin.post<ApiKeyCreated>('apiKeys/create', { name: `Feed ${scopes}`, scopes })).body.content!.secret;
    const feedKey = await make(['feed']);
    const days = await withKey(feedKey, 'GET', 'feed/days');
    expect(days.status, days.body.message).toBe(200);
    expect(days.body.content?.days.length).toBeGreaterThanOrEqual(2);
    const searchKey = await make(['search']);
    const refused = await withKey(searchKey, 'GET', 'feed/days');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/lacks the 'feed' scope/);
  });
});
