// The ledger against the real local stack: concurrency on one balance, replays, and DynamoDB faults injected
// mid-purchase (the SDK client is spied on for fault injection only; everything else is the real emulator).
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { ledgerEntryKey, ledgerPartition } from '#src/data/ledger/keys.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { newTestCounty, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { chargeFee } from '../charge.ts';
import { applyMoneyEvent } from '../ledger.ts';

let county = '';
const title: SessionUser = {
  sessionId: 'test',
  userId: 'demo-title-examiner',
  username: 'title.examiner',
  role: 'USER',
  accountId: 'demo-title',
};

beforeAll(async () => {
  county = await newTestCounty('pay-ledger');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const balance = async () => (await getAccount(county, 'demo-title'))?.usageBalanceCents ?? Number.NaN;

async function ledgerEntries(accountId: string) {
  const out: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

const sumOf = (entries: Array<Record<string, unknown>>, field: string) =>
  entries.reduce((t, e) => t + Number((e.change as Record<string, number>)[field] ?? 0), 0);

describe('one balance', () => {
  it('200 concurrent charges never take it below zero, and the ledger sums to the change', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
    const before = await ledgerEntries('demo-title');
    const account = (await getAccount(county, 'demo-title'))!;
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        chargeFee({
          county,
          user: title,
          account,
          fee: { cents: 37, lines: [{ description: 'Name search', cents: 37 }] },
          transactionType: 'SEARCH',
          idempotencyKey: `CONCURRENT#${i}`,
          info: `charge ${i}`,
        }),
      ),
    );
    const paid = outcomes.filter((o) => o.outcome === 'PAID').length;
    expect(paid).toBe(Math.floor(5000 / 37)); // 135: every charge that fits, and not one more
    expect(outcomes.filter((o) => o.outcome === 'INSUFFICIENT_FUNDS')).toHaveLength(200 - paid);
    const after = await balance();
    expect(after).toBe(5000 - paid * 37);
    expect(after).toBeGreaterThanOrEqual(0);
    const added = (await ledgerEntries('demo-title')).filter((e) => !before.some((b) => b.sk === e.sk));
    expect(added).toHaveLength(paid);
    expect(sumOf(added, 'usageBalanceCents')).toBe(after - 5000);
  });

  it('a replayed event is applied once and answers the first entry', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const event = {
      county,
      accountId: 'demo-title',
      userId: title.userId,
      username: title.username,
      type: 'DEPOSIT' as const,
      transactionType: 'ESCROW_DEPOSIT',
      idempotencyKey: `REPLAY#${Date.now()}`,
      amountCents: 250,
      balance: { kind: 'ACCOUNT' as const, deltas: { usageBalanceCents: 250 } },
      details: { n: 1 },
    };
    const first = await applyMoneyEvent(event);
    const again = await applyMoneyEvent({ ...event, details: { n: 2 } });
    expect(first.status).toBe('APPLIED');
    expect(again.status).toBe('REPLAYED');
    expect(again.status === 'REPLAYED' && again.entry.details).toEqual({ n: 1 });
    expect(await balance()).toBe(1250);
  });

  it('refuses a debit below zero in images as in cents', async () => {
    await setAccount(county, 'demo-flat', { imagesRemaining: 3 });
    const result = await applyMoneyEvent({
      county,
      accountId: 'demo-flat',
      userId: 'demo-flatfee-admin',
      username: 'flatfee.admin',
      type: 'CHARGE',
      transactionType: 'IMAGE',
      idempotencyKey: `IMAGES#${Date.now()}`,
      amountCents: 0,
      images: 4,
      balance: { kind: 'ACCOUNT', deltas: { imagesRemaining: -4 } },
    });
    expect(result.status).toBe('INSUFFICIENT');
    expect((await getAccount(county, 'demo-flat'))?.imagesRemaining).toBe(3);
  });
});

/** Makes the next matching command fail as the service would, leaving every other call to the real stack. */
function failNext(command: new (...a: never[]) => object, when: 'before' | 'after') {
  const client = db();
  const real = client.send.bind(client) as (cmd: unknown) => Promise<unknown>;
  let failed = false;
  return vi.spyOn(client as { send: (cmd: unknown) => Promise<unknown> }, 'send').mockImplementation(async (cmd) => {
    if (!failed && cmd instanceof command) {
      failed = true;
      if (when === 'after') await real(cmd); // written, but the answer is lost
      throw Object.assign(new Error('Service unavailable (injected)'), { name: 'ServiceUnavailable' });
    }
    return real(cmd);
  });
}

describe('faults mid-purchase', () => {
  const charge = (key: string, cents = 120) =>
    getAccount(county, 'demo-title').then((account) =>
      chargeFee({
        county,
        user: title,
        account,
        fee: { cents, lines: [{ description: 'Document details', cents }] },
        transactionType: 'DOCUMENT_DETAILS',
        idempotencyKey: key,
        info: 'fault test',
      }),
    );
  const entry = async (key: string) =>
    (
      await db().send(
        new GetCommand({
          TableName: tables.ledger,
          Key: ledgerEntryKey(county, 'demo-title', key),
          ConsistentRead: true,
        }),
      )
    ).Item;

  it('a failed transaction leaves neither the charge nor its record, and can be retried', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const key = `FAULT-BEFORE#${Date.now()}`;
    failNext(TransactWriteCommand, 'before');
    await expect(charge(key)).rejects.toThrow('injected');
    expect(await balance()).toBe(1000);
    expect(await entry(key)).toBeUndefined();
    vi.restoreAllMocks();
    expect((await charge(key)).outcome).toBe('PAID');
    expect(await balance()).toBe(880);
    expect(await entry(key)).toMatchObject({ amountCents: 120, change: { usageBalanceCents: -120 } });
  });

  it('a transaction whose answer is lost holds both; the retry charges nothing more', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const key = `FAULT-AFTER#${Date.now()}`;
    failNext(TransactWriteCommand, 'after');
    await expect(charge(key)).rejects.toThrow('injected');
    expect(await balance()).toBe(880);
    expect(await entry(key)).toMatchObject({ amountCents: 120 });
    vi.restoreAllMocks();
    expect((await charge(key)).outcome).toBe('PAID');
    expect(await balance()).toBe(880);
  });
});
