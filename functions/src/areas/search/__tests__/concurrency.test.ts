// Many searches of one account at once (issue 13: 30 parallel card searches gave nine 500s, each paid for): every
// search answers, and the money taken is exactly one charge per answered search, in the ledger, the audit log and
// the balance, for an escrow payer and a card payer.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { getCurrentPreauth } from '#src/data/app/payments.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { auditByAccountIndex, ledgerPartition } from '../../../data/ledger/keys.ts';
import { payHostedForm, type SimulatorHandle, startSimulator } from '../../payments/__tests__/fixtures.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search, setAccount } from './fixtures.ts';

const SEARCHES = 100;
const PRICE = 100;
/** 100 charges contend for one balance item (each retried until it lands): slow on a loaded two-core machine. */
const SLOW = { timeout: 240_000 };

let county = '';
let clients: ReturnType<typeof clientsOf>;
let sim: SimulatorHandle;

beforeAll(async () => {
  county = await newSearchCounty('search-load', {
    aLaCarte: { searchByName: PRICE },
    creditCardExtra: { maxAmount: 20_000 },
  });
  await saveFixture(county, {
    documents: [doc('9100', 'WD', '2024-03-01T10:00', { grantors: [party('Lundqvist', 'Ada')] })],
  });
  clients = clientsOf(county);
  sim = await startSimulator(county);
});
afterAll(async () => {
  await sim?.flushWebhooks();
  await sim?.close();
});

/** A different surname per search, so every search is a new history entry (the map fills and is rewritten). */
const surname = (i: number) => `Lundq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (i >> 4))}`;

async function searchAtOnce(client: TestClient) {
  return Promise.all(
    Array.from({ length: SEARCHES }, (_, i) =>
      search(client, 'searchByName', { lastName1: i % 10 === 0 ? 'Lundqvist' : surname(i) }),
    ),
  );
}

/** The search charges in an account's ledger partition, and the SEARCH entries of its audit log. */
async function chargesOf(accountId: string) {
  const ledger = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': ledgerPartition(county, accountId), ':s': 'SEARCH#' },
    }),
  );
  const byAccount = auditByAccountIndex(county, accountId);
  const audit = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      IndexName: byAccount.index,
      KeyConditionExpression: `${byAccount.pkName} = :pk`,
      FilterExpression: '#t = :t',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':pk': byAccount.pk, ':t': 'SEARCH' },
    }),
  );
  const entries = ledger.Items ?? [];
  return {
    count: entries.length,
    cents: entries.reduce((sum, e) => sum + (e.amountCents as number), 0),
    audited: audit.Items?.length ?? 0,
  };
}

it('an escrow payer: 100 searches at once all answer, each charged once', SLOW, async () => {
  await setAccount(county, 'demo-title', { usageBalanceCents: 50_000 });
  const results = await searchAtOnce(await clients('title.examiner'));

  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  const answered = statuses.filter((s) => s === 200).length;
  expect(answered).toBe(SEARCHES);
  const charges = await chargesOf('demo-title');
  expect(charges).toEqual({ count: answered, cents: answered * PRICE, audited: answered });
  expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(50_000 - answered * PRICE);
  // the found document is in every search of its name
  expect(results.filter((r, i) => i % 10 === 0 && r.ids.includes('A9100'))).toHaveLength(SEARCHES / 10);
});

it('a card payer: 100 searches at once all answer, each drawn once on the preauthorization', SLOW, async () => {
  const client = await clients('card.customer');
  const auth = await client.post<{ token: string }>('creditcard/authorize');
  expect(auth.body).toMatchObject({ status: 'SUCCESS' });
  const { response } = await payHostedForm(sim.url, auth.body.content!.token);
  expect((await client.post('creditcard/authorizationResponse', response)).status).toBe(200);

  const results = await searchAtOnce(client);

  expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  const answered = results.filter((r) => !r.content?.paymentNeeded && !r.content?.paymentNeededAgain).length;
  expect(answered).toBe(SEARCHES);
  const charges = await chargesOf('demo-card');
  expect(charges).toEqual({ count: answered, cents: answered * PRICE, audited: answered });
  const preauth = await getCurrentPreauth(county, 'demo-card-customer');
  expect(preauth).toMatchObject({ spentCents: answered * PRICE, remainingCents: 20_000 - answered * PRICE });
});
