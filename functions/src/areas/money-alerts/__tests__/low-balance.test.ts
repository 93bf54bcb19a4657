// The low-balance alert (issue 31) against the local stack: the administrator's threshold through the API (with
// its refusals), then charges on the escrow account through the ledger, and the mail the SES emulator kept.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex } from '#src/data/ledger/keys.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { mailTo, TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { chargeFee } from '../../payments/charge.ts';
import { applyMoneyEvent } from '../../payments/ledger.ts';

let county = '';
let admin: TestClient;
let n = 0;
const title: SessionUser = {
  sessionId: 'test',
  userId: 'demo-title-examiner',
  username: 'title.examiner',
  role: 'USER',
  accountId: 'demo-title',
};
const adminMail = () => `account.admin@${county}.example`;
/** The account's LOW_BALANCE_ALERT audit entries (one page: a test account has few entries). */
async function alertEntries(): Promise<number> {
  const ix = auditByAccountIndex(county, 'demo-title');
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      IndexName: ix.index,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': ix.pkName },
      ExpressionAttributeValues: { ':p': ix.pk },
    }),
  );
  return Items.filter((i) => i.type === 'LOW_BALANCE_ALERT').length;
}
const lowMails = async () => (await mailTo(adminMail())).filter((m) => m.subject.includes('balance is low'));

async function charge(cents: number) {
  const account = await getAccount(county, 'demo-title');
  return chargeFee({
    county,
    user: title,
    account,
    fee: { cents, lines: [{ description: 'Name search', cents }] },
    transactionType: 'SEARCH',
    idempotencyKey: `LOWBAL#${++n}`,
    info: `charge ${n}`,
  });
}

async function deposit(cents: number) {
  await applyMoneyEvent({
    county,
    accountId: 'demo-title',
    userId: 'demo-account-admin',
    username: 'account.admin',
    type: 'DEPOSIT',
    transactionType: 'ESCROW_DEPOSIT',
    idempotencyKey: `LOWBALDEP#${++n}`,
    amountCents: cents,
    balance: { kind: 'ACCOUNT', deltas: { usageBalanceCents: cents } },
  });
}

beforeAll(async () => {
  county = await newTestCounty('lowbal');
  admin = new TestClient(county);
  await admin.login('account.admin');
});

describe('the threshold', () => {
  it('is refused with a message for bad amounts, for other roles, and on a flat-fee account', async () => {
    for (const thresholdCents of [-5, 0, 1.5, 'ten', 100_000_001]) {
      const res = await admin.post('account/lowBalanceThreshold', { thresholdCents });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/dollars and cents/);
    }
    const user = new TestClient(county);
    await user.login('title.examiner');
    expect((await user.post('account/lowBalanceThreshold', { thresholdCents: 100 })).status).toBe(403);
    const flat = new TestClient(county);
    await flat.login('flatfee.admin');
    const refused = await flat.post('account/lowBalanceThreshold', { thresholdCents: 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an escrow account has a usage balance to watch.');
  });

  it('is saved and answered, and blank (null) turns it off', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
    const saved = await admin.post('account/lowBalanceThreshold', { thresholdCents: 1234 });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toMatchObject({ lowBalance: { thresholdCents: 1234, balanceCents: 5000 } });
    const off = await admin.post('account/lowBalanceThreshold', { thresholdCents: null });
    expect(off.body.content).toMatchObject({ lowBalance: { thresholdCents: null } });
  });
});

describe('the alert', () => {
  it('mails once when a charge crosses, not again below, and again after a deposit re-arms it', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1500 });
    expect((await admin.post('account/lowBalanceThreshold', { thresholdCents: 1000 })).status).toBe(200);
    const before = (await lowMails()).length;

    expect((await charge(400)).outcome).toBe('PAID'); // 1100: still at or above
    expect(await lowMails()).toHaveLength(before);
    expect((await charge(200)).outcome).toBe('PAID'); // 900: crossed
    const mails = await lowMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.body.text).toContain('$9.00');
    expect(mails.at(-1)?.body.text).toContain('$10.00');
    expect(mails.at(-1)?.body.text).toMatch(/http:\/\/[\w.-]+(:\d+)?\/home/);

    await charge(100); // 800: below already
    await charge(100);
    expect(await lowMails()).toHaveLength(before + 1);

    await deposit(500); // 1200: back above, re-armed
    expect(await lowMails()).toHaveLength(before + 1);
    await charge(300); // 900: crossed again
    expect(await lowMails()).toHaveLength(before + 2);
  });

  it('mails once when two charges cross at the same moment', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
    await admin.post('account/lowBalanceThreshold', { thresholdCents: 1000 }); // armed: 5000 is above
    await setAccount(county, 'demo-title', { usageBalanceCents: 1100 });
    const before = (await lowMails()).length;
    const audited = await alertEntries();
    const outcomes = await Promise.all([charge(100), charge(100), charge(100)]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['PAID', 'PAID', 'PAID']);
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(800);
    expect(await lowMails()).toHaveLength(before + 1);
    expect(await alertEntries()).toBe(audited + 1);
  });

  it('does not mail when the threshold is set above a balance already below it', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 500 });
    await admin.post('account/lowBalanceThreshold', { thresholdCents: 1000 });
    const before = (await lowMails()).length;
    await charge(100);
    expect(await lowMails()).toHaveLength(before);
  });

  it('costs a charge no read of the account when the account read before it has no threshold', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
    const reads = async (thresholdCents: number | null) => {
      expect((await admin.post('account/lowBalanceThreshold', { thresholdCents })).status).toBe(200);
      const client = db() as unknown as { send: (command: { input: { Key?: { pk?: string } } }) => Promise<unknown> };
      const send = client.send.bind(client);
      const keys: string[] = [];
      client.send = (command) => {
        if (command.constructor.name === 'GetCommand') keys.push(String(command.input.Key?.pk));
        return send(command);
      };
      try {
        await charge(10); // its own getAccount, then the charge
      } finally {
        client.send = send;
      }
      return keys.filter((pk) => pk.includes('ACCOUNT')).length;
    };
    expect(await reads(null)).toBe(1);
    // a threshold: the watch reads the balance the charge left
    expect(await reads(100)).toBe(2);
  });
});
