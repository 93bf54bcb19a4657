// Issue 18, the search forms in a real browser against the Lakewood demo county ($1.00 a search): a paying user
// (escrow, card) reads the price on the form before submitting and county staff read none; a form says when its
// fields hold the last search's values, and after Clear a new search sends only what the form shows (no second
// name with AND, no page number left from before). Screenshots: test-results/e2e/forms-*.png.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import {
  field,
  openForm,
  type Session,
  signIn,
  submit,
  submitForResults,
  waitForResults,
} from '../support/search-flow.ts';

const browser = useBrowser();

const price = 'This search costs $1.00, charged even when nothing is found.';
const earlierValues =
  'The fields hold the values of an earlier search. Check each one, or Clear them all to start afresh.';

/** Submits and returns the criteria the browser posted to search/{call}. */
async function submitAndRead(page: Page, call: string): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/search/${call}`));
  await submit(page);
  return (await request).postDataJSON() as Record<string, unknown>;
}

/** Back from the results to the form the search came from. */
async function backToForm(s: Session, heading: string): Promise<void> {
  await s.page.getByRole('link', { name: 'Back to the search form' }).click();
  await s.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

it('an escrow user reads the price on the form, and Clear leaves no second name or page number behind', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  await openForm(s, 'Name');
  await page.getByText(price).waitFor();
  expect(await page.getByText(earlierValues).count()).toBe(0);
  const first = page.getByRole('group', { name: 'First Name Set' });
  const second = page.getByRole('group', { name: 'Second Name Set' });
  await field(first, 'Last Name').fill('Smith');
  await field(second, 'Last Name').fill('Zyxwv');
  await page.getByRole('radio', { name: 'AND', exact: true }).check();
  await expectAccessible(page, 'name form with its price');
  await screenshot(page, 'forms-01-name-price-escrow');
  const narrowed = await submitAndRead(page, 'searchByName');
  expect(narrowed).toMatchObject({ lastName1: 'Smith', lastName2: 'Zyxwv', andOr: 'AND' });
  await page.getByText('No Records Found.').waitFor();

  // the form opened again holds the last search, and says so
  await openForm(s, 'Address');
  await openForm(s, 'Name');
  await page.getByText(earlierValues).waitFor();
  expect(await field(second, 'Last Name').inputValue()).toBe('Zyxwv');
  await screenshot(page, 'forms-02-name-earlier-values');
  await page.getByRole('button', { name: 'Clear' }).click();
  expect(await page.getByText(earlierValues).count()).toBe(0);
  expect(await field(second, 'Last Name').inputValue()).toBe('');
  expect(await page.getByRole('radio', { name: 'OR', exact: true }).isChecked()).toBe(true);
  await field(first, 'Last Name').fill('Smith');
  const sent = await submitAndRead(page, 'searchByName');
  expect(sent).toMatchObject({ lastName1: 'Smith', lastName2: '', firstName2: '', andOr: 'OR' });
  expect(await waitForResults(page)).toBe(34);

  await openForm(s, 'Book and Page');
  await page.getByText(price).waitFor();
  await field(page, 'Book').fill('200');
  await field(page, 'Page').fill('1');
  expect(await submitForResults(page)).toBe(1);
  await backToForm(s, 'Search by Book and Page');
  expect(await field(page, 'Page').inputValue()).toBe('1');
  await page.getByRole('button', { name: 'Clear' }).click();
  expect(await field(page, 'Page').inputValue()).toBe('');
  await field(page, 'Book').fill('200');
  expect(await submitAndRead(page, 'searchByBookAndPage')).toEqual({ book: '200', page: '', bookType: '' });
  // the whole book now, not the one page the last search asked for
  expect(await waitForResults(page)).toBeGreaterThan(1);
  await page.context().close();
});

it('a card payer reads the price on the form; county staff, who search free, read none', async () => {
  const card = await signIn(browser.current, 'card.customer');
  // a card payer's price is the county's card rate, which the payments tests change: read it from the server
  const cardPrices: Array<{ item: string; cents: number }> = [];
  card.page.on('response', async (r) => {
    if (!r.url().endsWith('/api/search/codeLists')) return;
    const content = ((await r.json()) as { content: { prices?: Array<{ item: string; cents: number }> } }).content;
    cardPrices.push(...(content.prices ?? []));
  });
  await openForm(card, 'Name');
  await expect.poll(() => cardPrices.some((p) => p.item === 'searchByName')).toBe(true);
  const cents = cardPrices.find((p) => p.item === 'searchByName')?.cents ?? 0;
  expect(cents).toBeGreaterThan(0);
  await card.page
    .getByText(`This search costs $${(cents / 100).toFixed(2)}, charged even when nothing is found.`)
    .waitFor();
  await expectAccessible(card.page, 'name form with its price, card payer');
  await screenshot(card.page, 'forms-03-name-price-card');
  await card.page.context().close();

  const staff = await signIn(browser.current, 'county.admin');
  // the form reads search/codeLists twice (its code lists, the user's prices): both answered, a price would show
  const answers: Array<{ prices?: unknown[] }> = [];
  staff.page.on('response', async (r) => {
    if (r.url().endsWith('/api/search/codeLists')) answers.push(((await r.json()) as { content: object }).content);
  });
  await openForm(staff, 'Name');
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
  expect(answers.every((a) => Array.isArray(a.prices) && a.prices.length === 0)).toBe(true);
  await staff.page.getByRole('button', { name: 'Submit' }).waitFor();
  expect(await staff.page.getByText(/This search costs/).count()).toBe(0);
  await screenshot(staff.page, 'forms-04-name-no-price-staff');
  await staff.page.context().close();
});
