// The download flow against the local stack: each account type's fee table, paying, already-purchased pages,
// insufficient funds and the buy options offered, retries that never charge twice, and the PDF delivered.
import { randomUUID } from 'node:crypto';
import { imagingMessages } from '@portal/shared/imaging/messages';
import type { DownloadOrder, GetImageResponse, PayOrderResponse } from '@portal/shared/imaging/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty, pageJpeg, pdfPageImages, pdfPageNumbers, putDocument, setAccount } from './fixtures.ts';

let county = '';
const clients = new Map<string, TestClient>();
async function as(username: string) {
  let client = clients.get(username);
  if (!client) {
    client = new TestClient(county);
    await client.login(username);
    clients.set(username, client);
  }
  return client;
}

const order = (client: TestClient, documentKey: string, pages: string) =>
  client.post<DownloadOrder>('imaging/computeDownloadOrder', {
    documentKey,
    instrumentCode: 'WD',
    pagesSelected: pages,
    pageSelectionMethod: pages ? 'CSV_PAGES' : 'ENTIRE_DOCUMENT',
    pageCount: 5,
  });
const pay = (client: TestClient, guid: string) =>
  client.post<PayOrderResponse>('imaging/payDownloadOrder', { imageStateGuid: guid });
const fetchPdf = (client: TestClient, guid: string) =>
  client.post<GetImageResponse>('imaging/getImage', { imageStateGuid: guid });
const balance = async (accountId: string) => (await getAccount(county, accountId))?.usageBalanceCents;

beforeAll(async () => {
  // the guest login stands for an INVOICE account here: its county lets it buy on credit (guest-credit.test.ts)
  county = await newTestCounty('img-flow', { userAccess: { guestImagesOnInvoice: true } });
});

describe('A_LA_CARTE ESCROW', () => {
  it('prices pages 1 and 3-4, pays once, and delivers exactly those pages', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const doc = await putDocument(county, 5);
    const client = await as('title.examiner');
    const res = await order(client, doc.documentKey, '1, 3-4');
    expect(res.status).toBe(200);
    const { feeSchedule, imageState } = res.body.content!;
    expect(feeSchedule).toMatchObject({
      beginningBalance: { description: 'Beginning Balance', value: '$10.00' },
      multipleItemPurchase: {
        items: [
          { description: 'First page', value: '$1.00' },
          { description: 'Additional pages (2 x $0.25)', value: '$0.50' },
        ],
        total: { description: 'Total', value: '$1.50' },
      },
      endingBalance: { value: '$8.50' },
      insufficientBalance: false,
      purchaseMessage: `You are purchasing 3 pages of Abstract document ${doc.documentNumber}.`,
      downloadButtonText: 'Buy and Download',
    });
    expect(imageState).toMatchObject({
      pages: [1, 3, 4],
      status: 'OPEN',
      title: `Abstract document ${doc.documentNumber} Download`,
    });

    const paid = await pay(client, imageState.guid);
    expect(paid.status).toBe(200);
    expect(paid.body.content).toMatchObject({ status: 'PAID', usageBalanceResult: { usageBalance: { cents: 850 } } });
    // A retried payment (lost answer, double click) answers PAID and charges nothing more.
    expect((await pay(client, imageState.guid)).body.content?.status).toBe('PAID');
    expect(await balance('demo-title')).toBe(850);

    const image = await fetchPdf(client, imageState.guid);
    expect(image.status).toBe(200);
    expect(image.body.content?.preview).toBe(false);
    expect(image.body.content?.header.uiSaveAsImageName).toBe(`A${doc.documentNumber}{suffix}.pdf`);
    const pdf = Buffer.from(image.body.content!.pdf, 'base64');
    expect(await pdfPageNumbers(pdf)).toEqual([1, 3, 4]);
    const embedded = await pdfPageImages(pdf);
    expect(Buffer.from(embedded[1]!).equals(await pageJpeg(3))).toBe(true);
    // Fetched again (the first download failed in the browser): still there, still not charged again.
    expect((await fetchPdf(client, imageState.guid)).status).toBe(200);
    expect(await balance('demo-title')).toBe(850);
  });

  it('does not charge again for pages the account bought before', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const doc = await putDocument(county, 5);
    const examiner = await as('title.examiner');
    const first = await order(examiner, doc.documentKey, '1-2');
    await pay(examiner, first.body.content!.imageState.guid);
    expect(await balance('demo-title')).toBe(1000 - 125);

    // Same pages by another user of the same account: free, and said so.
    const admin = await as('account.admin');
    const again = await order(admin, doc.documentKey, '1, 2');
    expect(again.body.content?.feeSchedule).toMatchObject({
      alreadyPurchasedMessage: 'Pages 1, 2 were purchased before and will not be charged again.',
      singleItemPurchase: { item: { description: 'No charge', value: '$0.00' } },
      downloadButtonText: 'Download',
    });
    await pay(admin, again.body.content!.imageState.guid);
    expect(await balance('demo-title')).toBe(875);

    // A wider order charges only the new pages, at the additional-page rate.
    const wider = await order(admin, doc.documentKey, '');
    expect(wider.body.content?.feeSchedule).toMatchObject({
      alreadyPurchasedMessage: 'Pages 1, 2 were purchased before and will not be charged again.',
      singleItemPurchase: { item: { description: 'Pages (3 x $0.25)', value: '$0.75' } },
      purchaseMessage: `You are purchasing 3 pages of Abstract document ${doc.documentNumber}.`,
    });
    await pay(admin, wider.body.content!.imageState.guid);
    expect(await balance('demo-title')).toBe(800);
    const pdf = await fetchPdf(admin, wider.body.content!.imageState.guid);
    expect(await pdfPageNumbers(Buffer.from(pdf.body.content!.pdf, 'base64'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('short of money: the account admin is offered an escrow add-on, a user without reload nothing', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 100 });
    const doc = await putDocument(county, 3);
    const admin = await as('account.admin');
    const res = await order(admin, doc.documentKey, '');
    const { feeSchedule, imageState } = res.body.content!;
    expect(feeSchedule).toMatchObject({
      insufficientBalance: true,
      insufficientBalanceMessage: 'Your escrow balance is not enough for this purchase.',
      endingBalance: { value: '-$0.50' },
      noPurchasingOptionsAvailableMessage: '',
    });
    expect(imageState.purchaseOptions).toMatchObject({
      hasBuyOptions: true,
      flatFeeOptions: null,
      creditCardOptions: null,
      escrowOptions: {
        accountMessage: 'Account: Northwoods Title Company',
        beginningBalance: { value: '$1.00' },
        depositAmountMessage: 'Deposit at least $10.00 (at most $1,000.00).',
        endingBalance: { value: '-$0.50' },
        shortfallCents: 50,
      },
    });
    // Paying anyway: 409 'There are insufficient funds.' and nothing changes.
    const refused = await pay(admin, imageState.guid);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('There are insufficient funds.');
    expect(await balance('demo-title')).toBe(100);

    // After a deposit the recomputed order (same guid) is payable.
    await setAccount(county, 'demo-title', { usageBalanceCents: 2100 });
    const again = await admin.post<DownloadOrder>('imaging/recomputeDownloadOrder', {
      imageStateGuid: imageState.guid,
    });
    expect(again.body.content?.imageState.guid).toBe(imageState.guid);
    expect(again.body.content?.feeSchedule.insufficientBalance).toBe(false);
    expect(again.body.content?.feeSchedule.beginningBalance.value).toBe('$21.00');
    expect((await pay(admin, imageState.guid)).body.content?.status).toBe('PAID');
    expect(await balance('demo-title')).toBe(2100 - 150);

    await setAccount(county, 'demo-title', { usageBalanceCents: 0 });
    const user = await as('title.examiner');
    const none = await order(user, (await putDocument(county, 1)).documentKey, '');
    expect(none.body.content?.imageState.purchaseOptions.hasBuyOptions).toBe(false);
    expect(none.body.content?.feeSchedule.noPurchasingOptionsAvailableMessage).toMatch(/^No purchasing options/);
  });
});

describe('other account types', () => {
  it('FLAT_FEE: charged in images, add-on options when too few remain', async () => {
    const doc = await putDocument(county, 4);
    const flat = await as('flatfee.admin');
    await setAccount(county, 'demo-flat', { imagesRemaining: 10 });
    const res = await order(flat, doc.documentKey, '2-4');
    expect(res.body.content?.feeSchedule).toMatchObject({
      beginningBalance: { value: '10 images' },
      singleItemPurchase: { item: { description: '3 pages', value: '3 images' } },
      endingBalance: { value: '7 images' },
    });
    await pay(flat, res.body.content!.imageState.guid);
    expect((await getAccount(county, 'demo-flat'))?.imagesRemaining).toBe(7);

    await setAccount(county, 'demo-flat', { imagesRemaining: 1 });
    const short = await order(flat, doc.documentKey, '1');
    expect(short.body.content?.feeSchedule.insufficientBalance).toBe(false);
    const more = await order(flat, (await putDocument(county, 2)).documentKey, '');
    expect(more.body.content?.feeSchedule).toMatchObject({
      insufficientBalance: true,
      insufficientBalanceMessage: 'Your account does not have enough images remaining for this purchase.',
    });
    expect(more.body.content?.imageState.purchaseOptions.flatFeeOptions).toEqual({
      title: 'Flat Fee Account Add On',
      options: [
        { text: '100 pages for $50.00', value: '1' },
        { text: 'Unlimited pages for $200.00', value: '2' },
      ],
    });
  });

  it('A_LA_CARTE INVOICE: billed, never short', async () => {
    const guest = await as('guestuser1');
    const res = await order(guest, (await putDocument(county, 2)).documentKey, '');
    expect(res.body.content?.feeSchedule).toMatchObject({
      insufficientBalance: false,
      beginningBalance: { value: '$0.00' },
      endingBalance: { value: '$1.25' },
    });
    expect((await pay(guest, res.body.content!.imageState.guid)).body.content?.status).toBe('PAID');
  });

  it('A_LA_CARTE CREDIT_CARD: without a preauthorization the card option is offered', async () => {
    const card = await as('card.customer');
    const res = await order(card, (await putDocument(county, 2)).documentKey, '');
    expect(res.body.content?.feeSchedule).toMatchObject({
      insufficientBalance: true,
      insufficientBalanceMessage: 'A credit card preauthorization is needed for this purchase.',
    });
    expect(res.body.content?.imageState.purchaseOptions).toMatchObject({
      hasBuyOptions: true,
      creditCardOptions: { authorizationInfo: { authorized: false, amount: '$50.00' } },
    });
  });

  it('staff retrieve without charge', async () => {
    const staff = await as('county.admin');
    const res = await order(staff, (await putDocument(county, 2)).documentKey, '2');
    expect(res.body.content?.feeSchedule).toMatchObject({ downloadButtonText: 'Download', insufficientBalance: false });
    expect((await pay(staff, res.body.content!.imageState.guid)).body.content?.status).toBe('PAID');
  });
});

describe('order states', () => {
  it('checks the pages against the stored document', async () => {
    const client = await as('title.examiner');
    const doc = await putDocument(county, 5);
    for (const [pages, message] of [
      ['1, 7', 'Document does not have a page 7.'],
      [' , ', 'There are no pages selected.'],
      ['2-x', 'Document does not have a page 2-x.'],
    ]) {
      const res = await order(client, doc.documentKey, pages as string);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual({ pagesSelected: message });
    }
    expect((await order(client, 'A999999999', '')).status).toBe(404);
  });

  it('a cancelled order cannot be paid or fetched; an unpaid one cannot be fetched', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
    const client = await as('title.examiner');
    const doc = await putDocument(county, 2);
    const open = (await order(client, doc.documentKey, '')).body.content!.imageState.guid;
    const unpaid = await fetchPdf(client, open);
    expect(unpaid.status).toBe(409);
    expect((await client.post('imaging/cancelImageState', { imageStateGuid: open })).status).toBe(200);
    expect((await pay(client, open)).status).toBe(404);
    expect((await fetchPdf(client, open)).status).toBe(404);
    expect(await balance('demo-title')).toBe(5000);
  });

  it("nobody reaches another user's order", async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
    const owner = await as('title.examiner');
    const guid = (await order(owner, (await putDocument(county, 1)).documentKey, '')).body.content!.imageState.guid;
    const other = await as('account.admin');
    expect((await pay(other, guid)).status).toBe(404);
    expect((await other.post('imaging/recomputeDownloadOrder', { imageStateGuid: guid })).status).toBe(404);
    // cancelling another user's order, or one that never was, answers 404 and cancels nothing
    const cancel = (who: TestClient, imageStateGuid: string) =>
      who.post('imaging/cancelImageState', { imageStateGuid });
    const theirs = await cancel(other, guid);
    expect([theirs.status, theirs.body.message]).toEqual([404, imagingMessages.noImageState]);
    expect((await cancel(owner, randomUUID())).status).toBe(404);
    expect((await pay(owner, guid)).status).toBe(200);
    const paid = await cancel(owner, guid);
    expect([paid.status, paid.body.message]).toEqual([409, imagingMessages.paidNotCancelled]);
    expect((await fetchPdf(owner, guid)).status).toBe(200);
    expect((await fetchPdf(other, guid)).status).toBe(404);
    const elsewhere = new TestClient('lakewood');
    await elsewhere.login('title.examiner');
    expect((await fetchPdf(elsewhere, guid)).status).toBe(404);
  });
});
