// The feed plans as the county sets them (issue 31): the Index Feed Plans page's call (POST controlPanel/countyConfig/
// feed) saves the prices and the accounts on a plan, refusing bad input with the field named (negative cents, a plan
// that is not one, an account the county does not have, an account twice) and saving nothing then; a second save
// replaces the first, each audited. Then a FLAT_FEE account the county put on a plan pays the plan's price for a
// day's file, from its usage balance, once, with its audit entry (the flat fee covers searches and images, not the
// feed), and its images remaining are untouched.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { configMessages as m } from '@portal/shared/config/messages';
import type { FeedLink } from '@portal/shared/feed/schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex } from '#src/data/ledger/keys.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, setAccount } from '../../search/__tests__/fixtures.ts';
import { buildDayFile } from '../build-day-file.ts';

const FLAT = 'demo-flat';
const DAY = '2026-06-02';
const PATH = 'controlPanel/countyConfig/feed';
let county = '';
let clients: ReturnType<typeof clientsOf>;

const prices = { dayFileCents: 400, documentCents: 7, snapshotCents: 9000 };
const feedAsSaved = async () => (await (await clients('county.admin')).get<Record<string, unknown>>(PATH)).body;
const save = async (body: Record<string, unknown>) => (await clients('county.admin')).post(PATH, body);

async function auditOf(query: { pk: string; index?: string; pkName?: string }) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      ...(query.index ? { IndexName: query.index } : {}),
      KeyConditionExpression: `${query.pkName ?? 'pk'} = :p`,
      ExpressionAttributeValues: { ':p': query.pk },
    }),
  );
  return Items;
}
const feedSaves = async () =>
  (await auditOf({ pk: `C#${county}#AUDIT#${new Date().toISOString().slice(0, 7)}` })).filter(
    (i) => i.type === 'CONFIG_UPDATE' && String(i.info).startsWith('feed:'),
  );

beforeAll(async () => {
  county = await newSearchCounty('feed-plans');
  await setAccount(county, FLAT, { usageBalanceCents: 1000 });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T18:00:00Z`));
  try {
    await saveFixture(county, {
      documents: ['8101', '8102'].map((n) => doc(n, 'WD', `${DAY}T10:00`, { grantors: [party('STONE', 'ROY')] })),
    });
  } finally {
    vi.useRealTimers();
  }
  await buildDayFile(county, DAY);
  clients = clientsOf(county);
}, 60_000);

describe('the Index Feed Plans page saves the feed group', () => {
  it('refuses bad input with the field named, and saves nothing', async () => {
    const before = (await feedAsSaved()).content;
    expect(before).toEqual({ dayFileCents: 0, documentCents: 0, snapshotCents: 0, plans: [] });
    const negative = await save({ ...before, ...prices, documentCents: -7 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ documentCents: 'Zero or more.' });

    const plan = await save({ ...before, plans: [{ accountId: FLAT, plan: 'YEARLY' }] });
    expect(plan.status).toBe(400);
    expect(plan.body.errors).toEqual({ 'plans.0.plan': 'Choose PER_DAY or PER_DOCUMENT.' });

    const unknown = await save({
      ...before,
      plans: [
        { accountId: FLAT, plan: 'PER_DAY' },
        { accountId: 'no-such-account', plan: 'PER_DAY' },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(m.feedPlanUnknownAccount('no-such-account'));
    expect(unknown.body.message).toBe('There is no account no-such-account in this county.');
    expect(unknown.body.errors).toEqual({ 'plans.1.accountId': unknown.body.message });

    const twice = await save({
      ...before,
      plans: [
        { accountId: FLAT, plan: 'PER_DAY' },
        { accountId: FLAT, plan: 'PER_DOCUMENT' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ 'plans.1.accountId': m.feedPlanDuplicate });

    expect((await feedAsSaved()).content).toEqual(before);
    expect(await feedSaves()).toEqual([]);
  });

  it('saves the prices and plans, then a second save replaces them; each save audited', async () => {
    const first = await save({ ...prices, plans: [{ accountId: ` ${FLAT} `, plan: 'PER_DAY' }] });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe('Index Feed Plans saved.');
    // the page shows each plan's account by name, read with the group
    const hale = { accountId: FLAT, accountName: 'Hale Abstract LLC' };
    expect(first.body.content).toEqual({ ...prices, plans: [{ ...hale, plan: 'PER_DAY' }] });

    const second = await save({
      ...prices,
      snapshotCents: 12_000,
      plans: [
        { accountId: FLAT, plan: 'PER_DOCUMENT', accountName: 'not saved' },
        { accountId: '', plan: 'PER_DAY' },
      ],
    });
    expect(second.status, second.body.message).toBe(200);
    const saved = { ...prices, snapshotCents: 12_000, plans: [{ ...hale, plan: 'PER_DOCUMENT' }] };
    expect(second.body.content).toEqual(saved);
    expect((await feedAsSaved()).content).toEqual(saved);
    const audits = (await feedSaves()).map((a) => a.info).sort();
    expect(audits).toEqual(['feed: dayFileCents, documentCents, snapshotCents, plans', 'feed: snapshotCents, plans']);
    // the account's users see the plan the county saved
    const days = await (await clients('flatfee.admin')).get<{ plan: unknown }>('feed/days');
    expect(days.body.content?.plan).toEqual({ plan: 'PER_DOCUMENT', ...prices, snapshotCents: 12_000 });
  });
});

describe('a FLAT_FEE account on a feed plan', () => {
  it("pays the plan's price for a day's file once, from its usage balance, with its audit entry", async () => {
    const before = await getAccount(county, FLAT);
    expect(before?.accountType).toBe('FLAT_FEE');
    const admin = await clients('flatfee.admin');
    const first = await admin.post<FeedLink>('feed/link', { day: DAY });
    expect(first.status, first.body.message).toBe(200);
    // PER_DOCUMENT: the day's two documents at 7 cents
    expect(first.body.content?.chargedCents).toBe(14);
    const again = await admin.post<FeedLink>('feed/link', { day: DAY });
    expect(again.body.content?.chargedCents).toBe(0);

    const after = await getAccount(county, FLAT);
    expect((before?.usageBalanceCents ?? 0) - (after?.usageBalanceCents ?? 0)).toBe(14);
    expect(after?.imagesRemaining).toBe(before?.imagesRemaining);
    const index = auditByAccountIndex(county, FLAT);
    const charges = (await auditOf(index)).filter((i) => i.type === 'INDEX_FEED');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 14, username: 'flatfee.admin' });
  });
});
