// Axe on the screens and windows no other browser test checks (issue 21: "every screen and every modal"; the
// inventory is in docs/accessibility.md): the home page's slide, latest-news and transaction-report windows, the
// plat list, the Tax links and legal-description windows of the results, the flat-fee add-on windows, the e-file
// queue's Accept and Reject windows, the not-found page and the page of a report the county does not offer. Each
// window is opened with a click on its control, passes axe, closes with Escape and gives focus back to that
// control. One sign-in per role. What the test puts in the store (the flat-fee add-on options, a submitted filing)
// is taken out again in afterAll.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { filingItem } from '../../functions/src/data/app/efile.ts';
import { filingKey } from '../../functions/src/data/app/keys.ts';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putConfig } from '../../functions/src/platform/config.ts';
import type { Filing } from '../../shared/src/efile/types.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { keepConfig } from '../support/county-config.ts';
import { detailPane, field, openForm, resultRows, signIn, submitForResults } from '../support/search-flow.ts';

Object.assign(process.env, inject('stackEnv'));

const filingId = `a11y${Math.random().toString(36).slice(2, 10)}`;
const transactionNumber = `9${Math.floor(Math.random() * 1e8)}`;

afterAll(async () => {
  await db().send(new DeleteCommand({ TableName: tables.app, Key: filingKey('marianas', filingId) }));
});
const saved = keepConfig('lakewood', ['flatFee']);
const browser = useBrowser();

/**
 * Opens a window with a click on `opener`, runs axe on the window alone (the page under it is checked elsewhere),
 * then closes it with Escape and expects focus back on `opener`.
 */
async function checkWindow(page: Page, opener: Locator, window: Locator, what: string, ready?: Locator) {
  await opener.click();
  await (ready ?? window).waitFor();
  await checkOpenWindow(page, opener, window, what);
}

/** Opens a path inside the running SPA, as a link does (no reload of the app). */
async function go(page: Page, path: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function checkOpenWindow(page: Page, opener: Locator, window: Locator, what: string) {
  await expectAccessible(page, what, '[role=dialog], [role=alertdialog]');
  await page.keyboard.press('Escape');
  await window.waitFor({ state: 'detached' });
  expect(await opener.evaluate((el) => el === document.activeElement), `${what}: focus back on its opener`).toBe(true);
}

it('a title examiner: the home windows, the plat list, Tax links, legal description, no images on file and the not-found page', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

  const slide = dialog(/^Slide 1 of \d+$/);
  await checkWindow(
    page,
    page.getByRole('button', { name: 'Enlarge slide 1' }),
    slide,
    'slide window',
    slide.getByRole('img'),
  );
  const news = dialog('Latest News');
  await checkWindow(page, page.getByRole('button', { name: 'Expand latest news' }), news, 'latest news window');
  const report = dialog('Transaction Report');
  await checkWindow(page, page.getByRole('button', { name: 'Details' }), report, 'transaction report window');

  // a plat name that several plats hold opens the plat list from Submit
  await openForm(s, 'Plat');
  await field(page, 'Plat Name').fill('Deer Path');
  const plats = dialog('Select a Plat');
  await checkWindow(
    page,
    page.getByRole('button', { name: 'Submit' }),
    plats,
    'plat list window',
    plats.getByRole('button', { name: /DEER PATH/ }).first(),
  );

  // a document's Tax links (the demo documents carry parcel ids) and its legal description
  await openForm(s, 'Name');
  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
  await submitForResults(page);
  await resultRows(page).first().click();
  const pane = await detailPane(page, 'Document Details', 'Legal Description');
  const legal = dialog('Legal Description Details');
  await checkWindow(
    page,
    pane.getByRole('button', { name: 'Details' }),
    legal,
    'legal description window',
    legal.getByRole('table').first(),
  );
  // the oldest SMITH document is from before the demo's imaged years: the preview says it has no images on file
  const noImages = page.getByRole('dialog').filter({ hasText: 'This document does not have any images on file.' });
  await checkWindow(
    page,
    page.getByRole('button', { name: 'Image', exact: true }),
    noImages,
    'no images on file window',
  );
  // the newest SMITH document is recorded after 1975, so the demo gives it a parcel id
  const oldest = await resultRows(page).first().textContent();
  await page.getByRole('button', { name: 'ASC', exact: true }).click();
  await expect.poll(() => resultRows(page).first().textContent()).not.toBe(oldest);
  await resultRows(page).first().click();
  const tax = dialog('Links To Tax System');
  await checkWindow(
    page,
    page.getByRole('button', { name: 'Tax', exact: true }),
    tax,
    'tax links window',
    tax.getByRole('link').first(),
  );

  await go(page, '/no-such-page');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await expectAccessible(page, 'not-found page');
  await page.context().close();
});

it('a flat-fee account administrator: the add-on window and its confirmation', async () => {
  // the demo county offers no add-on: two are offered for this test
  const rates = [
    { option: true, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 5_000 },
    { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 20_000 },
  ];
  await putConfig('lakewood', 'flatFee', { ...saved('flatFee'), rates });
  const { page } = await signIn(browser.current, 'flatfee.admin');
  // the server reads configuration through a short cache: the SPA's own call, until it offers the options
  const offered = () =>
    page.evaluate(async () => {
      const res = await fetch('/api/flatFee/getAddOnOptions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
        body: '{}',
      });
      const body = (await res.json()) as { content?: { purchaseOptions: { flatFeeOptions: unknown } } };
      return !!body.content?.purchaseOptions.flatFeeOptions;
    });
  await expect.poll(offered).toBe(true);
  const opener = page.getByRole('button', { name: 'Purchase Images' });
  const addOn = page.getByRole('dialog', { name: 'Flat Fee Account Add On' });
  await opener.click();
  await addOn.getByRole('radio').first().waitFor();
  await checkOpenWindow(page, opener, addOn, 'flat fee add-on window');

  await opener.click();
  await addOn.getByRole('button', { name: 'Buy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Flat Fee Account Add On Confirmation' });
  await confirm.getByText(/You are purchasing/).waitFor();
  await checkOpenWindow(page, opener, confirm, 'flat fee add-on confirmation window');
  await page.context().close();
});

it('the county administrator: the e-file queue Accept and Reject windows (Reject with its field error), a report not offered', async () => {
  const now = new Date();
  const filing: Filing = {
    filingId,
    transactionNumber,
    efileType: 'LR',
    status: 'SUBMITTED',
    fileName: 'deed.pdf',
    contentType: 'application/pdf',
    name: 'Ana Reyes',
    email: 'ana.reyes@example.com',
    address1: 'PO Box 501',
    address2: '',
    city: 'Saipan',
    state: 'MP',
    zip: '96950',
    username: 'title.examiner',
    userId: 'a11y-filer',
    accountId: 'a11y-account',
    submittedAt: now.toISOString(),
    submittedDay: now.toISOString().slice(0, 10),
    paymentTransactionId: 'a11y-payment',
    numberOfPages: 2,
    firstPageCharge: 100,
    additionalPagesCharge: 25,
    surcharge: 0,
    totalCharge: 125,
  };
  await db().send(new PutCommand({ TableName: tables.app, Item: filingItem('marianas', filing) }));
  const { page, url } = await signIn(browser.current, 'county.admin', 'marianas');
  await page.goto(url('/controlPanel/efileQueue'));
  await page.getByRole('table', { name: 'E-filings' }).getByText(transactionNumber, { exact: true }).waitFor();

  const accept = page.getByRole('dialog', { name: 'Accept Filing' });
  await checkWindow(
    page,
    page.getByRole('button', { name: `Accept ${transactionNumber}` }),
    accept,
    'accept filing window',
  );

  const opener = page.getByRole('button', { name: `Reject ${transactionNumber}` });
  const reject = page.getByRole('dialog', { name: 'Reject Filing' });
  await opener.click();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await reject
    .getByLabel(/Reason/)
    .and(page.locator('[aria-invalid=true]'))
    .waitFor();
  await checkOpenWindow(page, opener, reject, 'reject filing window with its error');

  await go(page, '/reports/NoSuchReport');
  await page.getByText('This report is not offered.').waitFor();
  await expectAccessible(page, 'a report that is not offered');
  await page.context().close();
});
