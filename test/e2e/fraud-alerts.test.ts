// Property fraud alerts in the browser (issue 22): a visitor signs up from the login page's link, confirms by the
// e-mailed link (a button, not on load), adds a name and a parcel watch (the parcel by keyboard), meets the
// server's duplicate refusal beside the form, removes a watch and unsubscribes; county staff see the
// configuration page and the monthly counts on the reports page. Every page passes axe, and the manage page
// reflows at 320 px. The API tests prove the rules; this proves the pages use them.
import { alertMessages } from '@portal/shared/alerts/messages';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { mailedLink, newPage, screenshot, uniqueUser, useBrowser } from '../support/browser.ts';
import { signIn } from '../support/search-flow.ts';

const browser = useBrowser();

const caption = (page: Page, n: number) => page.getByRole('table', { name: `Your watches (${n} of 10)` });
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

it('signs up from the login page, confirms by e-mail, manages watches and unsubscribes', async () => {
  const { page, url, context } = await newPage(browser.current);
  page.setDefaultTimeout(15_000);
  const { email } = uniqueUser('e2ealert');

  await page.goto(url('/login'));
  await page.getByRole('link', { name: 'Property Fraud Alert' }).click();
  await page.waitForURL(/\/alerts$/);
  await page.getByRole('heading', { level: 1, name: 'Property Fraud Alert' }).waitFor();
  await page.getByLabel('Email').fill('owner-at-example');
  await page.getByRole('button', { name: 'Sign up for alerts' }).click();
  await page.getByText(alertMessages.email).waitFor();
  expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(page, 'alerts sign-up with an error');
  await screenshot(page, 'fraud-alerts-01-sign-up');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up for alerts' }).click();
  await page.getByText(alertMessages.signedUp).waitFor();

  // The link opens a page with a button: nothing is confirmed until it is pressed.
  const confirm = await mailedLink(email, '/alerts/confirm/');
  await page.goto(confirm);
  const button = page.getByRole('button', { name: 'Confirm my e-mail' });
  await button.waitFor();
  await expectAccessible(page, 'alerts confirm');
  await screenshot(page, 'fraud-alerts-02-confirm');
  await button.click();
  await page.waitForURL(/\/alerts\/manage\/[\w-]+$/);
  const manage = page.url();
  await caption(page, 0).waitFor();
  await page.getByText(email).waitFor();

  await page.getByRole('textbox', { name: /^Last name or business name/ }).fill('Larson');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Erik');
  await page.getByRole('button', { name: 'Add watch' }).click();
  await caption(page, 1).waitFor();

  // By keyboard: the arrow key moves from Name to Parcel ID, which shows only its own field; Enter adds.
  await page.getByRole('radio', { name: 'Name' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.getByRole('radio', { name: 'Parcel ID' }).isChecked()).toBe(true);
  expect(await page.getByRole('textbox', { name: /^Last name/ }).count()).toBe(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('R041002000');
  await page.keyboard.press('Enter');
  await caption(page, 2).waitFor();

  await page.getByRole('textbox', { name: /^Parcel ID/ }).fill('R041002000');
  await page.getByRole('button', { name: 'Add watch' }).click();
  await page.getByRole('alert').getByText('You already watch this. Each watch needs to be different.').waitFor();
  await caption(page, 2).waitFor();
  await expectAccessible(page, 'alerts manage with a refusal');
  await screenshot(page, 'fraud-alerts-03-manage');

  await page.setViewportSize({ width: 320, height: 800 });
  expect(await fitsWidth(page)).toBe(true);
  // Remove stays in view on a phone (the table does not scroll it away)
  const remove = await page.getByRole('button', { name: 'Remove Parcel ID R041002000' }).boundingBox();
  expect((remove?.x ?? 999) + (remove?.width ?? 0)).toBeLessThanOrEqual(320);
  await screenshot(page, 'fraud-alerts-04-manage-320');
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.getByRole('button', { name: 'Remove Name Larson, Erik' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByText('Stop watching Name Larson, Erik?').waitFor();
  await expectAccessible(page, 'alerts remove dialog');
  await ask.getByRole('button', { name: 'Yes' }).click();
  await caption(page, 1).waitFor();
  expect(await page.getByRole('cell', { name: /^Parcel ID ?R041002000$/ }).count()).toBe(1);

  await page.getByRole('button', { name: 'Unsubscribe and delete my watches' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
  await expectAccessible(page, 'alerts unsubscribed');
  await screenshot(page, 'fraud-alerts-05-unsubscribed');

  // The manage link no longer opens anything.
  await page.goto(manage);
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  await context.close();
});

it("shows county staff the configuration page and the month's counts on the reports page", async () => {
  const { page, url } = await signIn(browser.current, 'county.admin');
  page.setDefaultTimeout(15_000);
  await page.goto(url('/controlPanel/fraudAlerts'));
  await page.getByRole('heading', { name: 'Property Fraud Alert' }).waitFor();
  expect(await page.getByLabel('Heading').inputValue()).toBe('Property Fraud Alert');
  await page.getByLabel('County phone').waitFor();
  await expectAccessible(page, 'fraud alerts configuration');
  await screenshot(page, 'fraud-alerts-06-config');

  await page.goto(url('/reports'));
  const counts = page.getByRole('table', { name: 'Property fraud alerts by month' });
  await counts.waitFor();
  expect(await counts.getByRole('rowheader').first().textContent()).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  await expectAccessible(page, 'reports with fraud alert counts');
  await screenshot(page, 'fraud-alerts-07-reports');
  await page.context().close();
});
