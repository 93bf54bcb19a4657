// The scheduled sweep of expired card preauthorizations, through its Lambda entry against the local stack and the
// card simulator: one run closes the expired ones of every county (capture what was spent, release the rest), leaves
// unexpired ones open, and goes on past a county whose provider calls fail; the next run closes that one too.
// Expiry is simulated by moving a granted preauthorization's expiry into the past, as 12 hours would.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { preauthKey } from '#src/data/app/keys.ts';
import { getCurrentPreauth } from '#src/data/app/payments.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import {
  type CardProvider,
  CardProviderError,
  cardProvider,
  setCardProvider,
} from '#src/platform/card-provider/index.ts';
import { emittedValues, operationsMetrics } from '#src/platform/operations-metric.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { chargeForSearch } from '../../search/charge-search.ts';
import { handler } from '../sweep-lambda.ts';
import { cardUser, payHostedForm, type SimulatorHandle, startSimulator } from './fixtures.ts';

const countyConfig = { creditCardExtra: { maxAmount: 2000 }, aLaCarte: { searchByName: 150 } };
let spent = '';
let unspent = '';
let unexpired = '';
let sim: SimulatorHandle;

beforeAll(async () => {
  spent = await newTestCounty('sweep-a', countyConfig);
  unspent = await newTestCounty('sweep-b', countyConfig);
  unexpired = await newTestCounty('sweep-c', countyConfig);
  // one simulator for the three counties (its webhooks go to the first, where the others' are ignored)
  sim = await startSimulator(spent);
});
afterAll(async () => {
  setCardProvider(undefined);
  await sim?.flushWebhooks();
  await sim?.close();
});

/** The card customer of the county signs in and is granted a $20.00 preauthorization; answers its transId. */
async function preauthorize(county: string): Promise<string> {
  const client = new TestClient(county);
  await client.login('card.customer');
  const auth = await client.post<{ token: string }>('creditcard/authorize');
  expect(auth.status).toBe(200);
  const { response } = await payHostedForm(sim.url, auth.body.content!.token);
  const granted = await client.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', response);
  expect(granted.body.content?.authorizationOkay).toBe(true);
  await sim.flushWebhooks(); // the provider's notification of it is a replay: let it land before the expiry moves
  return response!.transId!;
}

async function expire(county: string, transId: string): Promise<void> {
  const expiresAt = Date.now() - 60_000;
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: preauthKey(county, cardUser.userId, transId),
      UpdateExpression: 'SET expiresAt = :at, gsi1sk = :iso',
      ExpressionAttributeValues: { ':at': expiresAt, ':iso': new Date(expiresAt).toISOString() },
    }),
  );
}

const searchIn = async (county: string) =>
  chargeForSearch({
    county,
    user: cardUser,
    account: await getAccount(county, cardUser.accountId),
    item: 'searchByName',
    reference: `sweep-${Math.random()}`,
    reused: false,
  });

const ours = (report: Awaited<ReturnType<typeof handler>>) =>
  report.filter((r) => [spent, unspent, unexpired].includes(r.county)).sort((x, y) => x.county.localeCompare(y.county));

describe('the expired preauthorization sweep', () => {
  it('closes the expired ones of every county in one run and leaves an unexpired one open', async () => {
    const [a, b, c] = [await preauthorize(spent), await preauthorize(unspent), await preauthorize(unexpired)];
    await searchIn(spent); // $1.50 drawn on the first
    await expire(spent, a);
    await expire(unspent, b);

    expect(ours(await handler())).toEqual([
      { county: spent, closed: 1, failed: 0 },
      { county: unspent, closed: 1, failed: 0 },
      { county: unexpired, closed: 0, failed: 0 },
    ]);
    expect(await getCurrentPreauth(spent, cardUser.userId)).toMatchObject({
      status: 'CLOSED',
      capturedCents: 150,
      voidedCents: 1850,
    });
    expect(sim.sim.transactions.get(a)).toMatchObject({
      transactionStatus: 'capturedPendingSettlement',
      settleAmountCents: 150,
    });
    expect(await getCurrentPreauth(unspent, cardUser.userId)).toMatchObject({ status: 'CLOSED', voidedCents: 2000 });
    expect(sim.sim.transactions.get(b)?.transactionStatus).toBe('voided');
    expect(await getCurrentPreauth(unexpired, cardUser.userId)).toMatchObject({ status: 'OPEN', remainingCents: 2000 });
    expect(sim.sim.transactions.get(c)?.transactionStatus).toBe('authorizedPendingCapture');

    // the next run finds nothing more to do
    expect(ours(await handler()).map((r) => r.closed)).toEqual([0, 0, 0]);
  });

  it('goes on past a county whose provider calls fail, fails the run, and the next run closes what was left', async () => {
    const [a, b] = [await preauthorize(spent), await preauthorize(unspent)];
    await expire(spent, a);
    await expire(unspent, b);
    const real = cardProvider();
    const down = (): Promise<never> => Promise.reject(new CardProviderError('HTTP503', 'The provider is down.'));
    const failingForA: CardProvider = {
      getHostedPaymentPageToken: (r) => real.getHostedPaymentPageToken(r),
      getTransactionDetails: (id) => (id === a ? down() : real.getTransactionDetails(id)),
      capture: (id, cents) => real.capture(id, cents),
      void: (id) => real.void(id),
      refund: (id, cents, last4) => real.refund(id, cents, last4),
    };
    setCardProvider(failingForA);
    try {
      await expect(handler()).rejects.toThrow(spent);
    } finally {
      setCardProvider(undefined);
    }
    expect(await getCurrentPreauth(unspent, cardUser.userId)).toMatchObject({ transId: b, status: 'CLOSED' });
    expect(await getCurrentPreauth(spent, cardUser.userId)).toMatchObject({ transId: a, status: 'CLOSING' });
    expect(sim.sim.transactions.get(a)?.transactionStatus).toBe('authorizedPendingCapture');
    // the vendor's alarm metric (issue 28): the failed county reports its failure, the other none
    expect(emittedValues(spent, operationsMetrics.sweepFailures).at(-1)).toBe(1);
    expect(emittedValues(unspent, operationsMetrics.sweepFailures).at(-1)).toBe(0);

    expect(ours(await handler())).toContainEqual({ county: spent, closed: 1, failed: 0 });
    expect(await getCurrentPreauth(spent, cardUser.userId)).toMatchObject({ status: 'CLOSED', voidedCents: 2000 });
    expect(sim.sim.transactions.get(a)?.transactionStatus).toBe('voided');
  });
});
