// The fault suite, card payments (issue 28): preauthorization, charges drawn on it, and its capture, run N times
// while a tenth of the AWS calls fail (fault layer) and the card provider's simulator fails too: its API answering
// 503, or doing the work and dropping the answer (a timeout), each webhook sent twice, and webhooks held back and
// sent late and in reverse order. Every answer is a success or a clear 4xx/503; with the faults off, asking again
// finishes every payment; then the money: each ledger entry with its one audit entry, nothing applied twice, and
// each authorization captured once for exactly what was charged on it.
import type { CardAuthorization } from '@portal/shared/payments/responses';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '#src/data/dynamo/client.ts';
import { resetClients, s3Client, sesClient } from '#src/platform/aws.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty } from '../../../areas/imaging/__tests__/fixtures.ts';
import { payHostedForm, type SimulatorHandle, startSimulator } from '../../../areas/payments/__tests__/fixtures.ts';
import { faultLayer } from '../fault-layer.ts';
import { checkMoney, seedOf } from './money-check.ts';
import { type Answer, printReports, runFlow } from './run-flow.ts';

const N = 6;
const RATE = 0.1;
const SEARCH = 150;
const layer = faultLayer({ rate: RATE, seed: 2028 });

let county = '';
let sim: SimulatorHandle;
let card: TestClient;

beforeAll(async () => {
  county = await newTestCounty('fault-card', {
    common: { publicUrl: 'http://localhost:3000' },
    creditCardExtra: { maxAmount: 2000 },
    aLaCarte: { searchByName: SEARCH },
  });
  sim = await startSimulator(county);
  card = new TestClient(county);
  await card.login('card.customer');
});
afterAll(async () => {
  layer.detach();
  resetClients();
  await sim?.close();
});

const answer = (r: Answer): Answer => ({ status: r.status, body: r.body });
const ok = (a: Answer) => a.status >= 200 && a.status < 300;

it('preauthorization, charges and capture survive AWS and provider faults; each captured once for what was charged', async () => {
  const seed = await seedOf(county, 'demo-card', 'usageBalanceCents');
  const responses: Array<Record<string, string>> = [];
  resetClients();
  for (const client of [db(), s3Client(), sesClient()]) layer.attach(client);
  // the provider: every other run a status read or a capture answered 503, or done with its answer lost
  const report = await runFlow(
    'card preauthorization and capture',
    N,
    async (i) => {
      Object.assign(sim.sim.faults, {
        calls: i % 2 ? ['getTransactionDetailsRequest'] : ['createTransactionRequest'],
        serverErrors: i % 3 === 1 ? 1 : 0,
        lostAnswers: i % 3 === 2 ? 1 : 0,
        webhookTwice: i % 2 === 0,
        holdWebhooks: i % 2 === 1,
      });
      const auth = await card.post<CardAuthorization>('creditcard/authorize');
      if (!ok(auth)) return [answer(auth)];
      const paid = await payHostedForm(sim.url, auth.body.content!.token);
      responses.push(paid.response!);
      const granted = await card.post('creditcard/authorizationResponse', paid.response);
      const answers = [answer(auth), answer(granted)];
      if (ok(granted)) {
        answers.push(answer(await card.post('search/searchByName', { lastName1: `Cardfault${i}` })));
        answers.push(answer(await card.post('creditcard/closeAuthorization')));
      }
      await sim.flushWebhooks();
      return answers;
    },
    1, // one card customer: one authorization at a time
  ).finally(() => layer.detach());
  expect(report.unclear).toEqual([]);
  expect(report.faults).toBeGreaterThan(0);

  // the provider's faults off; held webhooks arrive late and in reverse order; every payment reported again
  Object.assign(sim.sim.faults, { serverErrors: 0, lostAnswers: 0, webhookTwice: false, holdWebhooks: false });
  await sim.sim.releaseWebhooks({ reverse: true });
  await sim.flushWebhooks();
  for (const response of responses) {
    expect((await card.post('creditcard/authorizationResponse', response)).status).toBe(200);
  }
  expect((await card.post('creditcard/closeAuthorization')).status).toBe(200);
  await sim.flushWebhooks();
  expect(sim.delivered.every((d) => d.status < 500 || d.status === 503)).toBe(true);
  // the provider's faults were played: webhooks delivered twice (the same notification), held ones delivered late
  expect(new Set(sim.delivered.map((d) => d.body)).size).toBeLessThan(sim.delivered.length);

  const money = await checkMoney(seed);
  report.moneyEqual = money.equal;
  printReports(`card payments, ${N} runs, AWS fault rate ${RATE}, provider faults`, [report]);
  expect(money).toMatchObject({ unaudited: [], twice: [], equal: true });
  // each authorization granted once, and captured once for what was drawn on it
  const entries = money.entries;
  for (const response of responses) {
    const transId = response.transId!;
    const grants = entries.filter(
      (e) => e.type === 'PREAUTHORIZATION' && (e.details as { transId?: string }).transId === transId,
    );
    expect(grants).toHaveLength(1);
    const spent = entries
      .filter((e) => e.type === 'CHARGE' && (e.details as { transId?: string }).transId === transId)
      .reduce((t, e) => t + Number(e.amountCents), 0);
    const t = sim.sim.transactions.get(transId)!;
    expect(t.settleAmountCents).toBe(spent);
    expect(t.transactionStatus).toBe(spent ? 'capturedPendingSettlement' : 'voided');
  }
});
