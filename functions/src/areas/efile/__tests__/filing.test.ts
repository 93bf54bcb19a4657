// E-filing end to end against the local stack and the card simulator: the card is asked for what the server
// priced; the submission files once (replay, double-click), never on a declined, forged or foreign transaction;
// the confirmation mail; the county's queue (filters, file link, accept, reject with a refund), permissions and
// another county's session.
import { efileMessages } from '@portal/shared/efile/messages';
import type { Filing } from '@portal/shared/efile/types';
import { DECLINED_CARD_FIELD } from '@portal/shared/payments/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseReasons, testCards } from '../../../../../scripts/local/card-simulator.ts';
import { mailTo, TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { auditOf, payHostedForm, type SimulatorHandle } from '../../payments/__tests__/fixtures.ts';
import { efileCardCounty, filerContact } from './card-county.ts';
import { pdfOf, uploadFile } from './fixtures.ts';

let county = '';
let sim: SimulatorHandle;
let filer: TestClient;
let clerk: TestClient;

beforeAll(async () => {
  ({ county, sim, filer, clerk } = await efileCardCounty('efile-pay', {
    acknowledgement: true,
    acknowledgementStatement: 'I confirm.',
  }));
});
afterAll(async () => {
  await sim?.flushWebhooks();
  await sim?.close();
});

let mailCount = 0;
const email = () => `filer${++mailCount}.${county}@example.com`;

/** Uploads a PDF, starts the payment and pays the hosted form; answers what the browser would hold. */
async function paidUpload(pages = 3, card = {}) {
  const checked = await uploadFile(filer, await pdfOf(pages));
  expect(checked.status).toBe(200);
  const capture = await filer.post<{ tokenResults: { token: string }; amountCents: number }>(
    'creditcard/efileCapture',
    {
      imageId: checked.imageId,
      amount: 1,
    },
  );
  expect(capture.status).toBe(200);
  const paid = await payHostedForm(sim.url, capture.body.content!.tokenResults.token, card);
  return { imageId: checked.imageId, charges: checked.body.content!, capture: capture.body.content!, paid };
}

const submission = (imageId: string, transId: string, to: string) => ({
  imageId,
  efileType: 'LR',
  ...filerContact,
  email: to,
  acknowledged: true,
  paymentTransactionId: transId,
});

describe('payment and submission', () => {
  it('charges what the server priced, files once, mails a confirmation, audits the charge', async () => {
    const { imageId, charges, capture, paid } = await paidUpload(3);
    expect(capture.amountCents).toBe(900);
    expect(charges.totalCharge).toBe(900);
    const transId = paid.response!.transId!;
    const confirmed = await filer.post('creditcard/efileAuthAndCaptureResponse', paid.response);
    expect(confirmed.status).toBe(200);
    const to = email();
    const [first, second] = await Promise.all([
      filer.post<{ transactionNumber: string }>('efile/submission', submission(imageId, transId, to)),
      filer.post<{ transactionNumber: string }>('efile/submission', submission(imageId, transId, to)),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const number = first.body.content!.transactionNumber;
    expect(second.body.content!.transactionNumber).toBe(number);
    expect(first.body.message).toBe(
      `Transaction ${number} was successfully submitted.  Check your email for a confirmation.`,
    );
    const replay = await filer.post('efile/submission', submission(imageId, transId, to));
    expect(replay.body.content).toEqual({ transactionNumber: number });

    const mails = await mailTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toContain(`Transaction number: ${number}`);
    expect(mails[0]!.body.text).toContain('Pages: 3');
    expect(mails[0]!.body.text).toContain('Amount charged: $9.00');

    const charged = (await auditOf(county, 'demo-title-examiner')).filter((e) => e.type === 'EFILE');
    expect(charged.map((e) => e.amountCents)).toEqual([900]);
  });

  it('needs the acknowledgement when the county requires it', async () => {
    const { imageId, paid } = await paidUpload(1);
    const res = await filer.post('efile/submission', {
      ...submission(imageId, paid.response!.transId!, email()),
      acknowledged: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(efileMessages.acknowledge);
  });

  it('a declined card files nothing', async () => {
    const { imageId, paid } = await paidUpload(1, { cardNumber: testCards.decline });
    const transId = paid.response!.transId!;
    const refused = await filer.post('creditcard/efileAuthAndCaptureResponse', paid.response);
    expect(refused.status).toBe(409);
    // the provider's reason, for the page's 'Card declined' window and its Try again
    expect(refused.body.errors).toEqual({ [DECLINED_CARD_FIELD]: responseReasons.declined.text });
    const res = await filer.post('efile/submission', submission(imageId, transId, email()));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(efileMessages.declined);
    const list = await clerk.get<Filing[]>('efile/queue');
    expect(list.body.content!.some((f) => f.filingId === imageId)).toBe(false);

    // another card for the same upload (the page's Try another card) pays and files it
    const again = await filer.post<{ tokenResults: { token: string } }>('creditcard/efileCapture', { imageId });
    expect(again.status).toBe(200);
    const repaid = await payHostedForm(sim.url, again.body.content!.tokenResults.token, {});
    const confirmed = await filer.post('creditcard/efileAuthAndCaptureResponse', repaid.response);
    expect(confirmed.status).toBe(200);
    const filed = await filer.post('efile/submission', submission(imageId, repaid.response!.transId!, email()));
    expect(filed.status).toBe(200);
  });

  it('refuses a forged transaction, another upload’s payment and another user’s payment', async () => {
    const a = await paidUpload(1);
    const forged = await filer.post('efile/submission', submission(a.imageId, '99999999', email()));
    expect(forged.status).toBe(400);
    // the payment of upload a used to file upload b
    const b = await uploadFile(filer, await pdfOf(1));
    const crossed = await filer.post('efile/submission', submission(b.imageId, a.paid.response!.transId!, email()));
    expect(crossed.status).toBeGreaterThanOrEqual(400);
    expect(crossed.status).toBeLessThan(500);
    // another user presenting this user's transaction
    const other = new TestClient(county);
    await other.login('card.customer');
    const theirs = await other.post('efile/submission', submission(a.imageId, a.paid.response!.transId!, email()));
    expect(theirs.status).toBeGreaterThanOrEqual(400);
    expect(theirs.status).toBeLessThan(500);
  });

  it('a session of another county is refused', async () => {
    const other = await newTestCounty('efile-other', { efile: { efile: true } });
    const res = await filer.inCounty(other).post('efile/uploadUrl', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 100,
    });
    expect(res.status).toBe(401);
  });
});

describe('the county queue', () => {
  async function filed(pages = 2) {
    const { imageId, paid } = await paidUpload(pages);
    const to = email();
    const res = await filer.post<{ transactionNumber: string }>(
      'efile/submission',
      submission(imageId, paid.response!.transId!, to),
    );
    expect(res.status).toBe(200);
    return { filingId: imageId, to, transId: paid.response!.transId!, number: res.body.content!.transactionNumber };
  }

  it('lists submissions by status and date, links the file, accepts with the next document number', async () => {
    const f = await filed();
    const pending = await clerk.get<Filing[]>('efile/queue?status=SUBMITTED');
    expect(pending.body.content!.map((x) => x.filingId)).toContain(f.filingId);
    const day = pending.body.content!.find((x) => x.filingId === f.filingId)!.submittedDay;
    const thatDay = await clerk.get<Filing[]>(`efile/queue?fromDate=${day}&toDate=${day}`);
    expect(thatDay.body.content!.map((x) => x.filingId)).toContain(f.filingId);
    const none = await clerk.get<Filing[]>('efile/queue?fromDate=2000-01-01&toDate=2000-01-02');
    expect(none.body.content).toEqual([]);
    const file = await clerk.post<{ url: string }>('efile/queue/file', { filingId: f.filingId });
    const pdf = await fetch(file.body.content!.url);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const accepted = await clerk.post<Filing>('efile/queue/accept', { filingId: f.filingId });
    expect(accepted.status).toBe(200);
    expect(accepted.body.content).toMatchObject({
      status: 'ACCEPTED',
      documentNumber: expect.stringMatching(/^E\d{7}$/),
    });
    expect(accepted.body.content!.recordingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await clerk.post('efile/queue/reject', { filingId: f.filingId, reason: 'late' });
    expect(again.status).toBe(409);
    const mails = await mailTo(f.to);
    expect(mails.at(-1)!.body.text).toContain(`Document number: ${accepted.body.content!.documentNumber}`);
    const acceptedList = await clerk.get<Filing[]>('efile/queue?status=ACCEPTED');
    expect(acceptedList.body.content!.map((x) => x.filingId)).toContain(f.filingId);
  });

  it('rejects with a reason, refunds the card through the provider, mails the filer', async () => {
    const f = await filed(1);
    expect((await clerk.post('efile/queue/reject', { filingId: f.filingId, reason: '' })).status).toBe(400);
    const rejected = await clerk.post<Filing>('efile/queue/reject', { filingId: f.filingId, reason: 'Not notarized.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.content).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not notarized.' });
    expect(rejected.body.content!.refundTransactionId).toBeTruthy();
    expect(sim.sim.transactions.get(f.transId)?.transactionStatus).toBe('voided');
    const text = (await mailTo(f.to)).at(-1)!.body.text ?? '';
    expect(text).toContain('Reason: Not notarized.');
    expect(text).toContain('refunded to your card');
    const refunds = (await auditOf(county, 'demo-title-examiner')).filter((e) => e.type === 'EFILE_REFUND');
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    const decisions = (await auditOf(county, 'demo-county-admin')).map((e) => e.type);
    expect(decisions).toEqual(expect.arrayContaining(['EFILE_ACCEPT', 'EFILE_REJECT']));
  });

  it('is for county staff only', async () => {
    expect((await filer.get('efile/queue')).status).toBe(403);
    expect((await new TestClient(county).get('efile/queue')).status).toBe(401);
  });
});
