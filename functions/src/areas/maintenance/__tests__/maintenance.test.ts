// The scheduled jobs and their on-demand routes (spec 3 sections 2.5, 3.7, 7.5; issue 15) against the local stack:
// the user purge after the configured days and by Purge Now's date, the audit log purge, the monthly renewal charged
// once a month however often it runs, a run that died between mark and charge completed by the next, and who may
// call Purge Now and Run Billing.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { configMessages as cm } from '@portal/shared/config/messages';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfigValue } from '#src/data/app/county-config.ts';
import { accountKey, userKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditMonthPartition, ledgerPartition } from '#src/data/ledger/keys.ts';
import { auditItem } from '#src/platform/audit.ts';
import { getConfig, putConfig } from '#src/platform/config.ts';
import { injectFault, throttling } from '../../../platform/__tests__/inject-fault.ts';
import { countyNow } from '../../../platform/county-clock.ts';
import { as, type Caller, copyDemoCounties, newUser, signInAs } from '../../users/__tests__/fixtures.ts';
import { jobsFailed, runAllCountyJobs, runCountyJobs } from '../jobs.ts';
import { markRenewals } from '../renewal.ts';

let county = '';
let staff: Caller;
const DAY = 86_400_000;

const set = (key: { pk: string; sk: string }, fields: Record<string, unknown>) =>
  db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: key,
      UpdateExpression: `SET ${Object.keys(fields)
        .map((_, i) => `#f${i} = :v${i}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((k, i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(fields).map((v, i) => [`:v${i}`, v])),
    }),
  );
const item = async (key: { pk: string; sk: string }, table = tables.app) =>
  (await db().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
const ledgerOf = async (accountId: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
      }),
    )
  ).Items ?? [];

const createAccount = async (fields: object) => {
  const res = await staff.post('controlPanel/account', {
    id: '0',
    name: `Mnt ${Math.random().toString(36).slice(2, 8)}`,
    landLinkAccount: '12345',
    postToLandLink: false,
    ...fields,
  });
  expect(res.status).toBe(200);
  return res.body.content.id as string;
};
/** A user of the account created `daysAgo` days ago (never signed in). */
const createUser = async (accountId: string, daysAgo: number) => {
  const entry = newUser(accountId);
  const res = await staff.post('userManager/user', entry);
  expect(res.status).toBe(200);
  const id = res.body.content.id as string;
  await set(userKey(county, id), { createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() });
  return { ...entry, id };
};
const exists = async (userId: string) => (await staff.get(`userManager/user/${userId}`)).status === 200;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  county = (await copyDemoCounties('mnt')).lakewood;
  staff = await as(county, 'COUNTY');
});

describe('the inactive credit card user purge', () => {
  it('runs on the schedule after the configured days, once a day, and audits each purge', async () => {
    const card = await createAccount({ paymentMethod: 'CREDIT_CARD' });
    const escrow = await createAccount({ paymentMethod: 'ESCROW' });
    const stale = await createUser(card, 90);
    const active = await createUser(card, 90);
    const fresh = await createUser(card, 3);
    const notCard = await createUser(escrow, 90);
    await signInAs(county, active.username, active.password);

    await putConfig(county, 'userPurgeSchedule', { automaticPurge: false, automaticPurgeAfterDays: 30 });
    expect((await runCountyJobs(county)).usersPurged).toBeUndefined();
    expect(await exists(stale.id)).toBe(true);

    await putConfig(county, 'userPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 30 });
    const report = await runCountyJobs(county);
    expect(report.errors).toEqual([]);
    expect(report.usersPurged).toBeGreaterThanOrEqual(1);
    expect(await exists(stale.id)).toBe(false);
    expect(await exists(active.id)).toBe(true);
    expect(await exists(fresh.id)).toBe(true);
    expect(await exists(notCard.id)).toBe(true);
    // the username is free again, the account's user count follows, the purge is in the account's audit
    expect((await staff.post('userManager/user', newUser(card, { username: stale.username }))).status).toBe(200);
    const audits = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        KeyConditionExpression: 'pk = :p',
        FilterExpression: '#t = :t',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: {
          ':p': auditMonthPartition(county, new Date().toISOString().slice(0, 7)),
          ':t': 'USER_PURGE',
        },
      }),
    );
    expect(audits.Items?.some((a) => String(a.info).includes(stale.username))).toBe(true);
    // ran today: a second tick does nothing
    expect((await runCountyJobs(county)).usersPurged).toBeUndefined();
  });

  it('Purge Now removes the card users not signed in since the date and says how many', async () => {
    const card = await createAccount({ paymentMethod: 'CREDIT_CARD' });
    const a = await createUser(card, 2);
    const b = await createUser(card, 2);
    const signedIn = await createUser(card, 2);
    await signInAs(county, signedIn.username, signedIn.password);
    const today = countyNow((await getConfig(county, 'common')).timeZone).date;
    const res = await staff.post('controlPanel/countyConfig/userPurgeNow', { purgeDate: usDate(today) });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^\d+ inactive credit card users? (was|were) purged\.$/);
    expect(Number(res.body.message?.split(' ')[0])).toBeGreaterThanOrEqual(2);
    expect(await exists(a.id)).toBe(false);
    expect(await exists(b.id)).toBe(false);
    expect(await exists(signedIn.id)).toBe(true);
  });

  it('Purge Now refuses a missing or malformed date with 400', async () => {
    for (const body of [{}, { purgeDate: '' }, { purgeDate: '2026-01-01' }, { purgeDate: 5 }]) {
      const res = await staff.post('controlPanel/countyConfig/userPurgeNow', body);
      expect(res.status).toBe(400);
    }
  });
});

describe('the audit log purge', () => {
  it('deletes the entries older than the configured days, keeps the rest and the sign-ins the user purge reads', async () => {
    const old = auditItem({ county, type: 'TEST_OLD', info: 'old' }, new Date(Date.now() - 400 * DAY));
    const older = auditItem({ county, type: 'TEST_OLD', info: 'older' }, new Date(Date.now() - 41 * DAY));
    const recent = auditItem({ county, type: 'TEST_NEW', info: 'recent' }, new Date(Date.now() - 5 * DAY));
    // sign-ins the user purge (60 days) still reads stay; an older one goes
    const login = auditItem({ county, type: 'LOGIN', userId: 'u-kept' }, new Date(Date.now() - 45 * DAY));
    const oldLogin = auditItem({ county, type: 'LOGIN', userId: 'u-gone' }, new Date(Date.now() - 70 * DAY));
    for (const Item of [old, older, recent, login, oldLogin]) {
      await db().send(new PutCommand({ TableName: tables.ledger, Item }));
    }
    await putConfig(county, 'userPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 60 });
    await putConfig(county, 'auditLogPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 30 });
    const report = await runCountyJobs(county);
    expect(report.errors).toEqual([]);
    expect(report.auditPurged).toBeGreaterThanOrEqual(3);
    expect(await item({ pk: old.pk, sk: old.sk }, tables.ledger)).toBeUndefined();
    expect(await item({ pk: older.pk, sk: older.sk }, tables.ledger)).toBeUndefined();
    expect(await item({ pk: oldLogin.pk, sk: oldLogin.sk }, tables.ledger)).toBeUndefined();
    expect(await item({ pk: login.pk, sk: login.sk }, tables.ledger)).toBeDefined();
    expect(await item({ pk: recent.pk, sk: recent.sk }, tables.ledger)).toBeDefined();
    await putConfig(county, 'auditLogPurgeSchedule', { automaticPurge: false, automaticPurgeAfterDays: 30 });
    await putConfig(county, 'userPurgeSchedule', { automaticPurge: false, automaticPurgeAfterDays: 30 });
  });
});

describe('the monthly renewal', () => {
  const schedule = { automaticBilling: true, renewalDay: 1, renewalTime: '0:00' };
  const renewalsOf = async (id: string) => (await ledgerOf(id)).filter((e) => e.transactionType === 'MONTHLY_RENEWAL');

  it('charges each account once a month however often the job runs', async () => {
    const id = await createAccount({ monthlyFee: 1500, paymentMethod: 'ESCROW' });
    await set(accountKey(county, id), { usageBalanceCents: 10_000 });
    await putConfig(county, 'billingSchedule', {
      ...schedule,
      lastRanMonthlyRenewalJobPhase1: '',
      lastRanMonthlyRenewalJobPhase2: '',
    });
    const first = await runCountyJobs(county);
    expect(first.errors).toEqual([]);
    expect(first.billing?.charged).toBeGreaterThanOrEqual(1);
    await runCountyJobs(county);
    // forced twice more (Run Billing): still one charge
    await staff.post('controlPanel/countyConfig/runBilling', { ...schedule, confirm: true });
    await staff.post('controlPanel/countyConfig/runBilling', { ...schedule, confirm: true });
    const entries = await renewalsOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: 1500, change: { usageBalanceCents: -1500 } });
    expect(await item(accountKey(county, id))).toMatchObject({
      usageBalanceCents: 8500,
      needsMonthlyRenewal: false,
      needsMonthlyRenewalJob: false,
    });
    const saved = await getConfig(county, 'billingSchedule');
    const month = countyNow((await getConfig(county, 'common')).timeZone).month;
    expect(saved.lastRanMonthlyRenewalJobPhase1.slice(0, 7)).toBe(month);
    expect(saved.lastRanMonthlyRenewalJobPhase2.slice(0, 7)).toBe(month);
  });

  it('waits for the renewal day and time, and for automatic billing', async () => {
    await putConfig(county, 'billingSchedule', {
      ...schedule,
      automaticBilling: false,
      lastRanMonthlyRenewalJobPhase1: '',
      lastRanMonthlyRenewalJobPhase2: '',
    });
    expect((await runCountyJobs(county)).billing).toBeUndefined();
    await putConfig(county, 'billingSchedule', {
      ...schedule,
      renewalDay: 28,
      renewalTime: '23:59',
      lastRanMonthlyRenewalJobPhase1: '',
      lastRanMonthlyRenewalJobPhase2: '',
    });
    // the 2nd of a month at noon, county time: not due before the 28th
    const tz = (await getConfig(county, 'common')).timeZone;
    const second = new Date(Date.UTC(2026, 10, 2, 18));
    expect(countyNow(tz, second).date).toBe('2026-11-02');
    expect((await runCountyJobs(county, second)).billing).toBeUndefined();
  });

  it('completes on the next run a job killed between mark and charge', async () => {
    const id = await createAccount({ monthlyFee: 700, paymentMethod: 'ESCROW' });
    await set(accountKey(county, id), { usageBalanceCents: 1000 });
    const tz = (await getConfig(county, 'common')).timeZone;
    const now = countyNow(tz);
    // phase 1 ran and recorded, then the job died
    await markRenewals(county, now.month);
    await putConfig(county, 'billingSchedule', {
      ...schedule,
      lastRanMonthlyRenewalJobPhase1: `${now.date} 00:00`,
      lastRanMonthlyRenewalJobPhase2: '',
    });
    expect(await item(accountKey(county, id))).toMatchObject({ needsMonthlyRenewal: true, usageBalanceCents: 1000 });
    expect(await renewalsOf(id)).toHaveLength(0);
    const next = await runCountyJobs(county);
    expect(next.billing).toMatchObject({ ran: true, marked: 0 });
    expect(await renewalsOf(id)).toHaveLength(1);
    expect(await item(accountKey(county, id))).toMatchObject({ needsMonthlyRenewal: false, usageBalanceCents: 300 });
    await runCountyJobs(county);
    expect(await renewalsOf(id)).toHaveLength(1);
  });

  it('Run Billing saves the form and answers the schedule with its lastRan fields and a message', async () => {
    const res = await staff.post('controlPanel/countyConfig/runBilling', {
      ...schedule,
      confirm: true,
      renewalDay: 5,
      lastRanMonthlyRenewalJobPhase1: 'ignored',
      lastRanMonthlyRenewalJobPhase2: 'ignored',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ automaticBilling: true, renewalDay: 5 });
    expect(res.body.content.lastRanMonthlyRenewalJobPhase2).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(res.body.message).toMatch(/^Monthly renewal for \d{4}-\d{2}: \d+ account\(s\) charged\./);
    const badDay = await staff.post('controlPanel/countyConfig/runBilling', {
      ...schedule,
      confirm: true,
      renewalDay: 40,
    });
    expect(badDay.status).toBe(400);
  });

  it('Run Billing runs only on an explicit confirmation and a whole schedule form; else nothing is saved or run', async () => {
    const id = await createAccount({ monthlyFee: 900, paymentMethod: 'ESCROW' });
    await set(accountKey(county, id), { usageBalanceCents: 5000 });
    const before = {
      ...schedule,
      renewalDay: 3,
      lastRanMonthlyRenewalJobPhase1: '',
      lastRanMonthlyRenewalJobPhase2: '',
    };
    await putConfig(county, 'billingSchedule', before);
    const run = (body: unknown) => staff.post('controlPanel/countyConfig/runBilling', body);
    const empty = await run({});
    expect([empty.status, empty.body.errors]).toEqual([400, { confirm: cm.runBillingConfirm }]);
    const unconfirmed = await run({ ...schedule, confirm: 'yes' });
    expect([unconfirmed.status, unconfirmed.body.errors]).toEqual([400, { confirm: cm.runBillingConfirm }]);
    const partial = await run({ confirm: true, renewalDay: 7 });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toEqual({ automaticBilling: cm.required, renewalTime: cm.required });
    expect(await renewalsOf(id)).toEqual([]);
    expect(await getConfigValue(county, 'billingSchedule', { consistent: true })).toMatchObject(before);
  });
});

describe('every county', () => {
  it('runs each county due jobs; a failing county stops no other', async () => {
    const broken = `broken-${Math.random().toString(36).slice(2, 7)}`;
    // every read of the broken county's items fails as a throttled table would
    injectFault(db(), {
      command: GetCommand,
      when: (input) => JSON.stringify(input.Key).includes(broken),
      times: 1000,
      error: throttling,
    });
    await putConfig(county, 'auditLogPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 30 });
    const old = auditItem({ county, type: 'TEST_OLD', info: 'old' }, new Date(Date.now() - 90 * DAY));
    await db().send(new PutCommand({ TableName: tables.ledger, Item: old }));
    // the audit purge ran today already: the next county day it would run again
    const tomorrow = new Date(Date.now() + DAY);
    const reports = await runAllCountyJobs(tomorrow, [broken, county]);
    expect(reports.map((r) => r.county)).toEqual([broken, county]);
    expect(reports[0]?.errors).toHaveLength(1);
    expect(reports[1]?.errors).toEqual([]);
    expect(reports[1]?.auditPurged).toBeGreaterThanOrEqual(1);
    expect(jobsFailed(reports)).toBe(true);
    expect(await item({ pk: old.pk, sk: old.sk }, tables.ledger)).toBeUndefined();
    vi.restoreAllMocks();
    await putConfig(county, 'auditLogPurgeSchedule', { automaticPurge: false, automaticPurgeAfterDays: 30 });
  });
});

describe('who may call', () => {
  it('refuses ACCOUNT, USER and GUEST with 403', async () => {
    for (const who of ['ACCOUNT', 'USER', 'GUEST'] as const) {
      const caller = await as(county, who);
      expect((await caller.post('controlPanel/countyConfig/userPurgeNow', { purgeDate: '01/01/2000' })).status).toBe(
        403,
      );
      expect((await caller.post('controlPanel/countyConfig/runBilling', { automaticBilling: false })).status).toBe(403);
    }
  });
  it('lets TRIMIN run both', async () => {
    const vendor = await as(county, 'TRIMIN');
    const res = await vendor.post('controlPanel/countyConfig/userPurgeNow', { purgeDate: '01/01/2000' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('0 inactive credit card users were purged.');
  });
});
