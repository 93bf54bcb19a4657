// Card payments end to end against the local stack and the card simulator: preauthorization, charges drawn on it,
// the card payer's usage balance (what is left of it), capture and void when it closes, escrow deposits, webhooks,
// flat-fee add-ons; replays applied once and forged transaction responses refused.
import type { DownloadOrder, PayOrderResponse } from '@portal/shared/imaging/types';
import { cardMessages, declinedMessage } from '@portal/shared/payments/messages';
import { type AuthorizationResult, DECLINED_CARD_FIELD } from '@portal/shared/payments/responses';
import type { DetailsResponse } from '@portal/shared/search/details';
import type { SearchResponse, UsageBalance } from '@portal/shared/search/results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { getCurrentPreauth } from '#src/data/app/payments.ts';
import { responseReasons } from '../../../../../scripts/local/card-simulator.ts';
import { countyOrigin, TestClient } from '../../../../../test/support/api-client.ts';
import { webhookSignature } from '../../../platform/card-provider/webhook-signature.ts';
import { newTestCounty, putDocument, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { doc, party, saveFixture } from '../../search/__tests__/fixtures.ts';
import { chargeForSearch } from '../../search/charge-search.ts';
import { auditOf, cardUser, payHostedForm, type SimulatorHandle, simKeys, startSimulator } from './fixtures.ts';

let county = '';
let sim: SimulatorHandle;
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

beforeAll(async () => {
  county = await newTestCounty('pay-card', {
    creditCardExtra: { maxAmount: 2000 },
    aLaCarte: { imageFirstPage: 100, imageAdditionalPages: 25, searchByName: 150, documentDetails: 50 },
    escrow: {
      reloadByCreditCard: true,
      minReloadAmount: 1000,
      maxReloadAmount: 100_000,
      applySurcharge: true,
      creditCardSurchargeMethod: 'DOLLARS',
      creditCardSurcharge: 300,
    },
  });
  sim = await startSimulator(county);
});
afterAll(async () => {
  await sim?.flushWebhooks();
  await sim?.close();
});

async function preauthorize(client: TestClient, card = {}) {
  const auth = await client.post<{ token: string; amountCents: number }>('creditcard/authorize');
  expect(auth.status).toBe(200);
  const paid = await payHostedForm(sim.url, auth.body.content!.token, card);
  return { token: auth.body.content!.token, ...paid };
}

const search = (item = 'searchByName') =>
  getAccount(county, 'demo-card').then((account) =>
    chargeForSearch({ county, user: cardUser, account, item, reference: 'hash', reused: false }),
  );

/** The usage balance the header shows, as currentUser/usageBalance answers it. */
async function usageBalance(client: TestClient) {
  return (await client.post<{ usageBalance: UsageBalance | null }>('currentUser/usageBalance')).body.content
    ?.usageBalance;
}
const cents = (n: number): UsageBalance => ({ kind: 'CENTS', cents: n, imagesRemaining: 0 });

const auditTypes = async (userId: string) => (await auditOf(county, userId)).map((i) => String(i.type));

describe('credit card preauthorization', () => {
  it('is only for CREDIT_CARD users', async () => {
    expect((await (await as('title.examiner')).post('creditcard/authorize')).status).toBe(403);
    expect((await (await as('county.admin')).post('creditcard/authorize')).status).toBe(403);
  });

  it('searches need one; a confirmed authorization is granted once; charges draw on it; closing captures and voids', async () => {
    const card = await as('card.customer');
    expect(await search()).toEqual({
      paymentNeeded: true,
      paymentNeededAgain: false,
      paid: false,
      preauthRemainingCents: 0,
    });

    const { response, communicatorSrc } = await preauthorize(card);
    expect(communicatorSrc).toContain('/api/creditcard/iframeCommunicator?action=transactResponse&response=');
    expect(response).toMatchObject({ responseCode: '1', totalAmount: '20.00', accountNumber: 'XXXX1111' });
    const ok = await card.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', response);
    expect(ok.status).toBe(200);
    expect(ok.body.content?.authorizationOkay).toBe(true);
    // The browser posts it again (double event, retry): applied once, same answer.
    const replay = await card.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', response);
    expect(replay.body.content?.authorizationOkay).toBe(true);
    await sim.flushWebhooks(); // the provider's authorization.created webhook is a replay too
    expect((await auditTypes(cardUser.userId)).filter((t) => t === 'CC_PREAUTHORIZATION')).toHaveLength(1);

    // $20.00 preauthorized: 13 name searches at $1.50 fit ($19.50), the 14th needs a new authorization.
    // Each charge answers what is left, so the response's balance needs no read.
    for (let i = 1; i <= 13; i++) {
      expect(await search()).toEqual({
        paymentNeeded: false,
        paymentNeededAgain: false,
        paid: true,
        cents: 150,
        preauthRemainingCents: 2000 - 150 * i,
      });
    }
    expect(await search()).toEqual({
      paymentNeeded: false,
      paymentNeededAgain: true,
      paid: false,
      preauthRemainingCents: 50,
    });
    expect((await getCurrentPreauth(county, cardUser.userId))?.remainingCents).toBe(50);
    expect(await search('documentDetails')).toEqual({
      paymentNeeded: false,
      paymentNeededAgain: false,
      paid: true,
      cents: 50,
      preauthRemainingCents: 0,
    });

    const closed = await card.post<{ closed: Array<{ transId: string; capturedCents: number; voidedCents: number }> }>(
      'creditcard/closeAuthorization',
    );
    expect(closed.body.content?.closed).toEqual([{ transId: response!.transId, capturedCents: 2000, voidedCents: 0 }]);
    expect(sim.sim.transactions.get(response!.transId!)).toMatchObject({
      transactionStatus: 'capturedPendingSettlement',
      settleAmountCents: 2000,
    });
    expect((await card.post<{ closed: unknown[] }>('creditcard/closeAuthorization')).body.content?.closed).toEqual([]);
    expect(await search()).toEqual({
      paymentNeeded: true,
      paymentNeededAgain: false,
      paid: false,
      preauthRemainingCents: 0,
    });
  });

  it("a card payer's usage balance is what is left of the open preauthorization, wherever it is answered", async () => {
    const card = await as('card.customer');
    await card.post('creditcard/closeAuthorization');
    await saveFixture(county, {
      documents: [doc('7001', 'WD', '2024-03-01T14:05', { grantors: [party('Balance', 'Bea')] })],
    });
    const nameSearch = (more = {}) =>
      card.post<SearchResponse>('search/searchByName', { lastName1: 'Balance', ...more }).then((r) => r.body.content);

    expect(await usageBalance(card)).toEqual(cents(0));
    expect(await nameSearch()).toMatchObject({ paymentNeeded: true, usageBalance: cents(0) });

    const { response } = await preauthorize(card);
    await card.post('creditcard/authorizationResponse', response);
    expect(await usageBalance(card)).toEqual(cents(2000));
    const profile = await card.get<{ usageBalance: UsageBalance }>('currentUser/profile');
    expect(profile.body.content?.usageBalance).toEqual(cents(2000));

    // A $1.50 name search, in its answer and in the header's call.
    const found = await nameSearch();
    expect(found).toMatchObject({ paymentNeeded: false, paymentNeededAgain: false, usageBalance: cents(1850) });
    expect(found?.searchResults.totalRecordCount).toBe(1);
    expect(await usageBalance(card)).toEqual(cents(1850));
    // Paging the kept results is free; its answer reads the balance.
    expect((await nameSearch({ pageNumber: 1 }))?.usageBalance).toEqual(cents(1850));
    // A $0.50 detail pane.
    const details = await card.post<DetailsResponse<unknown>>('search/documentDetails', { docId: 'A7001' });
    expect(details.body.content).toMatchObject({ paymentNeeded: false, usageBalance: cents(1800) });
    expect(await usageBalance(card)).toEqual(cents(1800));

    await card.post('creditcard/closeAuthorization');
    expect(await usageBalance(card)).toEqual(cents(0));
    // Escrow payers keep their account's balance; staff have none.
    await setAccount(county, 'demo-title', { usageBalanceCents: 1234 });
    expect(await usageBalance(await as('title.examiner'))).toEqual(cents(1234));
    expect(await usageBalance(await as('county.admin'))).toBeNull();
  });

  it('logout captures what was spent and releases the rest; nothing spent is a void', async () => {
    const client = new TestClient(county);
    await client.login('card.customer');
    const first = await preauthorize(client);
    await client.post('creditcard/authorizationResponse', first.response);
    await search();
    await search();
    // a second authorization replaces the first, which is closed for what it had spent
    const second = await preauthorize(client);
    expect(
      (await client.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', second.response)).body
        .content?.authorizationOkay,
    ).toBe(true);
    await sim.flushWebhooks(); // the provider's own notification may have granted it (and closed the first) first
    expect(sim.sim.transactions.get(first.response!.transId!)).toMatchObject({ settleAmountCents: 300 });
    await client.post('auth/logout');
    expect(sim.sim.transactions.get(second.response!.transId!)?.transactionStatus).toBe('voided');
    expect(await getCurrentPreauth(county, cardUser.userId)).toMatchObject({
      status: 'CLOSED',
      capturedCents: 0,
      voidedCents: 2000,
    });
  });

  it("a declined card is not authorized: the answer says declined, with the provider's reason", async () => {
    const card = await as('card.customer');
    const cases = [
      [{ cardNumber: '4000000000000002' }, responseReasons.declined.text],
      [{ zip: '46282' }, responseReasons.avsMismatch.text],
    ] as const;
    for (const [input, reason] of cases) {
      const { response } = await preauthorize(card, input);
      expect(response?.responseCode).toBe('2');
      const res = await card.post<AuthorizationResult>('creditcard/authorizationResponse', response);
      expect(res.status).toBe(200);
      expect(res.body.content).toEqual({ authorizationOkay: false, declined: true, reason });
      expect(res.body.message).toBe(
        `Your card was declined. Nothing was charged. Reason given by the card provider: ${reason}`,
      );
      expect(res.body.message).toBe(declinedMessage(reason));
    }
  });

  it('refuses forged transaction responses', async () => {
    const card = await as('card.customer');
    const { response } = await preauthorize(card);
    const forge = (r: unknown) => card.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', r);
    // a transaction the provider never made
    expect((await forge({ ...response, transId: '99999999999' })).status).toBe(400);
    expect((await forge({ ...response, transId: 'abc' })).status).toBe(400);
    // the real transaction, claimed for another amount
    expect((await forge({ ...response, totalAmount: '2000.00' })).status).toBe(400);
    // another user's transaction
    const other = await as('title.examiner');
    expect((await other.post('creditcard/authorizationResponse', response)).status).toBe(403);
    // a deposit's response posted as an authorization
    expect((await card.post('escrowDeposit/completeDeposit', response)).status).toBe(400);
    // nothing was granted by the forgeries: the real one still is, once
    expect((await forge(response)).body.content?.authorizationOkay).toBe(true);
    await card.post('creditcard/closeAuthorization');
  });

  it('an image order is paid from the preauthorization', async () => {
    const card = await as('card.customer');
    const { response } = await preauthorize(card);
    await card.post('creditcard/authorizationResponse', response);
    const doc = await putDocument(county, 3);
    const order = await card.post<DownloadOrder>('imaging/computeDownloadOrder', {
      documentKey: doc.documentKey,
      pagesSelected: '',
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
    });
    expect(order.body.content?.feeSchedule).toMatchObject({
      insufficientBalance: false,
      beginningBalance: { value: '$20.00' },
    });
    const paid = await card.post<PayOrderResponse>('imaging/payDownloadOrder', {
      imageStateGuid: order.body.content!.imageState.guid,
    });
    expect(paid.body.content?.status).toBe('PAID');
    expect(paid.body.content?.usageBalanceResult).toEqual({ usageBalance: cents(2000 - 150) });
    expect((await getCurrentPreauth(county, cardUser.userId))?.remainingCents).toBe(2000 - 150);
    const closed = await card.post<{ closed: Array<{ capturedCents: number }> }>('creditcard/closeAuthorization');
    expect(closed.body.content?.closed[0]?.capturedCents).toBe(150);
  });
});

describe('escrow deposit', () => {
  it('validates the amount', async () => {
    const admin = await as('account.admin');
    const messages: Record<string, string> = {};
    for (const amount of [0, '-5', '5', '5000', 'abc', '12.345']) {
      const res = await admin.post('escrowDeposit/initiateDeposit', { amount });
      expect(res.status).toBe(400);
      messages[String(amount)] = res.body.errors?.amount ?? '';
    }
    expect(messages).toEqual({
      '0': 'Amount must be greater than zero',
      '-5': 'Amount must be greater than zero',
      '5': 'Minimum deposit is $10.00.',
      '5000': 'Maximum deposit is $1,000.00.',
      abc: 'Enter an amount in dollars and cents, like 12.50.',
      '12.345': 'Use at most two decimal places.',
    });
    expect((await admin.post('escrowDeposit/initiateDeposit', {})).body.errors?.amount).toBe('Required.');
    // a USER may not reload the account; a card customer has no escrow
    expect((await (await as('title.examiner')).post('escrowDeposit/initiateDeposit', { amount: 25 })).status).toBe(403);
    expect((await (await as('card.customer')).post('escrowDeposit/initiateDeposit', { amount: 25 })).status).toBe(403);
  });

  it('charges deposit + surcharge and credits the deposit once, whoever reports it first', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const admin = await as('account.admin');
    const init = await admin.post<{ tokenResults: { token: string }; totalCents: number; surchargeCents: number }>(
      'escrowDeposit/initiateDeposit',
      { amount: '25.00' },
    );
    expect(init.body.content).toMatchObject({ depositCents: 2500, surchargeCents: 300, totalCents: 2800 });
    const { response } = await payHostedForm(sim.url, init.body.content!.tokenResults.token);
    expect(response?.totalAmount).toBe('28.00');
    // the provider's webhook arrives first ...
    await sim.flushWebhooks();
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(3500);
    // ... then the browser's report, twice: nothing more
    for (let i = 0; i < 2; i++) {
      const done = await admin.post<{ depositCents: number; usageBalance: { cents: number } }>(
        'escrowDeposit/completeDeposit',
        response,
      );
      expect(done.status).toBe(200);
      expect(done.body.content).toMatchObject({ depositCents: 2500, usageBalance: { cents: 3500 } });
    }
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(3500);
    // a forged report of a deposit that never happened
    expect((await admin.post('escrowDeposit/completeDeposit', { ...response, transId: '123' })).status).toBe(400);
    expect((await admin.post('escrowDeposit/completeDeposit', { ...response, totalAmount: '2500.00' })).status).toBe(
      400,
    );
  });

  it('a declined deposit changes nothing and says the card was declined, with the reason in errors.card', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const admin = await as('account.admin');
    const init = await admin.post<{ tokenResults: { token: string } }>('escrowDeposit/initiateDeposit', { amount: 40 });
    const { response } = await payHostedForm(sim.url, init.body.content!.tokenResults.token, { zip: '46282' });
    const res = await admin.post('escrowDeposit/completeDeposit', response);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(declinedMessage(responseReasons.avsMismatch.text));
    expect(res.body.errors).toEqual({ [DECLINED_CARD_FIELD]: responseReasons.avsMismatch.text });
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(1000);
  });

  it('a deposit held for review is no decline: the support message, no card error, nothing credited', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const admin = await as('account.admin');
    // $40.13 + the $3.00 surcharge = $43.13: the simulator holds amounts ending in .13 for review
    const init = await admin.post<{ tokenResults: { token: string }; totalCents: number }>(
      'escrowDeposit/initiateDeposit',
      { amount: '40.13' },
    );
    expect(init.body.content?.totalCents).toBe(4313);
    const { response } = await payHostedForm(sim.url, init.body.content!.tokenResults.token);
    expect(response?.responseCode).toBe('4');
    const res = await admin.post('escrowDeposit/completeDeposit', response);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(cardMessages.authorizationFailed);
    expect(res.body.errors).toBeUndefined();
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(1000);
  });
});

describe('webhooks', () => {
  async function fetchWebhook(body: string, signature?: string) {
    const { createApp } = await import('#src/app.ts');
    const res = await createApp().request(`${countyOrigin(county)}/api/webhooks/authorizenet`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-anet-signature': signature } : {}),
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as { content?: { outcome: string } } };
  }

  it('refuses an unsigned or wrongly signed notification, and handles each notificationId once', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 0 });
    const admin = await as('account.admin');
    const init = await admin.post<{ tokenResults: { token: string } }>('escrowDeposit/initiateDeposit', { amount: 10 });
    const paid = await payHostedForm(sim.url, init.body.content!.tokenResults.token);
    await sim.flushWebhooks();
    const delivered = sim.delivered.find((d) => d.body.includes(paid.response!.transId!));
    expect(delivered?.status).toBe(200);
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(1000);

    const body = delivered!.body;
    expect((await fetchWebhook(body)).status).toBe(401);
    expect((await fetchWebhook(body, webhookSignature(body, 'wrong key'))).status).toBe(401);
    expect((await fetchWebhook(`${body} `, delivered!.signature)).status).toBe(401);
    // the same notification again (the provider retries): a duplicate; in lower case hex: still valid
    const again = await fetchWebhook(body, delivered!.signature.toLowerCase());
    expect(again.body.content?.outcome).toBe('DUPLICATE');
    // a new notification about the same transaction: applied once all the same
    const renamed = body.replace(/"notificationId":"[^"]+"/, '"notificationId":"b5c7b3c6-0000-4000-8000-000000000001"');
    const second = await fetchWebhook(renamed, webhookSignature(renamed, simKeys.signatureKey));
    expect(second.body.content?.outcome).toBe('COMPLETED');
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(1000);
  });
});

describe('flat fee add-on', () => {
  it('confirms, buys once, and refuses without funds', async () => {
    await setAccount(county, 'demo-flat', { usageBalanceCents: 6000, imagesRemaining: 10 });
    const flat = await as('flatfee.admin');
    const options = await flat.post<{
      guid: string;
      purchaseOptions: { flatFeeOptions: { options: Array<{ text: string; value: string }> } };
    }>('flatFee/getAddOnOptions');
    expect(options.body.content?.purchaseOptions.flatFeeOptions.options).toEqual([
      { text: '100 pages for $50.00', value: '1' },
      { text: 'Unlimited pages for $200.00', value: '2' },
    ]);
    const guid = options.body.content!.guid;
    const confirm = await flat.post('flatFee/getUserAddOnConfirmation', {
      option: '1',
      imageStateReference: { imageStateGuid: guid },
    });
    expect(confirm.body.content).toMatchObject({
      ok: true,
      beginningBalance: { value: '$60.00' },
      purchase: { description: '100 pages for $50.00', value: '$50.00' },
      endingBalance: { value: '$10.00' },
      insufficientBalance: false,
    });
    for (let i = 0; i < 2; i++) {
      const added = await flat.post<{ ok: boolean; message: string }>('flatFee/userAddOn', { imageStateGuid: guid });
      expect(added.body.content).toEqual({ ok: true, message: '100 pages for $50.00 added to your account.' });
    }
    expect(await getAccount(county, 'demo-flat')).toMatchObject({ usageBalanceCents: 1000, imagesRemaining: 110 });

    const poor = await flat.post('flatFee/getUserAddOnConfirmation', {
      option: '2',
      imageStateReference: { imageStateGuid: 'g2' },
    });
    expect(poor.body.content).toMatchObject({
      ok: true,
      insufficientBalance: true,
      endingBalance: { value: '-$190.00' },
    });
    expect((await flat.post('flatFee/userAddOn', { imageStateGuid: 'g2' })).body.content).toEqual({
      ok: false,
      message: 'There are insufficient funds.',
    });
    expect(
      (
        await flat.post('flatFee/getUserAddOnConfirmation', {
          option: '9',
          imageStateReference: { imageStateGuid: 'g3' },
        })
      ).body.content,
    ).toMatchObject({ ok: false });
    expect((await (await as('title.examiner')).post('flatFee/getAddOnOptions')).status).toBe(403);
  });
});
