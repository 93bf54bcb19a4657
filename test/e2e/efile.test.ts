// E-filing in a real browser on the Marianas demo county (e-file on, acknowledgement required): a user fills
// /efile from the profile autofill, ticks the acknowledgement, uploads a real 2-page PDF straight to the uploads
// bucket, sees the server's page count and charges in 'Continue to Payment?', pays in the simulator's card frame,
// reads the success text and gets the confirmation mail; then the county administrator accepts the filing in the
// control panel's E-file Queue. A visitor who is not signed in is told to sign in.
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { lastMailText, newPage, screenshot, signedInPage, useBrowser } from '../support/browser.ts';

const COUNTY = 'marianas';
beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
});
const browser = useBrowser();

async function signIn(username: string): Promise<{ page: Page; url: (p: string) => string }> {
  const { page, url } = await signedInPage(browser.current, username, { county: COUNTY });
  return { page, url };
}

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const n of [1, 2]) doc.addPage([612, 792]).drawText(`Warranty deed, page ${n}`, { x: 72, y: 700 });
  return Buffer.from(await doc.save());
}

let transactionNumber = '';

it('files a document with the autofill, the acknowledgement and the simulator card', async () => {
  const { page, url } = await signIn('title.examiner');
  await page.goto(url('/efile'));
  await page.getByRole('heading', { name: 'Electronic Filing' }).waitFor();
  expect(await page.getByLabel('Document Type').inputValue()).toBe('LR');
  expect(await page.getByLabel(/^State/).inputValue()).toBe('MP');
  await page.getByLabel('Use my profile for the contact details').check();
  await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe('Sam Olson');
  const email = await page.getByLabel(/^Email/).inputValue();
  expect(email).toMatch(/@/);
  await page
    .getByLabel(/Document \(PDF or TIFF\)/)
    .setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Please read and select the checkbox to acknowledge.').waitFor();
  await page.getByText('I confirm this document is ready to record.').waitFor();
  await expectAccessible(page, '/efile form');
  await screenshot(page, 'efile-01-form');
  await page.getByLabel('I acknowledge the statement above.').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Continue to Payment?' });
  await confirm.waitFor();
  expect(await confirm.textContent()).toMatch(/Number of pages\s*2/);
  expect(await confirm.textContent()).toMatch(/Total\s*\$1\.25/);
  await page.getByText('Number of pages: 2').waitFor();
  await expectAccessible(page, 'Continue to Payment?');
  await screenshot(page, 'efile-02-charges');
  await confirm.getByRole('button', { name: 'Yes' }).click();

  const cardWindow = page.getByRole('dialog', { name: 'Credit Card Payment For E File' });
  const form = page.frameLocator('iframe[title="Card payment"]');
  const payWith = async (cardNumber: string) => {
    await cardWindow.waitFor();
    await form.getByLabel('Card Number').fill(cardNumber);
    await form.getByLabel('Expiration (MM/YY)').fill('12/39');
    await form.getByLabel('Card Code').fill('123');
    await form.getByLabel('ZIP Code').fill('96950');
    await expect.poll(() => form.locator('[data-amount]').textContent()).toBe('$1.25');
    await form.locator('button.pay').click();
  };
  // the simulator's declining card: the provider's reason, and another card for the same upload
  await payWith('4000000000000002');
  const declined = page.getByRole('alertdialog', { name: 'Card declined' });
  await declined.getByText('This transaction has been declined.').waitFor();
  await expectAccessible(page, 'e-file card declined');
  await screenshot(page, 'efile-03-declined');
  await declined.getByRole('button', { name: 'Try another card' }).click();
  await payWith('4111111111111111');

  const success = page.getByText(
    /^Transaction \d+ was successfully submitted\. {2}Check your email for a confirmation\.$/,
  );
  await success.waitFor();
  transactionNumber = /Transaction (\d+)/.exec((await success.textContent()) ?? '')?.[1] ?? '';
  expect(transactionNumber).not.toBe('');
  await screenshot(page, 'efile-04-submitted');
  await page.getByRole('button', { name: 'Close' }).last().click();
  expect(await page.getByLabel(/^Name/).inputValue()).toBe('');
  await expect.poll(() => lastMailText(email)).toContain(`Transaction number: ${transactionNumber}`);
  const mail = await lastMailText(email);
  expect(mail).toContain('Pages: 2');
  expect(mail).toContain('Amount charged: $1.25');
});

it('the county administrator accepts the filing from the E-file Queue', async () => {
  const { page, url } = await signIn('county.admin');
  await page.goto(url('/controlPanel/efileQueue'));
  const table = page.getByRole('table', { name: 'E-filings' });
  await table.waitFor();
  await table.getByText(transactionNumber, { exact: true }).waitFor();
  await expectAccessible(page, 'E-file Queue');
  await screenshot(page, 'efile-05-queue');
  await page.getByRole('button', { name: `Accept ${transactionNumber}` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept Filing' });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await page.getByText(new RegExp(`Filing ${transactionNumber} was accepted as document E\\d{7}\\.`)).waitFor();
  await screenshot(page, 'efile-06-accepted');
});

it('tells a visitor who is not signed in to sign in', async () => {
  const { page, url } = await newPage(browser.current, { county: COUNTY });
  await page.goto(url('/efile'));
  await page.getByText('Please sign in to file a document electronically.').waitFor();
  expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  await expectAccessible(page, '/efile for a visitor');
});
