// The refund of a rejected e-filing against the card simulator's settlement: before the batch settles the charge is
// voided (filing.test.ts), after it the filing's total is refunded to the same card, once; a refund the provider
// refuses leaves the rejection standing and the refund owed on the filing, with nothing in the ledger, until Retry
// refund succeeds, once even when two clerks click it together.
import { efileMessages } from '@portal/shared/efile/messages';
import type { Filing } from '@portal/shared/efile/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorizeNetProvider } from '#src/platform/card-provider/authorize-net.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { auditOf, payHostedForm, type SimulatorHandle, simKeys } from '../../payments/__tests__/fixtures.ts';
import { efileCardCounty, filerContact } from './card-county.ts';
import { pdfOf, uploadFile } from './fixtures.ts';

let county = '';
let sim: SimulatorHandle;
let filer: TestClient;
let clerk: TestClient;
let provider: AuthorizeNetProvider;

beforeAll(async () => {
  ({ county, sim, filer, clerk } = await efileCardCounty('efile-refund', { acknowledgement: false }));
  provider = new AuthorizeNetProvider({
    apiUrl: `${sim.url}/xml/v1/request.api`,
    loginId: simKeys.loginId,
    transactionKey: simKeys.transactionKey,
  });
});
afterAll(async () => {
  await sim?.flushWebhooks();
  await sim?.close();
});

/** A paid, submitted 2-page filing ($8.00 with the surcharge), its charge settled by the provider's batch. */
async function settledFiling() {
  const checked = await uploadFile(filer, await pdfOf(2));
  const capture = await filer.post<{ tokenResults: { token: string } }>('creditcard/efileCapture', {
    imageId: checked.imageId,
  });
  const paid = await payHostedForm(sim.url, capture.body.content!.tokenResults.token);
  const transId = paid.response!.transId!;
  const res = await filer.post<{ transactionNumber: string }>('efile/submission', {
    imageId: checked.imageId,
    efileType: 'LR',
    ...filerContact,
    email: `refund.${county}@example.com`,
    paymentTransactionId: transId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  sim.sim.settle(transId);
  expect(sim.sim.transactions.get(transId)?.transactionStatus).toBe('settledSuccessfully');
  return { filingId: checked.imageId, transId, number: res.body.content!.transactionNumber };
}

const refundsOf = (transId: string) => [...sim.sim.transactions.values()].filter((t) => t.refTransId === transId);
const ledgerRefunds = async (number: string) =>
  (await auditOf(county, 'demo-title-examiner')).filter(
    (e) => e.type === 'EFILE_REFUND' && String(e.info).includes(number),
  );

describe('the simulator, as the provider', () => {
  it('refunds only a settled charge, to its card, up to its amount; voids only before settlement', async () => {
    const token = await provider.getHostedPaymentPageToken({
      transactionType: 'authCaptureTransaction',
      amountCents: 1000,
      invoiceNumber: `R${Date.now()}`.slice(0, 20),
      description: 'Refund protocol',
      communicatorUrl: '',
    });
    const transId = (await payHostedForm(sim.url, token)).response!.transId!;
    expect(await provider.refund(transId, 1000, '1111')).toMatchObject({ ok: false, errorCode: '54' });
    sim.sim.settle();
    expect(await provider.void(transId)).toMatchObject({ ok: false, errorCode: '16' });
    expect(await provider.refund(transId, 400, '4242')).toMatchObject({ ok: false, errorCode: '6' });
    const part = await provider.refund(transId, 400, '1111');
    expect(part.ok).toBe(true);
    expect(await provider.refund(transId, 601, '1111')).toMatchObject({ ok: false, errorCode: '55' });
    expect(await provider.getTransactionDetails(part.transId)).toMatchObject({
      transactionType: 'refundTransaction',
      transactionStatus: 'refundPendingSettlement',
      settleAmountCents: 400,
      accountNumber: 'XXXX1111',
    });
    expect((await provider.getTransactionDetails(transId))?.transactionStatus).toBe('settledSuccessfully');
  });
});

describe('rejecting after the charge settled', () => {
  it('refunds the filing’s total to the same card, once, and records it once', async () => {
    const f = await settledFiling();
    const rejected = await clerk.post<Filing>('efile/queue/reject', { filingId: f.filingId, reason: 'Illegible.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(`Filing ${f.number} was rejected.`);
    const [refund] = refundsOf(f.transId);
    expect(refund).toMatchObject({
      transactionType: 'refundTransaction',
      transactionStatus: 'refundPendingSettlement',
      settleAmountCents: 800,
      accountNumber: 'XXXX1111',
    });
    expect(rejected.body.content).toMatchObject({ status: 'REJECTED', refundTransactionId: refund!.transId });
    expect(rejected.body.content!.refundError).toBeUndefined();

    expect((await clerk.post('efile/queue/reject', { filingId: f.filingId, reason: 'Again.' })).status).toBe(409);
    const retry = await clerk.post('efile/queue/retryRefund', { filingId: f.filingId });
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(efileMessages.noRefundOwed);
    expect(refundsOf(f.transId)).toHaveLength(1);
    expect((await ledgerRefunds(f.number)).map((e) => e.amountCents)).toEqual([800]);
  });
});

describe('a refund the provider refuses', () => {
  it('leaves the rejection standing and the refund owed, writes no ledger entry; Retry refund refunds once', async () => {
    const f = await settledFiling();
    // Someone refunded the charge in the provider's console: nothing is left to refund.
    const console = await provider.refund(f.transId, 800, '1111');
    expect(console.ok).toBe(true);

    const rejected = await clerk.post<Filing>('efile/queue/reject', { filingId: f.filingId, reason: 'Unsigned.' });
    expect(rejected.status).toBe(200);
    const providerText = 'The sum of credits against the referenced transaction would exceed original debit amount.';
    expect(rejected.body.message).toBe(
      `The filing was rejected, but the card refund failed: ${providerText.slice(0, -1)}. Refund it in the card provider's console.`,
    );
    expect(rejected.body.content).toMatchObject({ status: 'REJECTED', refundError: providerText });
    const listed = (await clerk.get<Filing[]>('efile/queue?status=REJECTED')).body.content!;
    expect(listed.find((x) => x.filingId === f.filingId)).toMatchObject({ refundError: providerText });
    expect(await ledgerRefunds(f.number)).toEqual([]);

    // The console refund is voided after all: the refund is possible again, and two clicks refund once.
    expect((await provider.void(console.transId)).ok).toBe(true);
    const clicks = await Promise.all([
      clerk.post<Filing>('efile/queue/retryRefund', { filingId: f.filingId }),
      clerk.post<Filing>('efile/queue/retryRefund', { filingId: f.filingId }),
    ]);
    expect(clicks.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = clicks.find((r) => r.status === 200)!;
    expect(done.body.message).toBe(efileMessages.refunded(f.number));
    expect(done.body.content!.refundError).toBeUndefined();
    const live = refundsOf(f.transId).filter((t) => t.transactionStatus !== 'voided');
    expect(live).toHaveLength(1);
    expect(done.body.content!.refundTransactionId).toBe(live[0]!.transId);
    expect((await ledgerRefunds(f.number)).map((e) => e.amountCents)).toEqual([800]);
    const after = (await clerk.get<Filing[]>('efile/queue?status=REJECTED')).body.content!;
    expect(after.find((x) => x.filingId === f.filingId)?.refundError).toBeUndefined();
  });
});
