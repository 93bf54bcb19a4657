// The card simulator speaks the provider's protocol (PAYMENTS.md), as our Authorize.Net client sees it: tokens,
// the hosted form's test cards and communicator messages, transaction details, capture, void, signed webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorizeNetProvider } from '#src/platform/card-provider/authorize-net.ts';
import { CardProviderError } from '#src/platform/card-provider/types.ts';
import { verifyWebhookSignature, webhookSignature } from '#src/platform/card-provider/webhook-signature.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { payHostedForm, type SimulatorHandle, simKeys, startSimulator } from './fixtures.ts';

let sim: SimulatorHandle;
let provider: AuthorizeNetProvider;
const communicatorUrl = 'http://localhost/api/creditcard/iframeCommunicator';

beforeAll(async () => {
  sim = await startSimulator(await newTestCounty('pay-sim'));
  provider = new AuthorizeNetProvider({
    apiUrl: `${sim.url}/xml/v1/request.api`,
    loginId: simKeys.loginId,
    transactionKey: simKeys.transactionKey,
  });
});
afterAll(async () => {
  await sim.flushWebhooks();
  await sim.close();
});

const token = (
  amountCents: number,
  transactionType: 'authOnlyTransaction' | 'authCaptureTransaction' = 'authOnlyTransaction',
) =>
  provider.getHostedPaymentPageToken({
    transactionType,
    amountCents,
    invoiceNumber: `INV${amountCents}${Math.floor(Math.random() * 1e6)}`.slice(0, 20),
    description: 'Protocol test',
    communicatorUrl,
    merchantName: 'Test County',
  });

describe('API', () => {
  it('refuses bad credentials and unknown settings like the provider', async () => {
    const wrong = new AuthorizeNetProvider({
      apiUrl: `${sim.url}/xml/v1/request.api`,
      loginId: 'x',
      transactionKey: 'y',
    });
    await expect(wrong.getTransactionDetails('1')).rejects.toMatchObject({ code: 'E00007' });
    const res = await fetch(`${sim.url}/xml/v1/request.api`, {
      method: 'POST',
      body: JSON.stringify({
        getHostedPaymentPageRequest: {
          merchantAuthentication: { name: simKeys.loginId, transactionKey: simKeys.transactionKey },
          transactionRequest: { transactionType: 'authOnlyTransaction', amount: '5.00' },
          hostedPaymentSettings: { setting: [{ settingName: 'hostedPaymentNoSuchThing', settingValue: '{}' }] },
        },
      }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the provider's byte order mark
    expect(JSON.parse(bytes.subarray(3).toString('utf8')).messages).toMatchObject({
      resultCode: 'Error',
      message: [{ code: 'E00013' }],
    });
    await expect(token(0)).rejects.toBeInstanceOf(CardProviderError);
  });

  it('authorizes on the hosted form, reports details, captures at most the authorized amount, once', async () => {
    const t = await token(2000);
    const paid = await payHostedForm(sim.url, t);
    expect(paid.formHtml).toContain('$20.00');
    expect(paid.communicatorSrc).toMatch(
      /^http:\/\/localhost\/api\/creditcard\/iframeCommunicator\?action=transactResponse&response=/,
    );
    const { transId } = paid.response!;
    expect(await provider.getTransactionDetails(transId!)).toMatchObject({
      transId,
      transactionStatus: 'authorizedPendingCapture',
      responseCode: 1,
      authAmountCents: 2000,
      settleAmountCents: 0,
      accountNumber: 'XXXX1111',
    });
    expect(await provider.getTransactionDetails('123456789')).toBeUndefined();
    expect(await provider.capture(transId!, 2001)).toMatchObject({ ok: false, errorCode: '47' });
    expect(await provider.capture(transId!, 1250)).toMatchObject({ ok: true, responseCode: 1, transId });
    expect(await provider.capture(transId!, 100)).toMatchObject({ ok: false, errorCode: '311' });
    expect(await provider.getTransactionDetails(transId!)).toMatchObject({
      transactionStatus: 'capturedPendingSettlement',
      settleAmountCents: 1250,
    });
    // the token has been used
    expect((await payHostedForm(sim.url, t)).status).toBe(409);
  });

  it('voids an authorization, once', async () => {
    const { response } = await payHostedForm(sim.url, await token(500));
    expect(await provider.void(response!.transId!)).toMatchObject({ ok: true });
    expect(await provider.void(response!.transId!)).toMatchObject({ ok: false, errorCode: '310' });
    expect(await provider.capture(response!.transId!, 100)).toMatchObject({ ok: false, errorCode: '310' });
    expect((await provider.getTransactionDetails(response!.transId!))?.transactionStatus).toBe('voided');
  });
});

describe('hosted form', () => {
  it('declines the decline card and ZIP 46282, holds amounts ending in .13, captures authCapture at once', async () => {
    const declined = await payHostedForm(sim.url, await token(700), { cardNumber: '4000000000000002' });
    expect(declined.response?.responseCode).toBe('2');
    expect(await provider.getTransactionDetails(declined.response!.transId!)).toMatchObject({
      transactionStatus: 'declined',
      responseCode: 2,
      responseReasonDescription: 'This transaction has been declined.',
    });
    const avs = await payHostedForm(sim.url, await token(700), { zip: '46282' });
    expect(avs.response?.responseCode).toBe('2');
    // the provider says why: the billing ZIP does not match the card's (an AVS mismatch, reason 27)
    expect((await provider.getTransactionDetails(avs.response!.transId!))?.responseReasonDescription).toMatch(
      /^The transaction has been declined because of an AVS mismatch/,
    );
    const held = await payHostedForm(sim.url, await token(1013));
    expect(held.response?.responseCode).toBe('4');
    const sale = await payHostedForm(sim.url, await token(2800, 'authCaptureTransaction'));
    expect(await provider.getTransactionDetails(sale.response!.transId!)).toMatchObject({
      transactionStatus: 'capturedPendingSettlement',
      settleAmountCents: 2800,
    });
  });

  it('asks again for a bad card, expiry, code or ZIP; Cancel talks back through the communicator', async () => {
    const t = await token(900);
    for (const [card, message] of [
      [{ cardNumber: '4111111111111112' }, 'valid card number'],
      [{ expirationDate: '01/20' }, 'valid expiration date'],
      [{ cardCode: '1' }, 'valid card code'],
      [{ zip: 'abc' }, 'valid ZIP code'],
    ] as const) {
      const res = await payHostedForm(sim.url, t, card);
      expect(res.status).toBe(400);
      expect(res.html).toContain(message);
    }
    const cancel = await fetch(`${sim.url}/payment/pay`, {
      method: 'POST',
      body: new URLSearchParams({ token: t, action: 'cancel' }),
    });
    expect(await cancel.text()).toContain(`${communicatorUrl}?action=cancel`);
  });
});

describe('webhook signatures', () => {
  it('are HMAC-SHA512 of the raw body keyed with the key as text, compared case-insensitively', async () => {
    const { response } = await payHostedForm(sim.url, await token(1500));
    await sim.flushWebhooks();
    const sent = sim.delivered.find((d) => d.body.includes(response!.transId!));
    expect(sent).toBeDefined();
    const body = JSON.parse(sent!.body);
    expect(body).toMatchObject({
      eventType: 'net.authorize.payment.authorization.created',
      payload: { entityName: 'transaction', id: response!.transId, authAmount: 15 },
    });
    expect(sent!.signature).toMatch(/^sha512=[0-9A-F]{128}$/);
    expect(sent!.signature).toBe(webhookSignature(sent!.body, simKeys.signatureKey));
    expect(verifyWebhookSignature(sent!.body, sent!.signature, simKeys.signatureKey)).toBe(true);
    expect(verifyWebhookSignature(sent!.body, sent!.signature.toLowerCase(), simKeys.signatureKey)).toBe(true);
    expect(verifyWebhookSignature(`${sent!.body} `, sent!.signature, simKeys.signatureKey)).toBe(false);
    expect(verifyWebhookSignature(sent!.body, sent!.signature, 'another key')).toBe(false);
    expect(verifyWebhookSignature(sent!.body, undefined, simKeys.signatureKey)).toBe(false);
    expect(verifyWebhookSignature(sent!.body, 'sha512=zz', simKeys.signatureKey)).toBe(false);
  });
});
