// The LS1 migration as a background job, against the local stack with a fake LS1: a start answers RUNNING at once
// and the job runs to the end in slices with nobody polling; a slice that fails (an injected DynamoDB fault) is run
// again from the last saved step, counting nothing twice; three failures in a row stop it as FAILED, and a resume
// with the same database details carries on; a cancel stops it after the step it is on.
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { getMigrationJob } from '#src/data/app/migration.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { ledgerPartition } from '#src/data/ledger/keys.ts';
import { awsError, injectFault } from '#src/platform/__tests__/inject-fault.ts';
import { as, type Caller, copyDemoCounties } from '../../users/__tests__/fixtures.ts';
import { chunkSizes } from '../copy-steps.ts';
import type { LegacySource } from '../legacy-source.ts';
import { useLegacySource } from '../open-source.ts';
import { migrationsIdle } from '../run-in-process.ts';
import { sliceLimits } from '../run-slice.ts';
import { type FakeTables, fakeSource, ls1Account, ls1User } from './fake-source.ts';

const base = 'controlPanel/countyConfig';
const start = `${base}/migrateLandSharkOneAccountsUsers`;
const status = `${base}/migrationStatus/accountsUsers`;
const cancel = `${base}/cancelLandSharkOneMigration`;
const payload = {
  landSharkOneDbAddress: 'ls1.lakewood.local:5432',
  landSharkOneDbName: 'landshark1',
  landSharkOneDbUsername: 'ls1reader',
  landSharkOneDbPassword: 'secret',
};
const ids = [20, 21, 22, 23, 24, 25, 26, 27];
const ls1 = (): FakeTables => ({
  accounts: ids.map((n) => ls1Account(n)),
  users: [ls1User(1, 20), ls1User(2, 27)],
  auditLog: [],
});

let county = '';
let vendor: Caller;
const saved = { ms: sliceLimits.ms, rows: chunkSizes.rows };

const use = (source: LegacySource) => useLegacySource(async () => source);
const job = async () => (await getMigrationJob(county, 'accountsUsers'))!;
/** An account's balance and the sum of its ledger entries' changes: equal when the ledger holds every change. */
async function balanceAndLedger(accountId: string) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
    }),
  );
  const ledger = Items.reduce((n, e) => n + (e.change?.usageBalanceCents ?? 0), 0);
  return [(await getAccount(county, accountId))?.usageBalanceCents, ledger];
}
/** Matches the transaction that writes the account ls1a-<n> (its item first, then list entries and counts). */
const accountWrite = (n: number) => (input: Record<string, unknown>) =>
  (input as { TransactItems: Array<{ Put?: { Item?: { id?: string } } }> }).TransactItems[0]?.Put?.Item?.id ===
  `ls1a-${n}`;

beforeAll(async () => {
  county = (await copyDemoCounties('migbg')).lakewood;
  vendor = await as(county, 'TRIMIN');
});
beforeEach(() => {
  // a slice per step, two LS1 rows per step: many slices from a few rows
  sliceLimits.ms = 0;
  chunkSizes.rows = 2;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  useLegacySource(undefined);
  sliceLimits.ms = saved.ms;
  chunkSizes.rows = saved.rows;
});

describe('in the background', () => {
  it('answers RUNNING at once and runs to the end in slices with nobody polling', async () => {
    use(fakeSource(ls1()));
    const res = await vendor.post(start, payload);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ state: 'RUNNING', phase: 'WIPE_USERS' });
    expect(res.body.message).toMatch(/runs in the background/);
    await migrationsIdle();
    const done = await job();
    expect(done).toMatchObject({
      jobId: res.body.content.jobId,
      state: 'DONE',
      accounts: { read: 8, written: 8, refused: 0 },
      users: { written: 2 },
      retriedSlices: 0,
    });
    // the wipe's pages, four account pages and two user pages: each its own slice
    expect(done.slice).toBeGreaterThanOrEqual(6);
    expect(await balanceAndLedger('ls1a-27')).toEqual([15025, 15025]);
  });

  it('runs a failed slice again from the last saved step: every account once, counted once', async () => {
    const source = fakeSource(ls1());
    use(source);
    const fault = injectFault(db(), {
      command: TransactWriteCommand,
      when: accountWrite(23),
      error: () => awsError('InternalServerError'),
    });
    await vendor.post(start, payload);
    await migrationsIdle();
    expect(fault.failed()).toBe(1);
    expect(await job()).toMatchObject({
      state: 'DONE',
      accounts: { read: 8, written: 8 },
      users: { written: 2 },
      retriedSlices: 1,
      failures: 0,
    });
    // ls1a-22 was written before the fault and again on the retry: one opening entry, balance equal to the ledger
    expect(await balanceAndLedger('ls1a-22')).toEqual([15025, 15025]);
    expect(await balanceAndLedger('ls1a-23')).toEqual([15025, 15025]);
  });

  it('stops as FAILED after three failed slices in a row, and a resume with the same details carries on', async () => {
    use(fakeSource(ls1()));
    injectFault(db(), {
      command: TransactWriteCommand,
      when: accountWrite(25),
      times: 3,
      error: () => awsError('InternalServerError'),
    });
    const jobId = (await vendor.post(start, payload)).body.content.jobId;
    await migrationsIdle();
    const failed = (await vendor.get(status)).body.content;
    expect(failed).toMatchObject({ state: 'FAILED', accounts: { written: 4 }, retriedSlices: 2 });
    expect(failed.message).toMatch(/after 3 failed attempts: InternalServerError \(injected\).*Resume/);

    const otherUser = await vendor.post(start, { ...payload, landSharkOneDbUsername: 'other', continueJob: jobId });
    expect(otherUser.status).toBe(400);
    const resumed = await vendor.post(start, { ...payload, continueJob: jobId });
    expect(resumed.body.content).toMatchObject({ jobId, state: 'RUNNING' });
    await migrationsIdle();
    expect(await job()).toMatchObject({ jobId, state: 'DONE', accounts: { written: 8 }, users: { written: 2 } });
    // a finished job is not resumed again
    expect((await vendor.post(start, { ...payload, continueJob: jobId })).status).toBe(409);
  });

  it('cancels: the running slice stops after its step, and the job ends CANCELLED with what was done', async () => {
    const source = fakeSource(ls1());
    let reached = () => {};
    let release = () => {};
    const atSecondPage = new Promise<void>((r) => {
      reached = r;
    });
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const accounts = source.accounts.bind(source);
    let pages = 0;
    source.accounts = async (after, limit) => {
      pages += 1;
      if (pages === 2) {
        reached();
        await gate;
      }
      return accounts(after, limit);
    };
    use(source);
    const jobId = (await vendor.post(start, payload)).body.content.jobId;
    await atSecondPage;
    expect((await vendor.post(cancel, { kind: 'accountsUsers', jobId: 'not-this-one' })).status).toBe(409);
    const asked = await vendor.post(cancel, { kind: 'accountsUsers', jobId });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/stops after the step it is on/);
    release();
    await migrationsIdle();
    const ended = (await vendor.get(status)).body.content;
    expect(ended).toMatchObject({ jobId, state: 'CANCELLED', phase: 'ACCOUNTS', accounts: { written: 4 } });
    expect(ended.message).toMatch(/^Cancelled by trimin\.admin\./);
    expect(pages).toBe(2);
    expect(await getAccount(county, 'ls1a-24')).toBeUndefined();
    expect((await vendor.post(cancel, { kind: 'accountsUsers', jobId })).status).toBe(409);
    const bad = await vendor.post(cancel, { kind: 'other', jobId: '' });
    expect(bad.status).toBe(400);
  });
});
