// A document is charged only when its PDF is delivered or recoverable: faults injected into the stack between
// payment and delivery (a failed transaction, unreadable page images) never charge twice or for nothing, and
// answer 503 (try again), never 500.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DownloadOrder, GetImageResponse, PayOrderResponse } from '@portal/shared/imaging/types';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { s3Client } from '../../../platform/aws.ts';
import { newTestCounty, pdfPageNumbers, putDocument, setAccount } from './fixtures.ts';

let county = '';
let client: TestClient;

beforeAll(async () => {
  county = await newTestCounty('img-fault');
  client = new TestClient(county);
  await client.login('title.examiner');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const balance = async () => (await getAccount(county, 'demo-title'))?.usageBalanceCents;

async function openOrder(pages: string) {
  const doc = await putDocument(county, 4);
  const res = await client.post<DownloadOrder>('imaging/computeDownloadOrder', {
    documentKey: doc.documentKey,
    pagesSelected: pages,
    pageSelectionMethod: 'CSV_PAGES',
  });
  return res.body.content!.imageState.guid;
}

/** Makes the next matching command fail as the service would, leaving every other call to the real stack. */
function failNext<T extends object>(client: { send: (...a: never[]) => unknown }, command: new (...a: never[]) => T) {
  const real = client.send.bind(client) as (cmd: unknown) => Promise<unknown>;
  let failed = false;
  return vi.spyOn(client as { send: (cmd: unknown) => Promise<unknown> }, 'send').mockImplementation(async (cmd) => {
    if (!failed && cmd instanceof command) {
      failed = true;
      throw Object.assign(new Error('Service unavailable (injected)'), { name: 'ServiceUnavailable' });
    }
    return real(cmd);
  });
}

it('a payment whose transaction fails charges nothing and can be paid again', async () => {
  await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
  const guid = await openOrder('1-2');
  failNext(db(), TransactWriteCommand);
  const failed = await client.post('imaging/payDownloadOrder', { imageStateGuid: guid });
  expect(failed.status).toBe(503);
  expect(failed.body).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) });
  expect(await balance()).toBe(1000);
  vi.restoreAllMocks();
  const paid = await client.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid });
  expect(paid.body.content?.status).toBe('PAID');
  expect(await balance()).toBe(875);
});

it('a PDF that cannot be built after payment stays retrievable, charged once', async () => {
  await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
  const guid = await openOrder('2, 4');
  await client.post('imaging/payDownloadOrder', { imageStateGuid: guid });
  expect(await balance()).toBe(1000 - 125);

  failNext(s3Client(), GetObjectCommand);
  const broken = await client.post('imaging/getImage', { imageStateGuid: guid });
  expect(broken.status).toBe(503);
  expect(broken.body).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) });
  vi.restoreAllMocks();

  // The browser retries, or pays again: no second charge, and the pages arrive.
  expect((await client.post('imaging/payDownloadOrder', { imageStateGuid: guid })).status).toBe(200);
  const image = await client.post<GetImageResponse>('imaging/getImage', { imageStateGuid: guid });
  expect(image.status).toBe(200);
  expect(await pdfPageNumbers(Buffer.from(image.body.content!.pdf, 'base64'))).toEqual([2, 4]);
  expect(await balance()).toBe(875);
});

it('two payments of one order at once charge once', async () => {
  await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
  const guid = await openOrder('1-4');
  const results = await Promise.all(
    Array.from({ length: 5 }, () =>
      client.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid }),
    ),
  );
  expect(results.map((r) => r.body.content?.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID', 'PAID']);
  expect(await balance()).toBe(1000 - 175);
});
