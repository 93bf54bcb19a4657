// GET home/all: each card's content, what each role sees, the county lockout, and tenancy of the totals.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { readGroup } from '@portal/shared/config/groups';
import type { HomeContent } from '@portal/shared/home/home-content';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoCounties } from '../../../../../scripts/seed/demo-counties.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { auditItem } from '../../../platform/audit.ts';
import { putConfig } from '../../../platform/config.ts';

// A county of this file's own, so changing its configuration cannot disturb other test files.
const county = `home-${Math.random().toString(36).slice(2, 8)}`;

type Home = HomeContent;

async function homeAs(username: string, inCounty = county) {
  const client = new TestClient(inCounty);
  await client.login(username);
  return client.get<Home>('home/all');
}

async function auditAt(e: { county: string; userId: string; accountId: string; amountCents?: number }, at: string) {
  await db().send(
    new PutCommand({ TableName: tables.ledger, Item: auditItem({ type: 'CHARGE', ...e }, new Date(at)) }),
  );
}

beforeAll(async () => {
  await seedDemoCounties([
    {
      id: county,
      name: 'Home Test County',
      stateCode: 'MN',
      config: {
        common: {
          countyName: 'Home Test County, Minnesota',
          contactPhone: '(218) 555-0199',
          contactEmail: 'recorder@home.example',
          disclaimerUrl: 'https://home.example/disclaimer.pdf',
          torrensLabel: 'Registered',
          timeZone: 'America/Chicago',
        },
        externalLinks: { paragraphs: [{ heading: 'Statutes', paragraphContent: 'https://law.example/' }] },
        latestNews: { paragraphs: [{ heading: 'New index', paragraphContent: 'Indexed through Friday.' }] },
        loginPageSlides: { numberOfSlides: 4 },
        homeSelections: { latestNewsMore: true, linksMore: true },
      },
    },
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home/all', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await new TestClient(county).get('home/all');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('ERROR');
  });

  it('gives a USER every enabled card: slides, links, news, contact, disclaimer and own totals', async () => {
    const res = await homeAs('title.examiner');
    expect(res.status).toBe(200);
    const home = res.body.content as Home;
    expect(home.selections).toEqual({
      contactUs: true,
      disclaimer: true,
      latestNews: true,
      latestNewsMore: true,
      links: true,
      linksMore: true,
      loginSlides: true,
      notableDates: true,
      transactions: true,
    });
    expect(home.numberOfSlides).toBe(4);
    expect(home.links).toEqual([{ heading: 'Statutes', paragraphContent: 'https://law.example/' }]);
    expect(home.latestNews[0]?.heading).toBe('New index');
    expect(home.common).toMatchObject({
      countyName: 'Home Test County, Minnesota',
      contactPhone: '(218) 555-0199',
      contactEmail: 'recorder@home.example',
      disclaimerUrl: 'https://home.example/disclaimer.pdf',
    });
    expect(home.transactionTotals.headings).toEqual(['Today', 'This Month', 'Year to Date']);
    expect(home.transactionTotals.rows.map((r) => r.label)).toEqual(['My Transactions']);
    expect(res.body.lockout).toBe(false);
  });

  it('shows no transactions card to GUEST, TRIMIN or COUNTY, and two rows to an ACCOUNT administrator', async () => {
    for (const username of ['guestuser1', 'trimin.admin', 'county.admin']) {
      const home = (await homeAs(username)).body.content as Home;
      expect(home.selections.transactions, username).toBe(false);
      expect(home.transactionTotals.rows, username).toEqual([]);
    }
    const admin = (await homeAs('account.admin')).body.content as Home;
    expect(admin.transactionTotals.rows.map((r) => r.label)).toEqual(['My Transactions', 'Account Transactions']);
  });

  it('sums money events from the audit log for today, this month and the year, in the county clock', async () => {
    // 02:00 UTC on 1 March is 20:00 on 28 February in the county (Chicago): today began at 06:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T02:00:00Z') });
    const user = { county, userId: 'demo-title-examiner', accountId: 'demo-title' };
    const admin = { ...user, userId: 'demo-account-admin' };
    await auditAt({ ...user, amountCents: 500 }, '2026-02-28T06:00:01Z'); // today
    await auditAt({ ...user, amountCents: 250 }, '2026-02-01T06:00:02Z'); // this month
    await auditAt({ ...user, amountCents: 125 }, '2026-01-01T06:00:03Z'); // this year
    await auditAt({ ...user, amountCents: 9_999 }, '2026-01-01T05:59:59Z'); // last year: never counted
    await auditAt({ ...admin, amountCents: 1_000 }, '2026-02-28T06:00:04Z'); // the account's other user, today
    // Not money (a login), and the same user id in another county: neither may count.
    await auditAt(user, '2026-02-28T06:00:05Z');
    await auditAt({ ...user, county: 'lakewood', amountCents: 7_777 }, '2026-02-28T06:00:06Z');

    const mine = (await homeAs('title.examiner')).body.content as Home;
    expect(mine.transactionTotals.rows[0]?.values).toEqual([
      { count: 1, amountCents: 500 },
      { count: 2, amountCents: 750 },
      { count: 3, amountCents: 875 },
    ]);
    const account = (await homeAs('account.admin')).body.content as Home;
    expect(account.transactionTotals.rows[0]?.values).toEqual([
      { count: 1, amountCents: 1_000 },
      { count: 1, amountCents: 1_000 },
      { count: 1, amountCents: 1_000 },
    ]);
    expect(account.transactionTotals.rows[1]?.values).toEqual([
      { count: 2, amountCents: 1_500 },
      { count: 3, amountCents: 1_750 },
      { count: 4, amountCents: 1_875 },
    ]);
  });

  it('leaves out every card the county turns off', async () => {
    await putConfig(
      county,
      'homeSelections',
      readGroup('homeSelections', {
        contactUs: false,
        disclaimer: false,
        latestNews: false,
        links: false,
        loginSlides: false,
        notableDates: false,
        transactions: false,
      }),
    );
    try {
      const home = (await homeAs('account.admin')).body.content as Home;
      expect(Object.values(home.selections).every((v) => v === false)).toBe(true);
      expect(home.links).toEqual([]);
      expect(home.latestNews).toEqual([]);
      expect(home.numberOfSlides).toBe(0);
      expect(home.common.contactEmail).toBe('');
      expect(home.common.disclaimerUrl).toBe('');
      expect(home.transactionTotals.rows).toEqual([]);
      expect(home.notableDates.rows).toEqual([]);
    } finally {
      await putConfig(county, 'homeSelections', readGroup('homeSelections', {}));
    }
  });

  it('builds the notable dates table from the flags the county turns on', async () => {
    await putConfig(
      county,
      'notableDates',
      readGroup('notableDates', {
        showNotableDates: true,
        showSeparateIndexes: false,
        useVerificationDate: true,
        abstractVerified: true,
        abstractVerifiedDate: '2026-11-20',
        abstractPosted: true,
        abstractPostedDate: '2026-11-21',
        torrensPosted: true,
        torrensPostedDate: '2026-11-19',
        torrensLegalPosted: true, // needs Use Legal Dates, which is off
        torrensLegalPostedDate: '2026-11-01',
      }),
    );
    const home = (await homeAs('title.examiner')).body.content as Home;
    expect(home.notableDates).toEqual({
      headings: ['', 'Abstract', 'Registered'],
      rows: [
        { label: 'Verified', values: ['2026-11-20', ''] },
        { label: 'Posted', values: ['2026-11-21', '2026-11-19'] },
      ],
    });
  });

  it('carries the county lockout with its headline to someone already signed in, and no headline once lifted', async () => {
    // A lockout refuses new sign-ins, so the user signs in before it starts.
    const client = new TestClient(county);
    await client.login('title.examiner');
    await putConfig(
      county,
      'userLockout',
      readGroup('userLockout', { lockoutInPlace: true, messageHeadline: 'Indexing is paused today.' }),
    );
    const locked = await client.get<Home>('home/all');
    expect(locked.body.lockout).toBe(true);
    expect(locked.body.content?.lockout).toEqual({
      lockoutInPlace: true,
      messageHeadline: 'Indexing is paused today.',
    });
    await putConfig(
      county,
      'userLockout',
      readGroup('userLockout', { lockoutInPlace: false, messageHeadline: 'Indexing is paused today.' }),
    );
    const open = await client.get<Home>('home/all');
    expect(open.body.lockout).toBe(false);
    expect(open.body.content?.lockout).toEqual({ lockoutInPlace: false, messageHeadline: '' });
  });
});
