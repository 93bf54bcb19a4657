// Faults in the payments money paths (issue 13 'Keep it tested'): DynamoDB failing part way (throttled, a
// cancelled transaction) and the card provider failing, in the escrow deposit, the card preauthorization, its
// capture and its void. Each answer is a clear 4xx or 503 with a message; nothing is charged for nothing, nothing
// is lost (the same call again completes it), and every charge and release is in the audit log exactly once.
// Only the fault is injected: every other call goes to the real local stack and the card simulator.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Envelope } from '@portal/shared/api/envelope';
import { paymentMessages } from '@portal/shared/payments/messages';
import type { CardAuthorization, InitiatedDeposit } from '@portal/shared/payments/responses';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { getCurrentPreauth } from '#src/data/app/payments.ts';
import { db } from '#src/data/dynamo/client.ts';
import { type CardProvider, cardProvider, setCardProvider } from '#src/platform/card-provider/index.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { chargeFee } from '../charge.ts';
import { auditOf, cardUser, payHostedForm, type SimulatorHandle, startSimulator } from './fixtures.ts';

let county = '';
let sim: SimulatorHandle;
let admin: TestClient;
let card: TestClient;

beforeAll(async () => {
  county = await newTestCounty('pay-fault', {
    common: { publicUrl: 'http://localhost:3000' },
    creditCardExtra: { maxAmount: 2000 },
  });
  sim = await startSimulator(county);
  admin = new TestClient(county);
  await admin.login('account.admin');
  card = new TestClient(county);
  await card.login('card.customer');
  return () => sim.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  setCardProvider(undefined);
});

const busy = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput (injected)'), {
    name: 'ProvisionedThroughputExceededException',
    $retryable: { throttling: true },
  });
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled (injected)',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

/** The next `times` TransactWrites (money events) fail with `error`; every other call reaches the real stack. */
function failTransactions(error: () => Error, times = 1) {
  const client = db() as unknown as { send: (cmd: unknown) => Promise<unknown> };
  const real = client.send.bind(client);
  let left = times;
  vi.spyOn(client, 'send').mockImplementation(async (cmd) => {
    if (left > 0 && cmd instanceof TransactWriteCommand) {
      left -= 1;
      throw error();
    }
    return real(cmd);
  });
}

/** The card provider with one kind of call failing `times` as a network failure would; the rest is the simulator. */
function providerFailing(method: keyof CardProvider, times = 1) {
  const real = cardProvider();
  let left = times;
  const once =
    <A extends unknown[], R>(call: (...a: A) => Promise<R>, name: keyof CardProvider) =>
    (...a: A): Promise<R> => {
      if (name === method && left > 0) {
        left -= 1;
        return Promise.reject(new TypeError('fetch failed (injected)'));
      }
      return call(...a);
    };
  setCardProvider({
    getHostedPaymentPageToken: once((r) => real.getHostedPaymentPageToken(r), 'getHostedPaymentPageToken'),
    getTransactionDetails: once((id) => real.getTransactionDetails(id), 'getTransactionDetails'),
    capture: once((id, cents) => real.capture(id, cents), 'capture'),
    void: once((id) => real.void(id), 'void'),
    refund: once((id, cents, last4) => real.refund(id, cents, last4), 'refund'),
  });
}

/** The audit log of a user: transaction type and amount (the card amount for captures and releases). */
async function audit(userId: string) {
  return (await auditOf(county, userId)).map((i) => `${i.type} ${i.amountCents ?? i.cardAmountCents}`).sort();
}

function expectClearRefusal(res: { status: number; body: Envelope }, status: number, message: RegExp | string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe('ERROR');
  expect(res.body.message).toMatch(message);
}

const balance = async () => (await getAccount(county, 'demo-title'))?.usageBalanceCents;

/**
 * Starts a deposit and pays it on the hosted form with `fault` in place: the simulator's signed webhook, sent when
 * the form is paid, meets the fault first (and is answered 5xx, so the provider would send it again).
 */
async function paidDeposit(amount: string, fault: () => void) {
  const init = await admin.post<InitiatedDeposit>('escrowDeposit/initiateDeposit', { amount });
  expect(init.status).toBe(200);
  fault();
  const { response } = await payHostedForm(sim.url, init.body.content!.tokenResults.token);
  await sim.flushWebhooks();
  expect(sim.delivered.at(-1)?.status).toBe(503);
  return response!;
}

describe('escrow deposit', () => {
  it('the provider down when the deposit starts: 503, nothing recorded', async () => {
    const before = await audit('demo-account-admin');
    providerFailing('getHostedPaymentPageToken');
    const res = await admin.post('escrowDeposit/initiateDeposit', { amount: '25.00' });
    expectClearRefusal(res, 503, paymentMessages.providerDown);
    expect(await audit('demo-account-admin')).toEqual(before);
  });

  it('DynamoDB throttled while crediting a paid deposit: 503, balance unchanged; the same report again credits it once', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const before = await audit('demo-account-admin');
    const response = await paidDeposit('25.00', () => failTransactions(busy, 2));
    expectClearRefusal(await admin.post('escrowDeposit/completeDeposit', response), 503, /try again/);
    expect(await balance()).toBe(1000);
    vi.restoreAllMocks();
    expect((await admin.post('escrowDeposit/completeDeposit', response)).status).toBe(200);
    expect((await admin.post('escrowDeposit/completeDeposit', response)).status).toBe(200);
    expect(await balance()).toBe(3500);
    expect(await audit('demo-account-admin')).toEqual([...before, 'ESCROW_DEPOSIT 2500'].sort());
  });

  it('a transaction cancelled for throttling part way: 503; one cancelled by a failed condition: 409; neither credits', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const response = await paidDeposit('30.00', () =>
      failTransactions(() => cancelled(['None', 'ThrottlingError', 'None', 'None']), 2),
    );
    expectClearRefusal(await admin.post('escrowDeposit/completeDeposit', response), 503, /try again/);
    vi.restoreAllMocks();
    // the payment record's condition refuses (it was completed with another transaction meanwhile)
    failTransactions(() => cancelled(['None', 'None', 'None', 'ConditionalCheckFailed']));
    expectClearRefusal(
      await admin.post('escrowDeposit/completeDeposit', response),
      409,
      paymentMessages.otherTransaction,
    );
    expect(await balance()).toBe(1000);
    vi.restoreAllMocks();
    expect((await admin.post('escrowDeposit/completeDeposit', response)).status).toBe(200);
    expect(await balance()).toBe(4000);
  });

  it('the provider down when the deposit is confirmed: 503, nothing credited; then credited once', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
    const response = await paidDeposit('12.00', () => providerFailing('getTransactionDetails', 2));
    expectClearRefusal(await admin.post('escrowDeposit/completeDeposit', response), 503, paymentMessages.providerDown);
    expect(await balance()).toBe(1000);
    expect((await admin.post('escrowDeposit/completeDeposit', response)).status).toBe(200);
    expect(await balance()).toBe(2200);
  });
});

describe('card preauthorization, capture and void', () => {
  /** A preauthorization paid on the hosted form; with `fault`, in place before the provider's webhook arrives. */
  async function authorized(fault?: () => void) {
    const auth = await card.post<CardAuthorization>('creditcard/authorize');
    expect(auth.status).toBe(200);
    fault?.();
    const { response } = await payHostedForm(sim.url, auth.body.content!.token);
    await sim.flushWebhooks();
    if (fault) expect(sim.delivered.at(-1)?.status).toBe(503);
    return response!;
  }
  const charge = (key: string) =>
    getAccount(county, 'demo-card').then((account) =>
      chargeFee({
        county,
        user: cardUser,
        account,
        fee: { cents: 150, lines: [] },
        transactionType: 'SEARCH',
        idempotencyKey: key,
        info: 'fault test search',
      }),
    );

  it('DynamoDB throttled while granting: 503 and no preauthorization; the same report again grants it once', async () => {
    const response = await authorized(() => failTransactions(busy, 2));
    expectClearRefusal(await card.post('creditcard/authorizationResponse', response), 503, /try again/);
    expect((await getCurrentPreauth(county, cardUser.userId))?.transId).not.toBe(response.transId);
    vi.restoreAllMocks();
    const granted = await card.post<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', response);
    expect(granted.body.content?.authorizationOkay).toBe(true);
    expect(await getCurrentPreauth(county, cardUser.userId)).toMatchObject({
      transId: response.transId,
      status: 'OPEN',
    });
    await card.post('creditcard/closeAuthorization');
  });

  it('the provider failing the capture: 503, nothing recorded; closing again captures once and releases the rest', async () => {
    const response = await authorized();
    await card.post('creditcard/authorizationResponse', response);
    expect((await charge(`fault-capture-${response.transId}`)).outcome).toBe('PAID');
    const before = await audit(cardUser.userId);
    providerFailing('capture');
    expectClearRefusal(await card.post('creditcard/closeAuthorization'), 503, paymentMessages.providerDown);
    expect(await audit(cardUser.userId)).toEqual(before);
    expect(sim.sim.transactions.get(String(response.transId))?.transactionStatus).toBe('authorizedPendingCapture');
    // no charge draws on a preauthorization being closed
    expect((await charge(`fault-capture-2-${response.transId}`)).outcome).toBe('PAYMENT_NEEDED');

    const closed = await card.post<{ closed: unknown[] }>('creditcard/closeAuthorization');
    expect(closed.body.content?.closed).toEqual([{ transId: response.transId, capturedCents: 150, voidedCents: 1850 }]);
    expect(sim.sim.transactions.get(String(response.transId))?.settleAmountCents).toBe(150);
    expect(await audit(cardUser.userId)).toEqual([...before, 'CC_CAPTURE 150', 'CC_VOID 1850'].sort());
  });

  it('captured at the provider, then DynamoDB throttled: 503; closing again records the capture once, captures nothing more', async () => {
    const response = await authorized();
    await card.post('creditcard/authorizationResponse', response);
    await charge(`fault-record-${response.transId}`);
    const before = await audit(cardUser.userId);
    failTransactions(busy);
    expectClearRefusal(await card.post('creditcard/closeAuthorization'), 503, /try again/);
    expect(sim.sim.transactions.get(String(response.transId))?.transactionStatus).toBe('capturedPendingSettlement');
    vi.restoreAllMocks();
    expect((await card.post('creditcard/closeAuthorization')).status).toBe(200);
    expect(await getCurrentPreauth(county, cardUser.userId)).toMatchObject({ status: 'CLOSED', capturedCents: 150 });
    expect(sim.sim.transactions.get(String(response.transId))?.settleAmountCents).toBe(150);
    expect(await audit(cardUser.userId)).toEqual([...before, 'CC_CAPTURE 150', 'CC_VOID 1850'].sort());
  });

  it('the provider failing the void of an unspent one: 503; closing again voids it once', async () => {
    const response = await authorized();
    await card.post('creditcard/authorizationResponse', response);
    const before = await audit(cardUser.userId);
    providerFailing('void');
    expectClearRefusal(await card.post('creditcard/closeAuthorization'), 503, paymentMessages.providerDown);
    expect(sim.sim.transactions.get(String(response.transId))?.transactionStatus).toBe('authorizedPendingCapture');
    expect((await card.post('creditcard/closeAuthorization')).status).toBe(200);
    expect(sim.sim.transactions.get(String(response.transId))?.transactionStatus).toBe('voided');
    expect(await audit(cardUser.userId)).toEqual([...before, 'CC_VOID 2000'].sort());
  });
});
