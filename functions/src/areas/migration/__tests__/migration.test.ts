// The LS1 migration against the local stack, with a fake LS1 behind the LegacySource interface: fields mapped,
// the wipe before the copy (LS2's staff kept), an idempotent re-run, the refused-rows report, the opening balances
// as ledger entries (every balance equals its ledger), the audit log's copy and re-copy, the spec's TRIMIN-only
// access, and quick 400s for bad input and an unreachable PostgreSQL server. Each start answers RUNNING at once;
// the job runs in this process's background runner (migration-background.test.ts has its slices, retry, cancel).
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { listCountKey } from '#src/data/app/keys.ts';
import { findUserByUsername, getUser } from '#src/data/app/users.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditMonthPartition, ledgerPartition } from '#src/data/ledger/keys.ts';
import { as, type Caller, call, copyDemoCounties } from '../../users/__tests__/fixtures.ts';
import type { LegacySource } from '../legacy-source.ts';
import { RESET_REQUIRED } from '../map-user.ts';
import { useLegacySource } from '../open-source.ts';
import { openingKey } from '../opening-balance.ts';
import { migrationsIdle } from '../run-in-process.ts';
import { type FakeTables, fakeSource, ls1Account, ls1Log, ls1User } from './fake-source.ts';

const base = 'controlPanel/countyConfig';
const accountsUsers = `${base}/migrateLandSharkOneAccountsUsers`;
const auditLog = `${base}/migrateLandSharkOneAuditLog`;
const payload = {
  landSharkOneDbAddress: 'ls1.lakewood.local:5432',
  landSharkOneDbName: 'landshark1',
  landSharkOneDbUsername: 'ls1reader',
  landSharkOneDbPassword: 'secret',
};

let county = '';
let vendor: Caller;
let source: LegacySource & { pagesRead: number };
const opened: Array<typeof payload> = [];

const useTables = (t: FakeTables) => {
  source = fakeSource(t);
  useLegacySource(async (p) => {
    opened.push(p as typeof payload);
    return source;
  });
};

const tablesA = (): FakeTables => ({
  accounts: [
    ls1Account(10),
    ls1Account(11, {
      account_name: 'Hale Flat Fee',
      account_type: 'F',
      flat_fee_level: 2,
      images_remaining: 75,
      active_flag: 'N',
      payment_method: 'I',
    }),
    ls1Account(12, { account_name: null }),
    ls1Account(13, { monthly_fee: 'abc' }),
  ],
  users: [
    ls1User(1, 10, { user_type: 'A' }),
    ls1User(2, 10, { status: 'L', language: 'KLINGON' }),
    ls1User(3, 11),
    ls1User(4, 12),
    ls1User(5, 10, { login_name: 'trimin.admin' }),
    ls1User(6, 10, { email: 'not an address' }),
    ls1User(7, 10, { login_name: 'LS1USER1' }),
  ],
  auditLog: [],
});

/** Starts a migration (answered RUNNING at once), waits for the background runner, and answers its status. */
async function migrateAll(path: string, body: object = payload) {
  const started = await vendor.post(path, body);
  expect([started.status, started.body.content?.state]).toEqual([200, 'RUNNING']);
  await migrationsIdle();
  return vendor.get(`${base}/migrationStatus/${path === auditLog ? 'auditLog' : 'accountsUsers'}`);
}

/** The sums of an account's ledger entries' balance changes. */
async function ledgerSums(accountId: string) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
    }),
  );
  const sum = (field: string) => Items.reduce((n, e) => n + (e.change?.[field] ?? 0), 0);
  return { usageBalanceCents: sum('usageBalanceCents'), imagesRemaining: sum('imagesRemaining'), entries: Items };
}

const count = async (kind: 'USER' | 'ACCOUNT') =>
  (await db().send(new GetCommand({ TableName: tables.app, Key: listCountKey(county, kind, 'C') }))).Item;

beforeAll(async () => {
  county = (await copyDemoCounties('mig')).lakewood;
  vendor = await as(county, 'TRIMIN');
});

afterAll(() => {
  useLegacySource(undefined);
});

describe('who may migrate', () => {
  it('refuses COUNTY, ACCOUNT, USER and GUEST with 403, before reading the body', async () => {
    useTables(tablesA());
    for (const role of ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'] as const) {
      const caller = await as(county, role);
      const answers = [
        (await caller.post(accountsUsers, payload)).status,
        (await caller.post(auditLog, {})).status,
        (await caller.get(`${base}/migrationStatus/auditLog`)).status,
        (await caller.post(`${base}/cancelLandSharkOneMigration`, { kind: 'auditLog', jobId: 'x' })).status,
      ];
      expect([role, answers]).toEqual([role, [403, 403, 403, 403]]);
    }
    expect(opened).toEqual([]);
  });
});

describe('bad input', () => {
  it('answers a missing or malformed field with 400 and the field, without connecting', async () => {
    useTables(tablesA());
    const res = await vendor.post(accountsUsers, {
      ...payload,
      landSharkOneDbPassword: '',
      landSharkOneDbAddress: 'a b/c',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      landSharkOneDbPassword: 'Required.',
      landSharkOneDbAddress: expect.stringContaining('host name or IP address'),
    });
    expect((await vendor.post(auditLog, { ...payload, landSharkOneDbAddress: 'host:70000' })).body.errors).toEqual({
      landSharkOneDbAddress: 'The port must be between 1 and 65535.',
    });
    expect((await vendor.get(`${base}/migrationStatus/other`)).status).toBe(400);
    expect(opened).toEqual([]);
  });

  it('answers an unreachable PostgreSQL server quickly with 400 on the address, and wipes nothing', async () => {
    useLegacySource(undefined);
    const started = Date.now();
    const res = await vendor.post(accountsUsers, { ...payload, landSharkOneDbAddress: '127.0.0.1:1' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.landSharkOneDbAddress).toMatch(/Could not connect to 127\.0\.0\.1:1/);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(await findUserByUsername(county, 'title.examiner')).toBeDefined();
  });
});

describe('accounts and users', () => {
  it('wipes LS2 accounts and users but its staff, maps every field, and reports the refused rows', async () => {
    useTables(tablesA());
    const res = await migrateAll(accountsUsers);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^LS1 accounts and users migrated: 2 account\(s\) and 3 user\(s\) written/);
    const job = res.body.content;
    expect(job).toMatchObject({
      state: 'DONE',
      phase: 'DONE',
      totals: { accounts: 4, users: 7 },
      accounts: { read: 4, written: 2, refused: 2 },
      users: { read: 7, written: 3, refused: 4 },
      refusedTotal: 6,
      wiped: { users: 5, keptUsers: 2, accounts: 4 },
    });
    expect(job).not.toHaveProperty('cursor');
    expect(job.refused.map((r: { key: string; reason: string }) => `${r.key} ${r.reason}`)).toEqual([
      '12 account_name: missing',
      '13 monthly_fee: not a number (abc)',
      '4 account_id: account 12 was not migrated (missing or refused)',
      "5 login_name: 'trimin.admin' is already taken by another user",
      '6 email: not an e-mail address',
      "7 login_name: 'LS1USER1' is already taken by another user",
    ]);

    // LS2's own non-staff users and their accounts are gone; staff and their account stay
    expect(await findUserByUsername(county, 'title.examiner')).toBeUndefined();
    expect(await getAccount(county, 'demo-title')).toBeUndefined();
    expect((await findUserByUsername(county, 'trimin.admin'))?.role).toBe('TRIMIN');
    expect(await getAccount(county, 'demo-staff')).toBeDefined();

    expect(await getAccount(county, 'ls1a-11')).toMatchObject({
      name: 'Hale Flat Fee',
      accountType: 'FLAT_FEE',
      paymentMethod: 'INVOICE',
      status: 'I',
      flatFeeRateLevel: 2,
      imagesRemaining: 75,
      monthlyFeeCents: 2500,
      usageBalanceCents: 15025,
      imageChargeMethod: 'PAGE',
      certificateChargeMethod: 'DOCUMENT',
      certificatePreviewRetrieval: false,
      landLinkAccount: '12345',
      postToLandLink: true,
      createdAt: '2011-03-04T15:00:00.000Z',
    });
    const admin = await findUserByUsername(county, 'ls1user1');
    expect(admin).toMatchObject({
      id: 'ls1u-1',
      role: 'ACCOUNT',
      accountId: 'ls1a-10',
      status: 'A',
      lastName: 'Legacy1',
      state: 'MN',
      email: 'user1@ls1.example',
      passwordHash: RESET_REQUIRED,
    });
    expect(await getUser(county, 'ls1u-2')).toMatchObject({ status: 'L', language: 'ENGLISH' });

    // the control panel's and user manager's lists count exactly what is there: 2 staff + 3 migrated users
    expect(await count('USER')).toMatchObject({ all: 5 });
    expect(await count('ACCOUNT')).toMatchObject({ all: 3, act: 2 });
    const list = await vendor.post('userManager/users', { filterText: 'legacy', includeInactive: true });
    expect(list.body.content.total).toBe(3);
  });

  it('a migrated user cannot sign in with any password until reset', async () => {
    const res = await call(county, undefined, 'POST', 'auth/login', { username: 'ls1user1', password: 'secret' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('runs again without duplicating: the same accounts, users and counts', async () => {
    useTables(tablesA());
    const res = await migrateAll(accountsUsers);
    expect(res.body.content).toMatchObject({
      state: 'DONE',
      accounts: { written: 2, refused: 2 },
      users: { written: 3, refused: 4 },
      wiped: { users: 3, accounts: 2, keptUsers: 2 },
    });
    expect(await count('USER')).toMatchObject({ all: 5 });
    expect(await count('ACCOUNT')).toMatchObject({ all: 3 });
    const list = await vendor.post('controlPanel/accounts', { filterText: '', includeInactive: true });
    expect(list.body.content.accounts.map((a: { name: string }) => a.name).sort()).toEqual([
      'County Staff',
      'Hale Flat Fee',
      'LS1 Abstract 10',
    ]);
  });
  it('brings every balance through the ledger: an opening entry per account and run, its audit entry, balance = ledger', async () => {
    const { jobId } = (await vendor.get(`${base}/migrationStatus/accountsUsers`)).body.content;
    for (const [id, usage, images] of [
      ['ls1a-10', 15025, 0],
      ['ls1a-11', 15025, 75],
    ] as const) {
      const account = await getAccount(county, id);
      const ledger = await ledgerSums(id);
      expect([id, account?.usageBalanceCents, account?.imagesRemaining]).toEqual([id, usage, images]);
      expect([id, ledger.usageBalanceCents, ledger.imagesRemaining]).toEqual([id, usage, images]);
      // this run's opening entry; the first run's, and the re-run's wipe taking it off before the account went
      const kinds = ledger.entries.map((e) => `${e.transactionType} ${e.change.usageBalanceCents ?? 0}`).sort();
      expect(kinds).toEqual(['LS1_OPENING_BALANCE 15025', 'LS1_OPENING_BALANCE 15025', 'LS1_WIPE_BALANCE -15025']);
      expect(ledger.entries.find((e) => e.idempotencyKey === openingKey(jobId))).toMatchObject({
        type: 'MIGRATION',
        amountCents: usage,
        images,
      });
    }
    const month = new Date().toISOString().slice(0, 7);
    const audit = (
      await db().send(
        new QueryCommand({
          TableName: tables.ledger,
          KeyConditionExpression: 'pk = :p',
          FilterExpression: 'ledgerKey = :k',
          ExpressionAttributeValues: { ':p': auditMonthPartition(county, month), ':k': openingKey(jobId) },
        }),
      )
    ).Items;
    expect(audit?.map((e) => [e.accountId, e.type, e.amountCents, e.dataSource]).sort()).toEqual([
      ['ls1a-10', 'LS1_OPENING_BALANCE', 15025, 'ONE'],
      ['ls1a-11', 'LS1_OPENING_BALANCE', 15025, 'ONE'],
    ]);
  });
});

describe('the audit log', () => {
  const entries = async (month: string) =>
    (
      await db().send(
        new QueryCommand({
          TableName: tables.ledger,
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': auditMonthPartition(county, month) },
        }),
      )
    ).Items ?? [];

  it('copies LS1 entries under their month, account and user, marked data source ONE, refusing unreadable rows', async () => {
    useTables({
      accounts: [],
      users: [],
      auditLog: [ls1Log(1), ls1Log(2), ls1Log(10), ls1Log(3, { log_time: 'never' })],
    });
    const res = await migrateAll(auditLog);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ state: 'DONE', auditLog: { read: 4, written: 3, refused: 1 } });
    expect(res.body.content.refused).toEqual([
      { table: 'ls_audit_log', key: '3', label: 'search by name', reason: 'log_time: not a date and time' },
    ]);
    const feb = await entries('2015-02');
    expect(feb).toHaveLength(2);
    expect(feb[0]).toMatchObject({
      id: 'ls1l-1',
      type: 'SEARCH_BY_NAME',
      dataSource: 'ONE',
      accountId: 'ls1a-10',
      userId: 'ls1u-1',
      username: 'ls1user1',
      amountCents: 150,
      info: 'LS1 entry 1',
      at: '2015-02-10T12:00:00.000Z',
      gsi1pk: `C#${county}#AUDITACCT#ls1a-10`,
    });
    expect(await entries('2015-03')).toHaveLength(1);
  });

  it('deletes what an earlier run copied before copying again, so nothing is duplicated', async () => {
    useTables({ accounts: [], users: [], auditLog: [ls1Log(2)] });
    const res = await migrateAll(auditLog);
    expect(res.body.content).toMatchObject({
      state: 'DONE',
      auditLog: { written: 1 },
      wiped: { deletedAuditEntries: 3 },
    });
    expect((await entries('2015-02')).map((e) => e.id)).toEqual([]);
    expect((await entries('2015-03')).map((e) => e.id)).toEqual(['ls1l-2']);
    const status = await vendor.get(`${base}/migrationStatus/auditLog`);
    expect(status.body.content).toMatchObject({ state: 'DONE', kind: 'auditLog' });
    expect(status.body.content).not.toHaveProperty('months');
  });
});
