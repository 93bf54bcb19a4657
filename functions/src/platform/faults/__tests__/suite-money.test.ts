// The fault suite, paid flows on an account's balance (issue 28): search charges, image purchase and download,
// escrow deposits, each run N times, side by side on one account, while a tenth of the DynamoDB, S3 and SES calls
// fail (throttles, 500s, timeouts, connections reset before and after the request reached the emulator; the SDK
// retries them in its standard mode), and search charges alone while most calls fail. Every answer is a success or a clear 4xx/503; then, with the faults off, every unfinished
// purchase is finished by asking again, and the money is checked: balance = seed + ledger, each ledger entry with
// its one audit entry, nothing bought twice.

import type { DownloadOrder, GetImageResponse, PayOrderResponse } from '@portal/shared/imaging/types';
import type { InitiatedDeposit } from '@portal/shared/payments/responses';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#src/data/dynamo/client.ts';
import { resetClients, s3Client, sesClient } from '#src/platform/aws.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty, putDocument, setAccount } from '../../../areas/imaging/__tests__/fixtures.ts';
import { payHostedForm, type SimulatorHandle, startSimulator } from '../../../areas/payments/__tests__/fixtures.ts';
import { faultLayer } from '../fault-layer.ts';
import { checkMoney, seedOf } from './money-check.ts';
import { type Answer, type FlowReport, printReports, runFlow } from './run-flow.ts';

const N = 12;
const RATE = 0.1;
const layer = faultLayer({ rate: RATE, seed: 28 });
/** Most calls failing (no throttles: their back-off is a second), so some requests run out of SDK attempts; run one
 *  request at a time, the seed decides the same faults every run. */
const heavy = faultLayer({ rate: 0.6, seed: 29, kinds: ['server-error', 'timeout', 'reset-before', 'reset-after'] });
const reports: FlowReport[] = [];

let county = '';
let examiner: TestClient;
let admin: TestClient;
let sim: SimulatorHandle;
let documentKey = '';

beforeAll(async () => {
  county = await newTestCounty('fault-money', {
    common: { publicUrl: 'http://localhost:3000' },
    aLaCarte: { imageFirstPage: 100, imageAdditionalPages: 25, searchByName: 150 },
  });
  sim = await startSimulator(county);
  examiner = new TestClient(county);
  await examiner.login('title.examiner');
  admin = new TestClient(county);
  await admin.login('account.admin');
  documentKey = (await putDocument(county, N)).documentKey; // order i buys page i+1 alone: $1.00
  await setAccount(county, 'demo-title', { usageBalanceCents: 1_000_000 });
});
afterEach(() => {
  layer.detach();
  heavy.detach();
});
afterAll(async () => {
  layer.detach();
  resetClients(); // the next file in this worker starts with clients of its own (and a full SDK retry quota)
  await sim?.close();
  printReports(`paid flows, ${N} runs each, fault rate ${RATE}`, reports);
});

const answer = (r: Answer): Answer => ({ status: r.status, body: r.body });
const ok = (a: Answer) => a.status >= 200 && a.status < 300;

/** Runs flows side by side with the faults on the clients, and takes them off: what follows in a test (finishing what
 *  was left unfinished, the money check) runs on the plain stack. Each flow's report counts its own calls and faults. */
async function underFaults(
  flows: Array<{ flow: string; step: (i: number) => Promise<Answer[]>; concurrency?: number; n?: number }>,
  faults = layer,
): Promise<FlowReport[]> {
  // clients of these flows' own: the SDK's retry quota earlier flows spent (it stops retrying when too many fail)
  // is not theirs
  resetClients();
  for (const client of [db(), s3Client(), sesClient()]) faults.attach(client);
  const done = await Promise.all(
    flows.map(({ flow, step, concurrency = 4, n = N }) => runFlow(flow, n, step, concurrency)),
  ).finally(() => faults.detach());
  for (const report of done) {
    reports.push(report);
    expect(report.unclear, report.flow).toEqual([]);
    expect(report.faults, report.flow).toBeGreaterThan(0);
  }
  return done;
}

/** What a ledger entry paid for, once: a search its own entry, an image order its pages, a deposit its card payment. */
const purchaseOf = (e: Record<string, unknown>) => {
  const details = e.details as { pages?: number[]; transId?: string } | undefined;
  if (e.transactionType === 'IMAGE') return `IMAGE ${JSON.stringify(details?.pages)}`;
  if (e.transactionType === 'ESCROW_DEPOSIT') return `DEPOSIT ${details?.transId ?? e.sk}`;
  return String(e.sk);
};

describe('under faults', () => {
  it('search charges with most calls failing: some clear 503s, the money still equal', async () => {
    const seed = await seedOf(county, 'demo-title', 'usageBalanceCents');
    const [report] = await underFaults(
      [
        {
          flow: 'search charge (rate 0.6)',
          step: async (i) => [
            answer(
              await examiner.post(`search/searchByName`, { lastName1: `Faultheavy${String.fromCharCode(97 + i)}` }),
            ),
          ],
          concurrency: 1,
        },
      ],
      heavy,
    );
    expect(report!.clearFailures).toBeGreaterThan(0);
    const money = await checkMoney(seed);
    expect(money.entries.filter((e) => e.transactionType === 'SEARCH').length).toBeGreaterThanOrEqual(
      report!.successes,
    );
    report!.moneyEqual = money.equal;
    expect(money).toMatchObject({ unaudited: [], twice: [], equal: true });
  });

  it('search charges, image purchases and escrow deposits side by side: each charged or credited once, none lost', async () => {
    const seed = await seedOf(county, 'demo-title', 'usageBalanceCents');
    const guids: string[] = [];
    const paidForms: Array<Record<string, string>> = [];
    const [search, images, deposits] = await underFaults([
      {
        // answered once and charged once, or a clear failure and nothing half-written
        flow: 'search charge',
        step: async (i) => [
          answer(await examiner.post(`search/searchByName`, { lastName1: `Faultsuite${String.fromCharCode(97 + i)}` })),
        ],
      },
      {
        // each order paid once, and every paid order delivers its pages
        flow: 'image purchase',
        step: async (i) => {
          const order = await examiner.post<DownloadOrder>('imaging/computeDownloadOrder', {
            documentKey,
            pagesSelected: `${i + 1}`,
            pageSelectionMethod: 'CSV_PAGES',
          });
          if (!ok(order)) return [answer(order)];
          const guid = order.body.content!.imageState.guid;
          guids.push(guid);
          const paid = await examiner.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid });
          if (!ok(paid)) return [answer(order), answer(paid)];
          const image = await examiner.post<GetImageResponse>('imaging/getImage', { imageStateGuid: guid });
          return [answer(order), answer(paid), answer(image)];
        },
      },
      {
        // each paid deposit credited once, never lost
        flow: 'escrow deposit',
        step: async (i) => {
          const init = await admin.post<InitiatedDeposit>('escrowDeposit/initiateDeposit', { amount: `${20 + i}.00` });
          if (!ok(init)) return [answer(init)];
          const { response } = await payHostedForm(sim.url, init.body.content!.tokenResults.token);
          paidForms.push(response!);
          const done = await admin.post('escrowDeposit/completeDeposit', response);
          await sim.flushWebhooks(); // the provider's webhook meets the faults too
          return [answer(init), answer(done)];
        },
        n: 8,
      },
    ]);

    // asked again without faults: every order opened is paid, charged once in all, and delivered; every paid
    // deposit is completed
    for (const guid of guids) {
      expect(
        (await examiner.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid })).body.content
          ?.status,
      ).toBe('PAID');
      expect((await examiner.post<GetImageResponse>('imaging/getImage', { imageStateGuid: guid })).status).toBe(200);
    }
    for (const response of paidForms)
      expect((await admin.post('escrowDeposit/completeDeposit', response)).status).toBe(200);
    await sim.flushWebhooks();

    // the money of the three flows together: balance = seed + ledger, each entry with its one audit entry, nothing
    // bought twice; and each flow's own entries
    const money = await checkMoney(seed, purchaseOf);
    const entries = (type: string) => money.entries.filter((e) => e.transactionType === type);
    expect(entries('SEARCH').length).toBeGreaterThanOrEqual(search!.successes);
    expect(entries('SEARCH').length).toBeLessThanOrEqual(search!.requests);
    expect(entries('IMAGE')).toHaveLength(guids.length);
    expect(entries('IMAGE').every((e) => Number(e.amountCents) > 0)).toBe(true);
    expect(entries('ESCROW_DEPOSIT')).toHaveLength(paidForms.length);
    for (const report of [search!, images!, deposits!]) report.moneyEqual = money.equal;
    expect(money).toMatchObject({ unaudited: [], twice: [], equal: true });
  });
});
