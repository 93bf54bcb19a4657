// Card payments in a real browser against the real server and the card simulator: a card customer's name search
// asks for the price list, the simulator's hosted form in the 500 px frame authorizes the card, the header shows
// the preauthorization and the search is resent to its results, its fee drawn from the header's balance; the account
// administrator adds $25.00 to escrow from the header and the balance rises by exactly that. A declined card is
// card-decline.test.ts.
import { readGroup } from '@portal/shared/config/groups';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { getAccount } from '../../functions/src/data/app/accounts.ts';
import { findUserByUsername } from '../../functions/src/data/app/users.ts';
import { putConfig } from '../../functions/src/platform/config.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { closeCardAuthorization, signIn } from '../support/search-flow.ts';

const COUNTY = 'lakewood';

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  // Card payers pay $1.50 a name search (the credit-card alternate rates); nobody else pays more than before.
  await putConfig(
    COUNTY,
    'creditCard',
    readGroup('creditCard', { applyAlternateRates: true, searchByNameCreditCard: 150, documentDetailsCreditCard: 25 }),
  );
});
const browser = useBrowser();

/** What the server now prices a card payer's search at (it reads a changed configuration within CONFIG_CACHE_MS). */
async function cardPrice(page: Page, item: string): Promise<number | undefined> {
  return page.evaluate(async (wanted) => {
    const res = await fetch('/api/creditcard/searchPrices', { credentials: 'include' });
    const { content } = (await res.json()) as { content?: { prices: Array<{ item: string; cents: number }> } };
    return content?.prices.find((p) => p.item === wanted)?.cents;
  }, item);
}

async function searchSmithToPriceList(page: Page, url: (p: string) => string) {
  await page.goto(url('/search/searchByName'));
  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
  await page.getByRole('button', { name: 'Submit' }).click();
  const priceList = page.getByRole('dialog', { name: 'Price List' });
  await priceList.waitFor();
  return priceList;
}

/** Fills the simulator's hosted form inside the card frame and pays. */
async function payInFrame(page: Page, cardNumber: string) {
  const form = page.frameLocator('iframe[title="Card payment"]');
  await form.getByLabel('Card Number').fill(cardNumber);
  await form.getByLabel('Expiration (MM/YY)').fill('12/39');
  await form.getByLabel('Card Code').fill('123');
  await form.getByLabel('ZIP Code').fill('56401');
  return form;
}

it('a card customer sees the price list, authorizes a card in the frame and gets the search results', async () => {
  const { page, url } = await signIn(browser.current, 'card.customer');
  // The alternate rates written in beforeAll are what the server charges before the search is made.
  await expect.poll(() => cardPrice(page, 'searchByName')).toBe(150);
  await closeCardAuthorization(page);
  const priceList = await searchSmithToPriceList(page, url);
  const balance = page.getByTestId('usage-balance');
  // No preauthorization open: nothing to draw on.
  await expect.poll(() => balance.textContent()).toBe('Card authorization: $0.00 left');
  const prices = priceList.getByRole('table', { name: 'Credit card prices' });
  await expect.poll(() => prices.textContent()).toMatch(/Name search\s*\$1\.50/);
  expect(await prices.textContent()).toMatch(/Document details\s*\$0\.25/);
  await priceList.getByText('Continue to preauthorize $50.00 on your card.', { exact: false }).waitFor();
  await screenshot(page, 'payments-01-price-list');

  await priceList.getByRole('button', { name: 'Continue' }).click();
  const cardWindow = page.getByRole('dialog', { name: 'Credit Card Authorization' });
  await cardWindow.waitFor();
  const frame = cardWindow.locator('iframe[title="Card payment"]');
  expect((await frame.boundingBox())?.height).toBe(500);
  const form = await payInFrame(page, '4111111111111111');
  await expect.poll(() => form.locator('[data-amount]').textContent()).toBe('$50.00');
  await screenshot(page, 'payments-02-card-frame');
  await form.locator('button.pay').click();

  await page.getByText('Authorization successful').waitFor();
  await expect.poll(() => balance.textContent()).toBe('Card authorization: $50.00 left');
  await screenshot(page, 'payments-03-authorized');
  await page.waitForURL(/\/search\/SearchResults$/);
  const shown = page.getByText(/Displaying Results: 1-10 of \d+/);
  await shown.waitFor();
  expect(await page.locator('tbody tr').first().textContent()).toMatch(/SMITH/);
  expect(await page.getByRole('dialog').count()).toBe(0);
  // The $1.50 name search was drawn from the preauthorization.
  await expect.poll(() => balance.textContent()).toBe('Card authorization: $48.50 left');
  await screenshot(page, 'payments-04-results');
});

it('the account administrator adds $25.00 to escrow from the header and the balance rises by exactly that', async () => {
  const { page } = await signIn(browser.current, 'account.admin');
  const balance = page.getByTestId('usage-balance');
  const dollars = async () => Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));
  await expect.poll(() => balance.textContent()).toMatch(/Usage balance: \$/);
  const before = await dollars();
  const accountId = (await findUserByUsername(COUNTY, 'account.admin'))!.accountId;
  const centsBefore = (await getAccount(COUNTY, accountId))!.usageBalanceCents;
  expect(Math.round(before * 100)).toBe(centsBefore);

  await page.getByRole('button', { name: 'Add Money' }).click();
  const amountWindow = page.getByRole('dialog', { name: 'Escrow Deposit' });
  const amount = amountWindow.getByLabel('Deposit Amount');
  expect(await amount.inputValue()).toBe('0');
  await amountWindow.getByRole('button', { name: 'Continue' }).click();
  await amountWindow.getByText('Amount must be greater than zero').waitFor();
  await amount.fill('25.00');
  await amountWindow.getByText(/Total charged to your card\s*\$25\.00/).waitFor();
  await screenshot(page, 'payments-06-escrow-amount');
  await amountWindow.getByRole('button', { name: 'Continue' }).click();

  const cardWindow = page.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
  await cardWindow.waitFor();
  const form = await payInFrame(page, '4111111111111111');
  await expect.poll(() => form.locator('[data-amount]').textContent()).toBe('$25.00');
  await screenshot(page, 'payments-07-escrow-card');
  await form.locator('button.pay').click();

  await cardWindow.waitFor({ state: 'detached' });
  await expect.poll(dollars).toBe(before + 25);
  expect((await getAccount(COUNTY, accountId))!.usageBalanceCents).toBe(centsBefore + 2500);
  await screenshot(page, 'payments-08-escrow-done');
});
