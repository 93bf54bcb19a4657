// The fault suite, e-filing (issue 28): upload URL, the check of the uploaded file, the card window, the card's
// answer and the submission, run N times while a tenth of the DynamoDB, S3 and SES calls fail. Every answer is a
// success or a clear 4xx/503; with the faults off, asking again files every paid upload; then each card payment is
// charged once (one EFILE audit entry each, one ledger entry each with its audit entry) and each filing is filed
// once under one transaction number.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '#src/data/dynamo/client.ts';
import { resetClients, s3Client, sesClient } from '#src/platform/aws.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { efileCardCounty, filerContact } from '../../../areas/efile/__tests__/card-county.ts';
import { pdfOf, postToBucket } from '../../../areas/efile/__tests__/fixtures.ts';
import { auditOf, payHostedForm, type SimulatorHandle } from '../../../areas/payments/__tests__/fixtures.ts';
import { faultLayer } from '../fault-layer.ts';
import { checkMoney, seedOf } from './money-check.ts';
import { type Answer, printReports, runFlow } from './run-flow.ts';

const N = 6;
const RATE = 0.1;
const layer = faultLayer({ rate: RATE, seed: 4028 });

let county = '';
let sim: SimulatorHandle;
let filer: TestClient;
let pdf: Uint8Array;

beforeAll(async () => {
  ({ county, sim, filer } = await efileCardCounty('fault-efile', {}));
  pdf = await pdfOf(2);
});
afterAll(async () => {
  layer.detach();
  resetClients();
  await sim?.flushWebhooks();
  await sim?.close();
});

const answer = (r: Answer): Answer => ({ status: r.status, body: r.body });
const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const submission = (imageId: string, transId: string, i: number) => ({
  imageId,
  efileType: 'LR',
  ...filerContact,
  email: `filer${i}.${county}@example.com`,
  acknowledged: true,
  paymentTransactionId: transId,
});

it('e-filings under faults: each paid upload filed once, each card payment charged once', async () => {
  const seed = await seedOf(county, 'demo-title', 'usageBalanceCents');
  const paid: Array<{ i: number; imageId: string; response: Record<string, string> }> = [];
  resetClients();
  for (const client of [db(), s3Client(), sesClient()]) layer.attach(client);
  const report = await runFlow('e-file submission', N, async (i) => {
    const answers: Answer[] = [];
    const target = await filer.post<{ imageId: string; url: string; fields: Record<string, string> }>(
      'efile/uploadUrl',
      { fileName: `deed${i}.pdf`, contentType: 'application/pdf', size: pdf.length },
    );
    answers.push(answer(target));
    if (!ok(target)) return answers;
    const { imageId } = target.body.content!;
    expect((await postToBucket(target.body.content!, pdf, 'application/pdf')).status).toBeLessThan(300);
    const checked = await filer.post('efile/image', { imageId, efileType: 'LR' });
    answers.push(answer(checked));
    if (!ok(checked)) return answers;
    const capture = await filer.post<{ tokenResults: { token: string } }>('creditcard/efileCapture', {
      imageId,
      amount: 1,
    });
    answers.push(answer(capture));
    if (!ok(capture)) return answers;
    const { response } = await payHostedForm(sim.url, capture.body.content!.tokenResults.token);
    paid.push({ i, imageId, response: response! });
    const confirmed = await filer.post('creditcard/efileAuthAndCaptureResponse', response);
    answers.push(answer(confirmed));
    if (!ok(confirmed)) return answers;
    answers.push(answer(await filer.post('efile/submission', submission(imageId, response!.transId!, i))));
    return answers;
  }).finally(() => layer.detach());
  expect(report.unclear).toEqual([]);
  expect(report.faults).toBeGreaterThan(0);

  // asked again without faults: each paid upload is confirmed and filed, under one transaction number
  for (const { i, imageId, response } of paid) {
    expect((await filer.post('creditcard/efileAuthAndCaptureResponse', response)).status).toBe(200);
    const first = await filer.post<{ transactionNumber: string }>(
      'efile/submission',
      submission(imageId, response.transId!, i),
    );
    const again = await filer.post<{ transactionNumber: string }>(
      'efile/submission',
      submission(imageId, response.transId!, i),
    );
    expect([first.status, again.body.content]).toEqual([200, first.body.content]);
  }
  await sim.flushWebhooks();
  const charges = (await auditOf(county, 'demo-title-examiner')).filter((e) => e.type === 'EFILE');
  expect(charges).toHaveLength(paid.length);
  const money = await checkMoney(seed, (e) => String((e.details as { transId?: string }).transId ?? e.sk));
  report.moneyEqual = money.equal && charges.length === paid.length;
  printReports(`e-filing, ${N} runs, fault rate ${RATE}`, [report]);
  expect(money).toMatchObject({ unaudited: [], twice: [], equal: true });
});
