// The local card-payment simulator (PAYMENTS.md 'The local simulator'): the Authorize.Net Accept Hosted protocol
// on the local server, so the same provider client and the same browser code run on a laptop, in CI and in tests.
//   POST {base}/xml/v1/request.api   the JSON API: getHostedPaymentPageRequest, getTransactionDetailsRequest,
//                                    createTransactionRequest (priorAuthCaptureTransaction, voidTransaction,
//                                    refundTransaction)
//   POST {base}/payment/payment      the hosted form for a token: card number, expiry, CVV, ZIP; Pay and Cancel
//   POST {base}/payment/pay          the form's submit: decides, then talks back through the merchant's iframe
//                                    communicator (action=transactResponse | cancel | resizeWindow)
// Test cards: 4111111111111111 approves, 4000000000000002 declines, billing ZIP 46282 declines, an amount ending
// in .13 is held for review. Each decision carries the provider's response reason (code and text), as
// getTransactionDetails reports it, so the portal can say why a card was declined. Every transaction is followed by a webhook signed like the provider's.
// Settlement, as the provider's nightly batch: settle() or POST {base}/test/settle (test hooks; the provider has no
// such call) turns capturedPendingSettlement into settledSuccessfully, refundPendingSettlement into
// refundSettledSuccessfully.
// As the provider does, a void is refused once settled, a refund before it, and refunds total at most the
// settled amount; a refund is a transaction of its own (refTransId: the charge) that getTransactionDetails reports.
// Transactions live in memory: a restart forgets them, as a sandbox account reset would.
// Faults (issue 28), set on `faults` by a test: API calls answered 503 before anything is done, or done and then
// never answered (the connection dropped: the merchant's timeout), each webhook sent twice, webhooks held back and
// sent late, or late and in reverse order (releaseWebhooks).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { webhookSignature } from '../../functions/src/platform/card-provider/webhook-signature.ts';

export interface SimulatorOptions {
  loginId: string;
  transactionKey: string;
  signatureKey: string;
  /** the path the simulator is mounted under, e.g. /local/anet (the form posts to {base}/payment/pay) */
  basePath: string;
  /** how a signed webhook reaches the merchant; default: POST to the communicator's origin /api/webhooks/authorizenet */
  deliverWebhook?: (body: string, signature: string, communicatorUrl: string) => Promise<void>;
  /** send webhooks at all (default true) */
  webhooks?: boolean;
}

interface TokenRecord {
  token: string;
  transactionType: 'authOnlyTransaction' | 'authCaptureTransaction';
  amountCents: number;
  invoiceNumber: string;
  description: string;
  refId: string;
  communicatorUrl: string;
  merchantName: string;
  buttonText: string;
  cardCodeRequired: boolean;
  createdAt: number;
  usedBy?: string;
}

export interface SimTransaction {
  transId: string;
  transactionType: string;
  transactionStatus: string;
  responseCode: number;
  /** the provider's response reason code and its text (e.g. 27, an AVS mismatch) */
  responseReasonCode: number;
  responseReasonDescription: string;
  authCode: string;
  authAmountCents: number;
  settleAmountCents: number;
  invoiceNumber: string;
  description: string;
  accountNumber: string;
  accountType: string;
  submitTimeUTC: string;
  zip: string;
  communicatorUrl: string;
  /** a refund's charge */
  refTransId?: string;
  /** on a charge: what its refunds add up to */
  refundedCents: number;
}

/** Faults the simulator plays (issue 28); counts go down as they are used. */
export interface SimulatorFaults {
  /** which API calls the counted faults apply to (default: every one), by request name */
  calls?: string[];
  /** the next N matching API calls answer HTTP 503, having done nothing */
  serverErrors?: number;
  /** the next N matching API calls are done, and the connection is dropped before the answer: a lost answer */
  lostAnswers?: number;
  /** each webhook is delivered twice */
  webhookTwice?: boolean;
  /** webhooks wait until releaseWebhooks() */
  holdWebhooks?: boolean;
}

const TOKEN_LIFETIME_MS = 15 * 60_000;
const knownSettings = new Set([
  'hostedPaymentReturnOptions',
  'hostedPaymentButtonOptions',
  'hostedPaymentIFrameCommunicatorUrl',
  'hostedPaymentOrderOptions',
  'hostedPaymentPaymentOptions',
  'hostedPaymentBillingAddressOptions',
  'hostedPaymentShippingAddressOptions',
  'hostedPaymentSecurityOptions',
  'hostedPaymentCustomerOptions',
  'hostedPaymentStyleOptions',
]);

export const testCards = { approve: '4111111111111111', decline: '4000000000000002', declineZip: '46282' } as const;

/** The provider's response reasons for the simulator's decisions (its published response reason codes). */
export const responseReasons = {
  approved: { code: 1, text: 'This transaction has been approved.' },
  declined: { code: 2, text: 'This transaction has been declined.' },
  avsMismatch: {
    code: 27,
    text: 'The transaction has been declined because of an AVS mismatch. The address provided does not match billing address of cardholder.',
  },
  held: { code: 252, text: 'Your order has been received. Thank you for your business!' },
} as const;

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const toCents = (text: unknown) =>
  typeof text === 'string' && /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
const ok = (code = 'I00001', text = 'Successful.') => ({ resultCode: 'Ok', message: [{ code, text }] });
const error = (code: string, text: string) => ({ resultCode: 'Error', message: [{ code, text }] });
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function createCardSimulator(options: SimulatorOptions) {
  const tokens = new Map<string, TokenRecord>();
  const transactions = new Map<string, SimTransaction>();
  const pending = new Set<Promise<unknown>>();
  const faults: SimulatorFaults = {};
  const held: Array<() => Promise<unknown>> = [];
  let nextTransId = 40_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const base = options.basePath.replace(/\/$/, '');

  const deliver =
    options.deliverWebhook ??
    (async (body: string, signature: string, communicatorUrl: string) => {
      await fetch(`${new URL(communicatorUrl).origin}/api/webhooks/authorizenet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-ANET-Signature': signature },
        body,
      });
    });

  function webhook(eventType: string, t: SimTransaction) {
    if (options.webhooks === false || !t.communicatorUrl) return;
    const body = JSON.stringify({
      notificationId: randomUUID(),
      eventType: `net.authorize.payment.${eventType}`,
      eventDate: new Date().toISOString(),
      webhookId: '5c3c1a6a-5e1f-4c0a-9d1e-0000000a0e70',
      payload: {
        responseCode: t.responseCode,
        authCode: t.authCode,
        avsResponse: 'Y',
        authAmount: Number(amount(t.authAmountCents)),
        invoiceNumber: t.invoiceNumber,
        entityName: 'transaction',
        id: t.transId,
      },
    });
    const send = () => {
      const once = () => deliver(body, webhookSignature(body, options.signatureKey), t.communicatorUrl);
      const sent = (faults.webhookTwice ? once().then(once) : once())
        .catch((err) => console.warn(`[card simulator] webhook not delivered: ${(err as Error).message}`))
        .finally(() => pending.delete(sent));
      pending.add(sent);
      return sent;
    };
    if (faults.holdWebhooks) held.push(send);
    else send();
  }

  /** Takes the next counted fault of `kind` for an API call named `name`, if one is left. */
  function takeFault(kind: 'serverErrors' | 'lostAnswers', name: string): boolean {
    if (!faults[kind] || (faults.calls && !faults.calls.includes(name))) return false;
    faults[kind] -= 1;
    return true;
  }

  function api(request: Record<string, unknown>) {
    const [name, body] = Object.entries(request)[0] ?? ['', {}];
    const b = (body ?? {}) as Record<string, unknown>;
    const auth = (b.merchantAuthentication ?? {}) as Record<string, unknown>;
    if (auth.name !== options.loginId || auth.transactionKey !== options.transactionKey) {
      return { messages: error('E00007', 'User authentication failed due to invalid authentication values.') };
    }
    if (name === 'getHostedPaymentPageRequest') return hostedPaymentPage(b);
    if (name === 'getTransactionDetailsRequest') {
      const t = transactions.get(String(b.transId ?? ''));
      if (!t) return { messages: error('E00040', 'The record cannot be found.') };
      return {
        transaction: {
          transId: t.transId,
          submitTimeUTC: t.submitTimeUTC,
          transactionType: t.transactionType,
          transactionStatus: t.transactionStatus,
          responseCode: t.responseCode,
          responseReasonCode: t.responseReasonCode,
          responseReasonDescription: t.responseReasonDescription,
          authCode: t.authCode,
          ...(t.refTransId ? { refTransId: t.refTransId } : {}),
          avsResponse: t.responseReasonCode === responseReasons.avsMismatch.code ? 'N' : 'Y',
          order: { invoiceNumber: t.invoiceNumber, description: t.description },
          authAmount: Number(amount(t.authAmountCents)),
          settleAmount: Number(amount(t.settleAmountCents)),
          payment: { creditCard: { cardNumber: t.accountNumber, expirationDate: 'XXXX', cardType: t.accountType } },
          billTo: { zip: t.zip },
        },
        messages: ok(),
      };
    }
    if (name === 'createTransactionRequest') return createTransaction(b);
    return { messages: error('E00003', `The element '${name}' is not supported by the simulator.`) };
  }

  function hostedPaymentPage(b: Record<string, unknown>) {
    const tr = (b.transactionRequest ?? {}) as Record<string, unknown>;
    const type = tr.transactionType;
    if (type !== 'authOnlyTransaction' && type !== 'authCaptureTransaction') {
      return { messages: error('E00003', 'The transactionType is not valid for a hosted payment page.') };
    }
    const cents = toCents(tr.amount);
    if (!(cents > 0)) return { messages: error('E00027', 'The amount is invalid.') };
    const settings: Record<string, Record<string, unknown>> = {};
    const list = ((b.hostedPaymentSettings as Record<string, unknown> | undefined)?.setting ?? []) as Array<{
      settingName: string;
      settingValue: string;
    }>;
    for (const s of list) {
      if (!knownSettings.has(s.settingName)) {
        return { messages: error('E00013', `${s.settingName} is not a valid setting name.`) };
      }
      try {
        settings[s.settingName] = JSON.parse(s.settingValue) as Record<string, unknown>;
      } catch {
        return { messages: error('E00013', `The value of ${s.settingName} is not valid JSON.`) };
      }
    }
    const order = (tr.order ?? {}) as Record<string, unknown>;
    const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    tokens.set(token, {
      token,
      transactionType: type,
      amountCents: cents,
      invoiceNumber: String(order.invoiceNumber ?? '').slice(0, 20),
      description: String(order.description ?? ''),
      refId: String(b.refId ?? ''),
      communicatorUrl: String(settings.hostedPaymentIFrameCommunicatorUrl?.url ?? ''),
      merchantName: String(settings.hostedPaymentOrderOptions?.merchantName ?? ''),
      buttonText: String(settings.hostedPaymentButtonOptions?.text ?? 'Pay'),
      cardCodeRequired: settings.hostedPaymentPaymentOptions?.cardCodeRequired !== false,
      createdAt: Date.now(),
    });
    return { token, messages: ok() };
  }

  function createTransaction(b: Record<string, unknown>) {
    const tr = (b.transactionRequest ?? {}) as Record<string, unknown>;
    const t = transactions.get(String(tr.refTransId ?? ''));
    const fail = (errorCode: string, errorText: string) => ({
      transactionResponse: {
        responseCode: '3',
        authCode: '',
        transId: '0',
        refTransID: String(tr.refTransId ?? ''),
        errors: [{ errorCode, errorText }],
      },
      messages: error('E00027', 'The transaction was unsuccessful.'),
    });
    const done = (x: SimTransaction) => ({
      transactionResponse: {
        responseCode: '1',
        authCode: x.authCode,
        transId: x.transId,
        refTransID: x.refTransId ?? x.transId,
        accountNumber: x.accountNumber,
        accountType: x.accountType,
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      messages: ok(),
    });
    if (!t) return fail('16', 'The transaction cannot be found.');
    if (tr.transactionType === 'priorAuthCaptureTransaction') {
      if (t.transactionStatus === 'voided') return fail('310', 'This transaction has already been voided.');
      if (t.transactionStatus !== 'authorizedPendingCapture') {
        return fail('311', 'This transaction has already been captured.');
      }
      const cents = tr.amount === undefined ? t.authAmountCents : toCents(tr.amount);
      if (!(cents > 0)) return fail('5', 'A valid amount is required.');
      if (cents > t.authAmountCents) {
        return fail('47', 'The amount requested for settlement cannot be greater than the original amount authorized.');
      }
      t.settleAmountCents = cents;
      t.transactionStatus = 'capturedPendingSettlement';
      webhook('priorAuthCapture.created', t);
      return done(t);
    }
    if (tr.transactionType === 'voidTransaction') {
      if (t.transactionStatus === 'voided') return fail('310', 'This transaction has already been voided.');
      const voidable = ['authorizedPendingCapture', 'capturedPendingSettlement', 'refundPendingSettlement'];
      if (!voidable.includes(t.transactionStatus)) return fail('16', 'The transaction cannot be found.');
      // A voided refund gives its amount back to what the charge may still refund.
      const charge = t.refTransId ? transactions.get(t.refTransId) : undefined;
      if (charge) charge.refundedCents -= t.settleAmountCents;
      t.transactionStatus = 'voided';
      t.settleAmountCents = 0;
      webhook('void.created', t);
      return done(t);
    }
    if (tr.transactionType === 'refundTransaction') return refund(t, tr, fail, done);
    return fail('3', `The simulator does not process ${String(tr.transactionType)}.`);
  }

  function refund<F, D>(
    t: SimTransaction,
    tr: Record<string, unknown>,
    fail: (code: string, text: string) => F,
    done: (x: SimTransaction) => D,
  ): F | D {
    if (t.transactionStatus !== 'settledSuccessfully') {
      return fail('54', 'The referenced transaction does not meet the criteria for issuing a credit.');
    }
    const card = ((tr.payment as Record<string, unknown> | undefined)?.creditCard ?? {}) as Record<string, unknown>;
    const last4 = String(card.cardNumber ?? '').slice(-4);
    if (last4.length !== 4 || last4 !== t.accountNumber.slice(-4) || !card.expirationDate) {
      return fail('6', 'The credit card number is invalid.');
    }
    const cents = toCents(tr.amount);
    if (!(cents > 0)) return fail('5', 'A valid amount is required.');
    if (t.refundedCents + cents > t.settleAmountCents) {
      return fail('55', 'The sum of credits against the referenced transaction would exceed original debit amount.');
    }
    nextTransId += 1;
    const r: SimTransaction = {
      ...t,
      transId: String(nextTransId),
      transactionType: 'refundTransaction',
      transactionStatus: 'refundPendingSettlement',
      responseCode: 1,
      responseReasonCode: responseReasons.approved.code,
      responseReasonDescription: responseReasons.approved.text,
      authCode: '',
      authAmountCents: cents,
      settleAmountCents: cents,
      submitTimeUTC: new Date().toISOString(),
      refTransId: t.transId,
      refundedCents: 0,
    };
    transactions.set(r.transId, r);
    t.refundedCents += cents;
    webhook('refund.created', r);
    return done(r);
  }

  /** The nightly batch (a test hook): settles the given transactions, or every unsettled one. */
  function settle(...transIds: string[]) {
    const settled = {
      capturedPendingSettlement: 'settledSuccessfully',
      refundPendingSettlement: 'refundSettledSuccessfully',
    };
    for (const t of transIds.length ? transIds.map((id) => transactions.get(id)) : transactions.values()) {
      const next = t && settled[t.transactionStatus as keyof typeof settled];
      if (t && next) t.transactionStatus = next;
    }
  }

  /** The decision on a submitted card, or the message to show on the form. */
  function pay(
    record: TokenRecord,
    card: { cardNumber: string; expirationDate: string; cardCode: string; zip: string },
  ) {
    const number = card.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(number) || !luhn(number)) return { message: 'Please enter a valid card number.' };
    const exp = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(card.expirationDate.trim());
    const month = Number(exp?.[1]);
    const year = exp?.[2]?.length === 2 ? 2000 + Number(exp[2]) : Number(exp?.[2]);
    const now = new Date();
    if (!exp || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      return { message: 'Please enter a valid expiration date (MM/YY).' };
    }
    if (record.cardCodeRequired && !/^\d{3,4}$/.test(card.cardCode.trim())) {
      return { message: 'Please enter a valid card code.' };
    }
    const zip = card.zip.trim();
    if (!/^\d{5}(-\d{4})?$/.test(zip)) return { message: 'Please enter a valid ZIP code.' };
    const zipDeclined = zip.startsWith(testCards.declineZip);
    const declined = number === testCards.decline || zipDeclined;
    const held = !declined && record.amountCents % 100 === 13;
    const reason = zipDeclined
      ? responseReasons.avsMismatch
      : declined
        ? responseReasons.declined
        : held
          ? responseReasons.held
          : responseReasons.approved;
    const authOnly = record.transactionType === 'authOnlyTransaction';
    nextTransId += 1;
    const t: SimTransaction = {
      transId: String(nextTransId),
      transactionType: record.transactionType,
      transactionStatus: declined
        ? 'declined'
        : held
          ? authOnly
            ? 'FDSAuthorizedPendingReview'
            : 'FDSPendingReview'
          : authOnly
            ? 'authorizedPendingCapture'
            : 'capturedPendingSettlement',
      responseCode: declined ? 2 : held ? 4 : 1,
      responseReasonCode: reason.code,
      responseReasonDescription: reason.text,
      authCode: declined ? '000000' : Math.random().toString(36).slice(2, 8).toUpperCase(),
      authAmountCents: record.amountCents,
      settleAmountCents: declined || authOnly ? 0 : record.amountCents,
      invoiceNumber: record.invoiceNumber,
      description: record.description,
      accountNumber: `XXXX${number.slice(-4)}`,
      accountType: number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'MasterCard' : 'Discover',
      submitTimeUTC: new Date().toISOString(),
      zip,
      communicatorUrl: record.communicatorUrl,
      refundedCents: 0,
    };
    transactions.set(t.transId, t);
    // A declined card may try again with the same token; an approved or held one has used it.
    if (!declined) record.usedBy = t.transId;
    if (held) webhook('fraud.held', t);
    else if (!declined) webhook(authOnly ? 'authorization.created' : 'authcapture.created', t);
    return {
      transaction: t,
      response: {
        accountType: t.accountType,
        accountNumber: t.accountNumber,
        transId: t.transId,
        responseCode: String(t.responseCode),
        authorization: t.authCode,
        merchantName: record.merchantName,
        totalAmount: amount(record.amountCents),
        dateTime: new Date().toLocaleString('en-US'),
        orderInvoiceNumber: record.invoiceNumber,
        orderDescription: record.description,
        billTo: { zip },
        ...(record.refId ? { refId: record.refId } : {}),
      },
    };
  }

  const communicatorFrame = (record: TokenRecord, query: string) =>
    record.communicatorUrl
      ? `<iframe title="communicator" style="display:none" src="${escapeHtml(`${record.communicatorUrl}?${query}`)}"></iframe>`
      : '';

  function formPage(record: TokenRecord, message = '', values: Record<string, string> = {}) {
    const v = (k: string) => escapeHtml(values[k] ?? '');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment (simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1e293b;background:#f8fafc}
.card{max-width:420px;margin:0 auto;background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:16px}
h1{font-size:16px;margin:0 0 4px}.order{font-size:14px;color:#475569;margin-bottom:12px}
label{display:block;font-size:13px;margin-top:8px}input{width:100%;box-sizing:border-box;padding:6px;border:1px solid #94a3b8;border-radius:4px;font-size:14px}
.row{display:flex;gap:8px}.row label{flex:1}.error{color:#b91c1c;font-size:13px;margin:8px 0}
.buttons{display:flex;gap:8px;margin-top:14px}button{padding:8px 16px;border-radius:4px;border:1px solid #1d4ed8;font-size:14px;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}.note{font-size:11px;color:#64748b;margin-top:12px}
</style></head><body><div class="card">
<h1>${escapeHtml(record.merchantName || 'Payment')}</h1>
<div class="order">${escapeHtml(record.description)}<br>Amount: <strong data-amount>$${amount(record.amountCents)}</strong></div>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${base}/payment/pay">
<input type="hidden" name="token" value="${escapeHtml(record.token)}">
<label>Card Number<input name="cardNumber" autocomplete="cc-number" inputmode="numeric" value="${v('cardNumber')}"></label>
<div class="row"><label>Expiration (MM/YY)<input name="expirationDate" placeholder="MM/YY" value="${v('expirationDate')}"></label>
<label>Card Code<input name="cardCode" inputmode="numeric" value="${v('cardCode')}"></label></div>
<label>ZIP Code<input name="zip" inputmode="numeric" value="${v('zip')}"></label>
<div class="buttons"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(record.buttonText)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>
<p class="note">Local simulator. Test cards: ${testCards.approve} approves, ${testCards.decline} declines; ZIP ${testCards.declineZip} declines; an amount ending in .13 is held for review.</p>
</div>${communicatorFrame(record, 'action=resizeWindow&width=460&height=480')}</body></html>`;
  }

  const messagePage = (text: string, frame: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment (simulator)</title></head>` +
    `<body style="font-family:system-ui,sans-serif;padding:16px"><p>${escapeHtml(text)}</p>${frame}</body></html>`;

  const app = new Hono();
  app.post('/xml/v1/request.api', async (c) => {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse((await c.req.text()).replace(/^\uFEFF/, '')) as Record<string, unknown>;
    } catch {
      return c.json({ messages: error('E00002', 'The content-type specified is not supported.') });
    }
    const name = Object.keys(request)[0] ?? '';
    if (takeFault('serverErrors', name)) return c.text('Service Unavailable (simulated fault)', 503);
    const answer = api(request);
    if (takeFault('lostAnswers', name)) {
      // done, but the merchant never hears: the socket is closed under the request (a timeout, sooner)
      (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
      return c.text('', 504);
    }
    // Like the provider, the answer starts with a byte order mark.
    return c.body(`\uFEFF${JSON.stringify(answer)}`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  // The nightly batch for tests of another process (the browser suite); not the provider's: it has no such call.
  app.post('/test/settle', async (c) => {
    const { transIds = [] } = (await c.req.json().catch(() => ({}))) as { transIds?: string[] };
    settle(...transIds);
    return c.json({ settled: transIds.length ? transIds : 'all' });
  });
  const showForm = async (token: string) => {
    const record = tokens.get(token);
    if (!record || Date.now() - record.createdAt > TOKEN_LIFETIME_MS) {
      return messagePage('Your session has expired or is invalid. Please close this window and try again.', '');
    }
    if (record.usedBy) return messagePage('This payment has already been submitted.', '');
    return formPage(record);
  };
  app.post('/payment/payment', async (c) => c.html(await showForm(String((await c.req.parseBody()).token ?? ''))));
  app.get('/payment/payment', async (c) => c.html(await showForm(c.req.query('token') ?? '')));
  app.post('/payment/pay', async (c) => {
    const form = await c.req.parseBody();
    const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
    const record = tokens.get(field('token'));
    if (!record || Date.now() - record.createdAt > TOKEN_LIFETIME_MS) {
      return c.html(messagePage('Your session has expired or is invalid.', ''), 400);
    }
    if (field('action') === 'cancel') {
      return c.html(messagePage('Payment cancelled.', communicatorFrame(record, 'action=cancel')));
    }
    if (record.usedBy) return c.html(messagePage('This payment has already been submitted.', ''), 409);
    const values = {
      cardNumber: field('cardNumber'),
      expirationDate: field('expirationDate'),
      cardCode: field('cardCode'),
      zip: field('zip'),
    };
    const result = pay(record, values);
    if ('message' in result) return c.html(formPage(record, result.message, values), 400);
    const query = `action=transactResponse&response=${encodeURIComponent(JSON.stringify(result.response))}`;
    const text =
      result.transaction.responseCode === 1
        ? 'Thank you. Your payment was approved.'
        : result.transaction.responseCode === 4
          ? 'Your payment is being reviewed.'
          : 'Your card was declined.';
    return c.html(
      `${messagePage(text, communicatorFrame(record, query))}<script type="application/json" id="transactResponse">${JSON.stringify(result.response).replace(/</g, '\\u003c')}</script>`,
    );
  });

  return {
    app,
    transactions,
    tokens,
    settle,
    faults,
    /** sends the webhooks held back (late), in the order they were made or the reverse (out of order) */
    async releaseWebhooks({ reverse = false } = {}) {
      const due = held.splice(0);
      for (const send of reverse ? due.reverse() : due) await send();
    },
    /** waits for the webhooks sent so far to be delivered */
    async flushWebhooks() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type CardSimulator = ReturnType<typeof createCardSimulator>;
