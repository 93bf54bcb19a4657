// The image download flow in a real browser: buy pages 1 and 3-4 of a 5-page document and check the saved PDF
// holds exactly those three page images; then the insufficient-funds and no-buy-options branches.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import {
  newTestCounty,
  pageJpeg,
  pdfPageImages,
  pdfPageNumbers,
  putDocument,
  setAccount,
} from '../../functions/src/areas/imaging/__tests__/fixtures.ts';
import { getAccount } from '../../functions/src/data/app/accounts.ts';
import { screenshot, signedInPage, useBrowser } from '../support/browser.ts';

let county = '';

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  county = await newTestCounty('e2eimg');
});
const browser = useBrowser();

async function signIn(username: string) {
  const { page, context } = await signedInPage(browser.current, username, { county });
  return { page, context };
}

/** Opens the flow the way the search area's Image button does (through the imaging provider). */
async function openImage(page: Page, documentKey: string) {
  await page.evaluate((key) => {
    window.dispatchEvent(new CustomEvent('portal:open-image', { detail: { documentKey: key } }));
  }, documentKey);
}

it('buys pages 1 and 3-4 of a 5-page document and saves a PDF of exactly those pages', async () => {
  await setAccount(county, 'demo-title', { usageBalanceCents: 1000 });
  const doc = await putDocument(county, 5);
  const { page, context } = await signIn('title.examiner');
  await openImage(page, doc.documentKey);

  const preview = page.getByRole('dialog', { name: `Abstract document ${doc.documentNumber} has 5 page(s)` });
  await preview.waitFor();
  await expect.poll(() => preview.getByRole('checkbox').count()).toBe(5);
  expect(await preview.getByRole('navigation').count()).toBe(0);
  await screenshot(page, 'imaging-01-preview');

  // A page that does not exist is refused on leaving the box, with the spec's message.
  const pages = preview.getByLabel('Pages list');
  await pages.fill('1, 9');
  await pages.press('Tab');
  await preview.getByText('Document does not have a page 9.').waitFor();
  await screenshot(page, 'imaging-02-bad-page');

  await pages.fill('1, 3-4');
  await pages.press('Tab');
  await expect.poll(() => pages.inputValue()).toBe('1, 3, 4');
  const checked = async () => Promise.all((await preview.getByRole('checkbox').all()).map((c) => c.isChecked()));
  expect(await checked()).toEqual([true, false, true, true, false]);

  // The larger view: Keep Page adds page 2, then its checkbox takes it out again.
  await preview.getByRole('button', { name: 'Enlarge page 2' }).click();
  const large = page.getByRole('dialog', { name: 'Page 2' });
  await large.waitFor();
  await screenshot(page, 'imaging-03-larger-view');
  await large.getByRole('button', { name: 'Keep Page' }).click();
  await expect.poll(() => pages.inputValue()).toBe('1-4');
  await preview.getByRole('checkbox', { name: 'Page 2' }).uncheck();
  await expect.poll(() => pages.inputValue()).toBe('1, 3, 4');

  await preview.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: `Abstract document ${doc.documentNumber} Download` });
  await confirm.waitFor();
  const fees = confirm.getByRole('table', { name: 'Fees' });
  await expect.poll(() => fees.textContent()).toContain('$10.00');
  const text = await fees.textContent();
  expect(text).toContain('You are purchasing 3 pages');
  expect(text).toMatch(/First page\s*\$1\.00/);
  expect(text).toMatch(/Additional pages \(2 x \$0\.25\)\s*\$0\.50/);
  expect(text).toMatch(/Ending Balance\s*\$8\.50/);
  await screenshot(page, 'imaging-04-confirm');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: 'Buy and Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`A${doc.documentNumber}_pages_1_3_4.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(await pdfPageNumbers(pdf)).toEqual([1, 3, 4]);
  const embedded = await pdfPageImages(pdf);
  for (const [i, n] of [1, 3, 4].entries()) expect(Buffer.from(embedded[i]!).equals(await pageJpeg(n))).toBe(true);
  await confirm.waitFor({ state: 'detached' });
  expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(850);
  await context.close();
});

it('navigates a long document, recomputes after insufficient funds and says when there is no way to buy', async () => {
  await setAccount(county, 'demo-title', { usageBalanceCents: 500 });
  const doc = await putDocument(county, 12);
  const { page, context } = await signIn('title.examiner');
  await openImage(page, doc.documentKey);
  const preview = page.getByRole('dialog', { name: /has 12 page\(s\)$/ });
  await preview.waitFor();
  const nav = preview.getByRole('navigation', { name: 'Pages navigation' });
  const alert = page.getByRole('alertdialog');
  const expectAlert = async (message: string) => {
    await alert.getByText(message).waitFor();
    await alert.getByRole('button', { name: 'Close' }).last().click();
    await alert.waitFor({ state: 'detached' });
  };
  await nav.getByRole('button', { name: 'Prev 1' }).click();
  await expectAlert('Already at first page.');
  await nav.getByRole('button', { name: 'Next 5' }).click();
  await preview.getByText('Showing pages 6 to 10 of 12').waitFor();
  await nav.getByRole('button', { name: 'Last' }).click();
  await preview.getByText('Showing pages 8 to 12 of 12').waitFor();
  await nav.getByRole('button', { name: 'Next 5' }).click();
  await expectAlert('Already at last pages');
  await nav.getByLabel('Go to page').fill('13');
  await nav.getByRole('button', { name: 'Go' }).click();
  await expectAlert('Document does not have a page 13.');
  await screenshot(page, 'imaging-05-navigation');

  // The balance drops after the order was computed: paying says so and the order comes back recomputed.
  await preview.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: `Abstract document ${doc.documentNumber} Download` });
  await confirm.getByText('$3.75').waitFor();
  await setAccount(county, 'demo-title', { usageBalanceCents: 100 });
  await confirm.getByRole('button', { name: 'Buy and Download' }).click();
  await expectAlert('There are insufficient funds.');
  await confirm.getByText('Your escrow balance is not enough for this purchase.').waitFor();
  const ending = confirm.locator('[data-insufficient]');
  expect(await ending.textContent()).toBe('-$2.75');
  expect(await ending.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  expect(await ending.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  await screenshot(page, 'imaging-06-insufficient');
  // A user who may not reload the escrow account has no way to buy.
  await confirm.getByRole('button', { name: 'Buy and Download' }).click();
  await expectAlert('Buy options are not supported.');
  expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(100);

  // Back returns to the preview where the user was.
  await confirm.getByRole('button', { name: 'Back' }).click();
  await preview.getByText('Showing pages 8 to 12 of 12').waitFor();
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await preview.waitFor({ state: 'detached' });
  await context.close();
});
