// The shared guest login and priced images (issue 13): billed to the public INVOICE account it buys nothing on
// credit unless the county allows it; the rule follows how the account pays, checked when the order is priced
// and again when it is paid.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readGroup } from '@portal/shared/config/groups';
import type { DownloadOrder, PayOrderResponse } from '@portal/shared/imaging/types';
import { beforeAll, expect, it } from 'vitest';
import { getImageState } from '#src/data/app/images.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { ledgerPartition } from '../../../data/ledger/keys.ts';
import { putConfig } from '../../../platform/config.ts';
import { newTestCounty, putDocument, setAccount } from './fixtures.ts';

let refusing = '';
let allowing = '';
beforeAll(async () => {
  [refusing, allowing] = await Promise.all([
    newTestCounty('img-guest'),
    newTestCounty('img-guest', { userAccess: { guestImagesOnInvoice: true } }),
  ]);
});

async function guestIn(county: string) {
  const client = new TestClient(county);
  await client.login('guestuser1');
  return client;
}

async function order(client: TestClient, county: string) {
  const doc = await putDocument(county, 2);
  return client.post<DownloadOrder>('imaging/computeDownloadOrder', {
    documentKey: doc.documentKey,
    pagesSelected: '',
    pageSelectionMethod: 'ENTIRE_DOCUMENT',
  });
}

const pay = (client: TestClient, guid: string) =>
  client.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid });

/** The image charges in the guest account's ledger. */
async function imageCharges(county: string) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': ledgerPartition(county, 'demo-guest'), ':s': 'IMAGE#' },
    }),
  );
  return Items.map((i) => i.amountCents as number);
}

it('refuses the invoice-billed guest a priced order by default, with a message and nothing charged', async () => {
  const guest = await guestIn(refusing);
  const res = await order(guest, refusing);
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ status: 'ERROR', code: 'FORBIDDEN' });
  expect(res.body.message).toMatch(/guest login cannot buy document images.*Sign in with your own account/);
  expect(await imageCharges(refusing)).toEqual([]);
});

it('bills the invoice when the county allows the guest to buy on credit', async () => {
  const guest = await guestIn(allowing);
  const res = await order(guest, allowing);
  expect(res.status).toBe(200);
  expect((await pay(guest, res.body.content!.imageState.guid)).body.content?.status).toBe('PAID');
  expect(await imageCharges(allowing)).toEqual([125]);
});

it('checks again at payment: an order priced while allowed is refused once the county turns it off', async () => {
  const guest = await guestIn(allowing);
  const res = await order(guest, allowing);
  const guid = res.body.content!.imageState.guid;
  await putConfig(allowing, 'userAccess', readGroup('userAccess', { guestImagesOnInvoice: false }));
  try {
    const refused = await pay(guest, guid);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/guest login cannot buy/);
    expect((await getImageState(allowing, 'demo-guestuser1', guid))?.status).toBe('OPEN');
    expect(await imageCharges(allowing)).toEqual([125]); // the earlier order's only
  } finally {
    await putConfig(allowing, 'userAccess', readGroup('userAccess', { guestImagesOnInvoice: true }));
  }
});

it('lets a guest account that pays as it goes (escrow) buy as any other', async () => {
  await setAccount(refusing, 'demo-guest', { paymentMethod: 'ESCROW', usageBalanceCents: 1000 });
  const guest = await guestIn(refusing);
  const res = await order(guest, refusing);
  expect(res.status).toBe(200);
  expect((await pay(guest, res.body.content!.imageState.guid)).body.content?.status).toBe('PAID');
  expect(await imageCharges(refusing)).toEqual([125]);
});
