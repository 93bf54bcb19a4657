// The PostgreSQL adapter against a real PostgreSQL 15 server (a throwaway local cluster; skipped where the
// package is not installed): LS1's tables read a page at a time with their cursors, the driver's values mapped,
// each connection problem named with its field, and a whole migration through the API from that server.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { findUserByUsername } from '#src/data/app/users.ts';
import { as, copyDemoCounties } from '../../users/__tests__/fixtures.ts';
import { LegacySourceError } from '../legacy-source.ts';
import { mapAccount } from '../map-account.ts';
import { mapAudit } from '../map-audit.ts';
import { useLegacySource } from '../open-source.ts';
import { openPgSource } from '../pg-source.ts';
import { migrationsIdle } from '../run-in-process.ts';
import { hasPostgres, type LocalPostgres, SUPER_PASSWORD, startLocalPostgres } from './local-postgres.ts';

const SCHEMA = `
CREATE TABLE ls_account (account_id integer PRIMARY KEY, account_name varchar(60), account_type char(1),
  payment_method char(1), active_flag char(1), flat_fee_level smallint, monthly_fee numeric(10,2),
  image_charge_by char(1), cert_charge_by char(1), address varchar(50), city varchar(50), state char(2),
  zip varchar(10), phone varchar(20), email varchar(50), landlink_acct varchar(10), post_to_landlink boolean,
  image_retrieval boolean, preview_retrieval boolean, cert_retrieval boolean, cert_preview_retrieval boolean,
  user_reload boolean, escrow_balance numeric(12,2), images_remaining integer, last_renewal date,
  created_at timestamp);
CREATE TABLE ls_user (user_id integer PRIMARY KEY, login_name varchar(50), user_type char(1), account_id integer,
  first_name varchar(30), last_name varchar(30), company varchar(60), address varchar(50), city varchar(50),
  state char(2), zip varchar(10), email varchar(50), phone varchar(20), status char(1), language varchar(20),
  password_hash varchar(200), created_at timestamp);
CREATE TABLE ls_audit_log (log_id bigint PRIMARY KEY, log_time timestamp, log_type varchar(40), user_id integer,
  login_name varchar(50), account_id integer, amount numeric(12,2), log_info text);
INSERT INTO ls_account VALUES
  (10, 'Pine Abstract', 'A', 'E', 'Y', 0, 25.00, 'P', 'D', '12 Pine St', 'Lakewood', 'MN', '56401',
   '(218) 555-0101', 'pine@ls1.example', '12345', true, true, true, true, false, false, 150.25, 0, '2020-01-31',
   '2011-03-04 15:00:00'),
  (11, 'Hale Flat Fee', 'F', 'I', 'N', 2, 90.00, 'D', 'D', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
   NULL, NULL, NULL, true, 0, 75, NULL, NULL),
  (12, NULL, 'A', 'E', 'Y', 0, 0, 'P', 'D', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
   NULL, NULL, 0, 0, NULL, NULL);
INSERT INTO ls_user VALUES
  (1, 'pine.admin', 'A', 10, 'Pat', 'Pine', 'Pine Abstract', NULL, NULL, NULL, NULL, 'pat@ls1.example', NULL,
   'A', 'ENGLISH', 'md5$0123456789abcdef', '2012-05-06 07:08:09'),
  (2, 'hale.user', 'U', 11, 'Hal', 'Hale', NULL, NULL, NULL, NULL, NULL, 'hal@ls1.example', NULL, 'I', NULL,
   NULL, NULL),
  (3, 'orphan.user', 'U', 12, 'Or', 'Phan', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'A', NULL, NULL, NULL);
INSERT INTO ls_audit_log VALUES
  (9000000001, '2015-02-10 12:00:00', 'Search By Name', 1, 'pine.admin', 10, 1.50, 'SMITH'),
  (9000000002, '2015-03-11 08:30:00', 'LOGIN', 2, 'hale.user', 11, NULL, NULL);
CREATE ROLE ls1reader LOGIN PASSWORD 'reader-pw';
GRANT SELECT ON ls_account, ls_user, ls_audit_log TO ls1reader;
CREATE ROLE nobody LOGIN PASSWORD 'nobody-pw';
`;

let server: LocalPostgres | undefined;
const payload = () => ({
  landSharkOneDbAddress: `127.0.0.1:${server?.port}`,
  landSharkOneDbName: 'landshark1',
  landSharkOneDbUsername: 'ls1reader',
  landSharkOneDbPassword: 'reader-pw',
});

async function refusal(p: ReturnType<typeof payload>): Promise<LegacySourceError> {
  try {
    const source = await openPgSource(p);
    try {
      await source.counts();
    } finally {
      await source.close();
    }
  } catch (err) {
    if (err instanceof LegacySourceError) return err;
    throw err;
  }
  throw new Error('no refusal');
}

describe.skipIf(!hasPostgres)('the PostgreSQL adapter, against a local PostgreSQL 15', () => {
  beforeAll(async () => {
    server = await startLocalPostgres();
    const admin = { host: '127.0.0.1', port: server.port, user: 'postgres', password: SUPER_PASSWORD };
    const root = new pg.Client({ ...admin, database: 'postgres' });
    await root.connect();
    await root.query('CREATE DATABASE landshark1');
    await root.end();
    const ls1 = new pg.Client({ ...admin, database: 'landshark1' });
    await ls1.connect();
    await ls1.query(SCHEMA);
    await ls1.end();
  }, 60_000);

  afterAll(async () => {
    useLegacySource(undefined);
    await server?.stop();
  });

  it('counts, and reads each table a page at a time in key order with a cursor', async () => {
    const source = await openPgSource(payload());
    try {
      expect(await source.counts()).toEqual({ accounts: 3, users: 3, auditLog: 2 });
      const first = await source.accounts(undefined, 2);
      expect(first.rows.map((r) => r.account_id)).toEqual([10, 11]);
      expect(first.next).toBe('11');
      const second = await source.accounts(first.next, 2);
      expect(second.rows.map((r) => r.account_id)).toEqual([12]);
      expect(second.next).toBeUndefined();
      const log = await source.auditLog('9000000001', 10);
      expect(log.rows.map((r) => r.log_id)).toEqual(['9000000002']);
    } finally {
      await source.close();
    }
  });

  it("maps the driver's values: numeric text, booleans, dates and timestamps read as UTC", async () => {
    const source = await openPgSource(payload());
    try {
      const [pine, hale, nameless] = (await source.accounts(undefined, 10)).rows;
      expect(mapAccount(pine!)).toMatchObject({
        ok: {
          id: 'ls1a-10',
          monthlyFeeCents: 2500,
          usageBalanceCents: 15025,
          postToLandLink: true,
          certificatePreviewRetrieval: false,
          lastMonthlyRenewal: '2020-01-31',
          createdAt: '2011-03-04T15:00:00.000Z',
        },
      });
      expect(mapAccount(hale!)).toMatchObject({ ok: { status: 'I', accountType: 'FLAT_FEE', imagesRemaining: 75 } });
      expect(mapAccount(nameless!)).toMatchObject({ refused: { key: '12', reason: 'account_name: missing' } });
      const [entry] = (await source.auditLog(undefined, 1)).rows;
      expect(mapAudit('x', entry!)).toMatchObject({
        ok: { id: 'ls1l-9000000001', at: '2015-02-10T12:00:00.000Z', amountCents: 150, type: 'SEARCH_BY_NAME' },
      });
    } finally {
      await source.close();
    }
  });

  it('names the field to fix: password, database, tables, rights, port', async () => {
    expect(await refusal({ ...payload(), landSharkOneDbPassword: 'wrong' })).toMatchObject({
      field: 'landSharkOneDbPassword',
      message: 'The database refused this user name and password.',
    });
    expect(await refusal({ ...payload(), landSharkOneDbName: 'nosuchdb' })).toMatchObject({
      field: 'landSharkOneDbName',
      message: 'There is no database named nosuchdb there.',
    });
    const noTables = await refusal({
      ...payload(),
      landSharkOneDbName: 'postgres',
      landSharkOneDbUsername: 'postgres',
      landSharkOneDbPassword: SUPER_PASSWORD,
    });
    expect(noTables.field).toBe('landSharkOneDbName');
    expect(noTables.message).toMatch(/does not look like LS1's/);
    expect(
      await refusal({ ...payload(), landSharkOneDbUsername: 'nobody', landSharkOneDbPassword: 'nobody-pw' }),
    ).toMatchObject({ field: 'landSharkOneDbUsername' });
    expect(await refusal({ ...payload(), landSharkOneDbAddress: '127.0.0.1:1' })).toMatchObject({
      field: 'landSharkOneDbAddress',
    });
  });

  it('migrates accounts, users and the audit log through the API from the server', async () => {
    useLegacySource(undefined);
    const county = (await copyDemoCounties('pgmig')).lakewood;
    const vendor = await as(county, 'TRIMIN');
    const started = await vendor.post('controlPanel/countyConfig/migrateLandSharkOneAccountsUsers', payload());
    expect([started.status, started.body.content.state]).toEqual([200, 'RUNNING']);
    await migrationsIdle();
    const res = await vendor.get('controlPanel/countyConfig/migrationStatus/accountsUsers');
    expect(res.body.content).toMatchObject({
      state: 'DONE',
      accounts: { read: 3, written: 2, refused: 1 },
      users: { read: 3, written: 2, refused: 1 },
    });
    expect(await getAccount(county, 'ls1a-10')).toMatchObject({ name: 'Pine Abstract', usageBalanceCents: 15025 });
    expect(await findUserByUsername(county, 'hale.user')).toMatchObject({ status: 'I', accountId: 'ls1a-11' });
    await vendor.post('controlPanel/countyConfig/migrateLandSharkOneAuditLog', payload());
    await migrationsIdle();
    const audit = await vendor.get('controlPanel/countyConfig/migrationStatus/auditLog');
    expect(audit.body.content).toMatchObject({ state: 'DONE', auditLog: { read: 2, written: 2, refused: 0 } });
  }, 30_000);
});
