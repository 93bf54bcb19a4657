// A declined card in a real browser against the real server and the card simulator (issue 18): the card window has
// one Cancel, the provider form's; a card the provider declines says it was declined, with the provider's reason,
// instead of the support message, and 'Try another card' opens a fresh form where an approved card authorizes and
// the search goes through. The escrow deposit says the same and its Cancel leaves the balance as it was. Each new
// window passes axe.
import { cardMessages } from '@portal/shared/payments/messages';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { responseReasons, testCards } from '../../scripts/local/card-simulator.ts';
import { expectAccessible } from '../support/axe.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { closeCardAuthorization, signIn } from '../support/search-flow.ts';

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
});
const browser = useBrowser();

/** Fills the simulator's hosted form in the card frame and presses its pay button. */
async function pay(page: Page, card: { number: string; zip: string }) {
  const form = page.frameLocator('iframe[title="Card payment"]');
  await form.getByLabel('Card Number').fill(card.number);
  await form.getByLabel('Expiration (MM/YY)').fill('12/39');
  await form.getByLabel('Card Code').fill('123');
  await form.getByLabel('ZIP Code').fill(card.zip);
  await form.locator('button.pay').click();
}

/** What the declined window says, as a person reads it. */
async function expectDeclined(page: Page, reason: string) {
  const declined = page.getByRole('alertdialog', { name: 'Card declined' });
  await declined.waitFor();
  await declined.getByText(cardMessages.declined).waitFor();
  expect(await declined.getByText(cardMessages.declineReason).textContent()).toBe(
    `${cardMessages.declineReason} ${reason}`,
  );
  expect(await page.getByText(cardMessages.authorizationFailed).count()).toBe(0);
  await expectAccessible(page, 'card declined window', '[role=alertdialog]');
  return declined;
}

it('a declined card says why and offers another card, which authorizes and runs the search', async () => {
  const { page, url } = await signIn(browser.current, 'card.customer');
  // No preauthorization open, so the name search asks for the card.
  await closeCardAuthorization(page);
  await page.goto(url('/search/searchByName'));
  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
  await page.getByRole('button', { name: 'Submit' }).click();
  const priceList = page.getByRole('dialog', { name: 'Price List' });
  await priceList.getByRole('table', { name: 'Credit card prices' }).waitFor();
  await priceList.getByRole('button', { name: 'Continue' }).click();

  const cardWindow = page.getByRole('dialog', { name: 'Credit Card Authorization' });
  const form = page.frameLocator('iframe[title="Card payment"]');
  await form.getByLabel('Card Number').waitFor();
  // One Cancel, the provider form's; the window adds only Back.
  expect(await cardWindow.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
  expect(await form.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
  expect(await cardWindow.getByRole('button', { name: 'Back' }).count()).toBe(1);
  await expectAccessible(page, 'card window', '[role=dialog]');
  await screenshot(page, 'card-decline-01-card-window');

  // A good card with a billing ZIP the provider's address check refuses.
  await pay(page, { number: testCards.approve, zip: testCards.declineZip });
  const declined = await expectDeclined(page, responseReasons.avsMismatch.text);
  expect(await cardWindow.count()).toBe(0);
  await screenshot(page, 'card-decline-02-declined');

  await declined.getByRole('button', { name: cardMessages.tryAnotherCard }).click();
  await form.getByLabel('Card Number').waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  await pay(page, { number: testCards.approve, zip: '56401' });
  await page.getByText('Authorization successful').waitFor();
  await page.waitForURL(/\/search\/SearchResults$/);
  await page.getByText(/Displaying Results: 1-10 of \d+/).waitFor();
  await expect
    .poll(() => page.getByTestId('usage-balance').textContent())
    .toMatch(/^Card authorization: \$\d+\.\d\d left$/);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await screenshot(page, 'card-decline-03-authorized');
});

it('a declined escrow deposit says why; its Cancel ends the deposit and the balance stays', async () => {
  const { page } = await signIn(browser.current, 'account.admin');
  const balance = page.getByTestId('usage-balance');
  await expect.poll(() => balance.textContent()).toMatch(/^Usage balance: \$/);
  const before = await balance.textContent();
  await page.getByRole('button', { name: 'Add Money' }).click();
  const amountWindow = page.getByRole('dialog', { name: 'Escrow Deposit' });
  await amountWindow.getByLabel('Deposit Amount').fill('20.00');
  await amountWindow.getByRole('button', { name: 'Continue' }).click();
  const cardWindow = page.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
  await cardWindow.waitFor();
  expect(await cardWindow.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

  await pay(page, { number: testCards.decline, zip: '56401' });
  const declined = await expectDeclined(page, responseReasons.declined.text);
  await screenshot(page, 'card-decline-04-deposit-declined');
  await declined.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  await page.getByRole('button', { name: 'Refresh usage balance' }).click();
  await page.getByRole('button', { name: 'Refresh usage balance' }).and(page.locator(':enabled')).waitFor();
  expect(await balance.textContent()).toBe(before);
});
