// npm start runs the scheduled jobs as the cloud's rules do (scripts/local/scheduled-jobs.ts): a card
// preauthorization left expired (its user never came back) is closed by the local runner's sweep, through the sweep's
// Lambda entry, with nobody calling anything; and both scheduled jobs are on the local timer, at the paces the file
// says, or off when set to 0.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestCounty } from '../../../functions/src/areas/imaging/__tests__/fixtures.ts';
import {
  cardUser,
  payHostedForm,
  type SimulatorHandle,
  startSimulator,
} from '../../../functions/src/areas/payments/__tests__/fixtures.ts';
import { preauthKey } from '../../../functions/src/data/app/keys.ts';
import { getCurrentPreauth } from '../../../functions/src/data/app/payments.ts';
import { db } from '../../../functions/src/data/dynamo/client.ts';
import { tables } from '../../../functions/src/data/dynamo/tables.ts';
import { TestClient } from '../../../test/support/api-client.ts';
import { localJobs, startScheduledJobs } from '../scheduled-jobs.ts';

let county = '';
let sim: SimulatorHandle;

beforeAll(async () => {
  county = await newTestCounty('local-sweep', { creditCardExtra: { maxAmount: 2000 } });
  sim = await startSimulator(county);
});
afterAll(async () => {
  await sim?.flushWebhooks();
  await sim?.close();
});

/** The card customer is granted a $20.00 preauthorization; answers its transId. */
async function preauthorize(): Promise<string> {
  const client = new TestClient(county);
  await client.login('card.customer');
  const auth = await client.post<{ token: string }>('creditcard/authorize');
  expect(auth.status).toBe(200);
  const { response } = await payHostedForm(sim.url, auth.body.content!.token);
  const granted = await client.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', response);
  expect(granted.body.content?.authorizationOkay).toBe(true);
  await sim.flushWebhooks();
  return response!.transId!;
}

/** Its expiry moved into the past, as 12 hours would. */
async function expire(transId: string): Promise<void> {
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

/** The env values named, set for `work` and put back after. */
async function withEnv<T>(values: Record<string, string | undefined>, work: () => T): Promise<Awaited<T>> {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  const set = (v: Record<string, string | undefined>) => {
    for (const [k, x] of Object.entries(v))
      if (x === undefined) delete process.env[k];
      else process.env[k] = x;
  };
  set(values);
  try {
    return await work();
  } finally {
    set(before);
  }
}

describe('the local scheduled jobs', () => {
  it('are the maintenance jobs every minute, the preauthorization sweep every 15 minutes the monthly statements every hour and the index feed every 30 minutes, unless told', async () => {
    const paces = (jobs: ReturnType<typeof localJobs>) => jobs.map((j) => [j.name, j.everyMs]);
    const unset = { MAINTENANCE_EVERY_MS: undefined, PREAUTH_SWEEP_EVERY_MS: undefined };
    await withEnv({ ...unset, MONTHLY_STATEMENTS_EVERY_MS: undefined, FEED_EVERY_MS: undefined }, () =>
      expect(paces(localJobs())).toEqual([
        ['maintenance', 60_000],
        ['preauth sweep', 900_000],
        ['monthly statements', 3_600_000],
        ['index feed', 1_800_000],
      ]),
    );
    const told = { MAINTENANCE_EVERY_MS: '0', PREAUTH_SWEEP_EVERY_MS: '5000', MONTHLY_STATEMENTS_EVERY_MS: '0' };
    await withEnv({ ...told, FEED_EVERY_MS: '0' }, () =>
      expect(paces(localJobs())).toEqual([
        ['maintenance', 0],
        ['preauth sweep', 5000],
        ['monthly statements', 0],
        ['index feed', 0],
      ]),
    );
  });

  it('close a stale preauthorization on their own timer, as the cloud schedule does', async () => {
    const transId = await preauthorize();
    await expire(transId);
    expect(await getCurrentPreauth(county, cardUser.userId)).toMatchObject({ transId, status: 'OPEN' });

    // the sweep alone, on a short timer; the test waits for its first finished run, not for a time
    const jobs = await withEnv({ MAINTENANCE_EVERY_MS: '0', PREAUTH_SWEEP_EVERY_MS: '50' }, localJobs);
    let stop = () => {};
    const ran = new Promise<string>((resolve) => {
      stop = startScheduledJobs(jobs, resolve);
    });
    try {
      expect(await ran).toBe('preauth sweep');
    } finally {
      stop();
    }
    expect(await getCurrentPreauth(county, cardUser.userId)).toMatchObject({
      transId,
      status: 'CLOSED',
      voidedCents: 2000,
    });
    expect(sim.sim.transactions.get(transId)?.transactionStatus).toBe('voided');
  });
});
