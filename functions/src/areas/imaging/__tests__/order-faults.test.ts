// Faults in the image order money path (issue 13), each injected into one call while the rest run on the local
// stack: pricing, paying and the balance after it. Nothing is charged for nothing, nothing paid is lost (a retry
// answers PAID and delivers, never charging again), and every answer is a 4xx or 503 with a message, never 500.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DownloadOrder, GetImageResponse, PayOrderResponse } from '@portal/shared/imaging/types';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { getImageState } from '#src/data/app/images.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { awsError, injectFault, throttling, timeout } from '../../../platform/__tests__/inject-fault.ts';
import { s3Client } from '../../../platform/aws.ts';
import { newTestCounty, pdfPageNumbers, putDocument, setAccount } from './fixtures.ts';

let county = '';
let client: TestClient;
beforeAll(async () => {
  county = await newTestCounty('img-order-fault');
  client = new TestClient(county);
  await client.login('title.examiner');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const START = 1000;
/** pages 1-2: $1.00 + $0.25 */
const PRICE = 125;
const busy = { status: 'ERROR', code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) };
const balance = async () => (await getAccount(county, 'demo-title'))?.usageBalanceCents;

async function compute() {
  const doc = await putDocument(county, 3);
  return client.post<DownloadOrder>('imaging/computeDownloadOrder', {
    documentKey: doc.documentKey,
    pagesSelected: '1-2',
    pageSelectionMethod: 'CSV_PAGES',
  });
}
async function openOrder() {
  await setAccount(county, 'demo-title', { usageBalanceCents: START });
  return (await compute()).body.content!.imageState.guid;
}
const pay = (guid: string) => client.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid });

/** Pays again and fetches the PDF: PAID, pages 1 and 2, charged once in all. */
async function expectPaidOnce(guid: string) {
  vi.restoreAllMocks();
  expect((await pay(guid)).body.content?.status).toBe('PAID');
  const image = await client.post<GetImageResponse>('imaging/getImage', { imageStateGuid: guid });
  expect(await pdfPageNumbers(Buffer.from(image.body.content!.pdf, 'base64'))).toEqual([1, 2]);
  expect(await balance()).toBe(START - PRICE);
}

it('pricing with the page list unreadable (S3 slowing down): 503, no order', async () => {
  injectFault(s3Client(), { command: ListObjectsV2Command, error: () => awsError('SlowDown') });
  const res = await compute();
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject(busy);
});

it('a payment throttled: 503, nothing charged, the order still open; paid once on retry', async () => {
  const guid = await openOrder();
  injectFault(db(), { command: TransactWriteCommand, error: throttling });
  const res = await pay(guid);
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject(busy);
  expect(await balance()).toBe(START);
  expect((await getImageState(county, 'demo-title-examiner', guid))?.status).toBe('OPEN');
  await expectPaidOnce(guid);
});

it('a payment written but its answer lost (a timeout): answered PAID from the order, charged once', async () => {
  const guid = await openOrder();
  const fault = injectFault(db(), { command: TransactWriteCommand, afterSending: true, error: timeout });
  const res = await pay(guid);
  expect(fault.failed()).toBe(1);
  expect(res.status).toBe(200);
  expect(res.body.content).toMatchObject({
    status: 'PAID',
    usageBalanceResult: { usageBalance: { cents: START - PRICE } },
  });
  await expectPaidOnce(guid);
});

it('a payment whose order changed meanwhile (a conditional failure): 409 with a message, nothing charged', async () => {
  const guid = await openOrder();
  // the ledger entry, balance and audit items pass; the purchase and the order's OPEN -> PAID condition fail
  const reasons = ['None', 'None', 'None', 'None', 'ConditionalCheckFailed'].map((Code) => ({ Code }));
  injectFault(db(), {
    command: TransactWriteCommand,
    error: () =>
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: reasons,
      }),
  });
  const res = await pay(guid);
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'CONFLICT', message: 'The order changed. Please review it again.' });
  expect(await balance()).toBe(START);
  await expectPaidOnce(guid);
});

it('the balance unreadable after a payment: answered PAID with the balance worked out, charged once', async () => {
  const guid = await openOrder();
  let paid = false;
  const real = db().send.bind(db()) as (cmd: unknown) => Promise<unknown>;
  vi.spyOn(db() as { send: (cmd: unknown) => Promise<unknown> }, 'send').mockImplementation(async (cmd) => {
    const key = cmd instanceof GetCommand ? (cmd.input.Key as { sk?: string }) : undefined;
    if (paid && key?.sk === 'ACCOUNT') throw throttling();
    const out = await real(cmd);
    if (cmd instanceof TransactWriteCommand) paid = true;
    return out;
  });
  const res = await pay(guid);
  vi.restoreAllMocks();
  expect(res.status).toBe(200);
  expect(res.body.content).toMatchObject({
    status: 'PAID',
    usageBalanceResult: { usageBalance: { cents: START - PRICE } },
  });
  await expectPaidOnce(guid);
});
