// A refund the card provider refused, in the E-file Queue: a filing is paid and submitted through the API, its
// charge settles (the simulator's batch) and is refunded in the provider's console, so the rejection's refund is
// refused; the queue shows the refund owed, and Retry refund (once the console refund is voided) refunds it.
import type { Filing } from '@portal/shared/efile/types';
import { beforeAll, expect, inject, it } from 'vitest';
import { pdfOf, uploadFile } from '../../functions/src/areas/efile/__tests__/fixtures.ts';
import { payHostedForm } from '../../functions/src/areas/payments/__tests__/fixtures.ts';
import { AuthorizeNetProvider } from '../../functions/src/platform/card-provider/authorize-net.ts';
import { SIMULATOR_BASE, simulatorCredentials } from '../../scripts/local/simulator-env.ts';
import { TestClient } from '../support/api-client.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseUrl, signedInPage, useBrowser } from '../support/browser.ts';

const COUNTY = 'marianas';
let sim = '';
let provider: AuthorizeNetProvider;
beforeAll(async () => {
  sim = `${baseUrl()}${SIMULATOR_BASE}`;
  // The API calls made here reach the server's simulator, as the server's own calls do.
  Object.assign(process.env, inject('stackEnv'), {
    ANET_API_URL: `${sim}/xml/v1/request.api`,
    ANET_API_LOGIN_ID: simulatorCredentials.loginId,
    ANET_TRANSACTION_KEY: simulatorCredentials.transactionKey,
    ANET_SIGNATURE_KEY: simulatorCredentials.signatureKey,
  });
  provider = new AuthorizeNetProvider({ apiUrl: process.env.ANET_API_URL!, ...simulatorCredentials });
});
const browser = useBrowser();

it('shows a refused refund as owed in the E-file Queue; Retry refund refunds it', async () => {
  const filer = new TestClient(COUNTY);
  await filer.login('title.examiner');
  const checked = await uploadFile(filer, await pdfOf(1));
  const total = checked.body.content!.totalCharge;
  const capture = await filer.post<{ tokenResults: { token: string } }>('creditcard/efileCapture', {
    imageId: checked.imageId,
  });
  const transId = (await payHostedForm(sim, capture.body.content!.tokenResults.token)).response!.transId!;
  const filed = await filer.post<{ transactionNumber: string }>('efile/submission', {
    imageId: checked.imageId,
    efileType: 'LR',
    name: 'Casey Nguyen',
    email: 'refund.e2e@example.com',
    address1: '1 Beach Road',
    address2: '',
    city: 'Saipan',
    state: 'MP',
    zip: '96950',
    acknowledged: true,
    paymentTransactionId: transId,
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  const number = filed.body.content!.transactionNumber;
  expect(
    (await fetch(`${sim}/test/settle`, { method: 'POST', body: JSON.stringify({ transIds: [transId] }) })).ok,
  ).toBe(true);
  const consoleRefund = await provider.refund(transId, total, '1111');
  expect(consoleRefund.ok).toBe(true);
  const clerk = new TestClient(COUNTY);
  await clerk.login('county.admin');
  const rejected = await clerk.post<Filing>('efile/queue/reject', { filingId: checked.imageId, reason: 'Unsigned.' });
  expect(rejected.body.message).toMatch(/^The filing was rejected, but the card refund failed: /);

  const { page, url } = await signedInPage(browser.current, 'county.admin', { county: COUNTY });
  await page.goto(url('/controlPanel/efileQueue'));
  await page.getByLabel('Status').selectOption('REJECTED');
  const table = page.getByRole('table', { name: 'E-filings' });
  await table
    .getByText(/^Refund owed: The sum of credits/)
    .first()
    .waitFor();
  await expectAccessible(page, 'E-file Queue with a refund owed');

  expect((await provider.void(consoleRefund.transId)).ok).toBe(true);
  await page.getByRole('button', { name: `Retry refund ${number}` }).click();
  await page.getByText(`The card charge of filing ${number} was refunded.`).waitFor();
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect.poll(() => page.getByRole('button', { name: `Retry refund ${number}` }).count()).toBe(0);
});
