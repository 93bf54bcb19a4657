import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { putConfig } from '../../functions/src/platform/config.ts';
import { readGroup } from '../../shared/src/config/groups.ts';
import { expectAccessible } from '../support/axe.ts';
import { logIn, newPage, screenshot, uniqueUser, useBrowser } from '../support/browser.ts';
import { keepConfig } from '../support/county-config.ts';
import { closeMessage } from '../support/dialogs.ts';
import { downloadedSheet } from '../support/downloads.ts';

Object.assign(process.env, inject('stackEnv'));

const saved = keepConfig('lakewood', ['flatFeeOverride', 'flatFee']);
beforeAll(async () => {
  // The county allows admin reload and offers one flat fee rate level (the configuration pages come later).
  await putConfig('lakewood', 'flatFeeOverride', { ...saved('flatFeeOverride'), countyAdminReload: true });
  await putConfig(
    'lakewood',
    'flatFee',
    readGroup('flatFee', {
      chargingImages: true,
      rates: [{ option: true, unlimitedNumberOfPages: false, numberOfPages: 200, cost: 5000 }],
    }),
  );
});
const browser = useBrowser();

async function confirm(page: Page, text: string, shot?: string) {
  const ask = page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.getByText(text).waitFor();
  if (shot) {
    await expectAccessible(page, shot, '[role=alertdialog]');
    await screenshot(page, shot);
  }
  await ask.getByRole('button', { name: 'Yes' }).click();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

it('lets a county administrator create, restrict, reload, deactivate, export and delete an account', async () => {
  const { page, url, context } = await newPage(browser.current);
  await logIn(page, url, 'county.admin');
  await page.getByRole('link', { name: 'Control Panel' }).click();
  await page.waitForURL(/\/controlPanel\/accounts$/);
  await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Control Panel' });
  expect(await nav.getByRole('heading').allTextContents()).toEqual([
    'Fee Structure',
    'Account Admin',
    'E-file',
    'User Admin',
    'Web Pages',
  ]);
  await page.getByText(/Displaying Results: 1-\d+ of \d+/).waitFor();
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(headers.slice(0, 4).map((h) => h.toLowerCase())).toEqual([
    'account',
    'type',
    'payment method',
    'monthly fee ($)',
  ]);
  await expectAccessible(page, 'Accounts list');
  await screenshot(page, 'accounts-01-list');

  await nav.getByRole('link', { name: 'Escrow' }).click();
  await page.getByRole('heading', { name: 'Escrow', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Fee Code' }).waitFor();
  await page.goto(url('/controlpanel/ACCOUNTS'));
  await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();

  // New account: the required fields and the form's dependencies first.
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('heading', { name: 'New Account' }).waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('Required.').count()).toBe(2); // name and the LandLink number
  await expectAccessible(page, 'New account form with errors');
  await screenshot(page, 'accounts-02-new-errors');
  await select(page, 'Payment Method').selectOption('CREDIT_CARD');
  const post = page.getByRole('checkbox', { name: 'Post to LandLink' });
  expect(await post.isDisabled()).toBe(false);
  await post.uncheck();
  await select(page, 'Payment Method').selectOption('ESCROW');
  expect(await post.isChecked()).toBe(true);
  expect(await post.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'Image Retrieval' }).uncheck();
  expect(await page.getByRole('checkbox', { name: 'Preview Retrieval', exact: true }).isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'Image Retrieval' }).check();
  await select(page, 'Account Type').selectOption('FLAT_FEE');
  const methods = await select(page, 'Payment Method')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(methods).not.toContain('CREDIT_CARD');
  const levels = select(page, 'Flat Fee Rate Level');
  const level = await levels.locator('option').nth(1).getAttribute('value');
  await levels.selectOption(level!);
  await field(page, 'LandLink Account').fill('12ab');
  const name = `E2E Abstract ${uniqueUser('x').username.slice(-8)}`;
  await field(page, 'Account Name').fill(`  ${name}  `);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Numeric Account Number').waitFor();
  await field(page, 'LandLink Account').fill('12345');
  await field(page, 'Phone').pressSequentially('2185550142');
  expect(await field(page, 'Phone').inputValue()).toBe('(218) 555-0142');
  await page.getByRole('checkbox', { name: 'Reload by Account Admin' }).check();
  await screenshot(page, 'accounts-03-new-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(page, `Account ${name} was created.`, 'accounts-04-created');
  await page.waitForURL(/\/controlPanel\/accounts$/);

  const filter = async () => {
    await page.getByLabel('Filter').fill(name);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
  };
  const row = page.getByRole('row').filter({ hasText: name });
  await filter();
  expect(await row.textContent()).toContain('Flat Fee');

  // More: Access, Reload (a flat fee account the county lets admins reload), Users(0).
  await row.getByRole('button', { name: `More: ${name}` }).click();
  expect(await row.getByRole('link').allTextContents()).toEqual(['Access', 'Reload', 'Users(0)']);
  await expectAccessible(page, 'Accounts list with the More menu open');
  await screenshot(page, 'accounts-05-more');
  await row.getByRole('link', { name: 'Access' }).click();
  await page.getByRole('heading', { name: 'Access' }).waitFor();
  await page.getByRole('checkbox', { name: 'Plat' }).uncheck();
  await expectAccessible(page, 'Page access');
  await screenshot(page, 'accounts-06-access');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(page, `Search access of ${name} was saved.`);
  await page.waitForURL(/\/controlPanel\/accounts$/);

  await filter();
  await row.getByRole('button', { name: `More: ${name}` }).click();
  await row.getByRole('link', { name: 'Reload' }).click();
  await page.getByRole('heading', { name: 'Flat Fee Usage Override' }).waitFor();
  await page.getByText('Current Images Remaining').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Required. Zero is ok.').waitFor();
  await page.getByLabel('New Images Remaining').fill('75');
  await expectAccessible(page, 'Flat Fee Usage Override');
  await screenshot(page, 'accounts-07-reload');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(page, `${name} now has 75 images remaining.`);

  // A user in the new account.
  const { username, email } = uniqueUser('e2ecp');
  await page.goto(url('/userManager/0'));
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Select Account' }).click();
  const pick = page.getByRole('dialog', { name: 'Select an Account' });
  await pick.getByLabel('Filter').fill(name);
  await pick.getByRole('button', { name, exact: true }).click();
  await pick.waitFor({ state: 'detached' });
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Hale');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Start#2026');
  await page.getByLabel('Confirm Password').fill('Start#2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(page, `User ${username} was created.`);

  // Deactivate and activate, each asked first; an inactive account's form is read-only but for its status.
  await page.goto(url('/controlPanel/accounts'));
  await filter();
  await row.getByRole('button', { name: `More: ${name}` }).click();
  await row.getByRole('link', { name: 'Users(1)' }).waitFor();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await confirm(page, `Deactivate Account ${name} and users?`, 'accounts-08-deactivate-question');
  await closeMessage(page, `Account ${name} and its users were deactivated.`);
  await row.getByText('inactive').waitFor();
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
  expect(await field(page, 'Account Name').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'Inactive account form');
  await screenshot(page, 'accounts-09-inactive-entry');
  await page.getByRole('button', { name: 'Activate' }).click();
  await confirm(page, `Activate Account ${name} and users?`);
  await closeMessage(page, `Account ${name} and its users were activated.`);
  expect(await field(page, 'Account Name').isDisabled()).toBe(false);

  // Export the filtered list and read it back.
  await page.goto(url('/controlPanel/accounts'));
  await filter();
  const { name: exported, rows } = await downloadedSheet(page, 'Export');
  expect(exported).toBe('accounts.xlsx');
  expect(rows[0]!.slice(0, 3)).toEqual(['Account', 'Type', 'Payment Method']);
  expect(rows.slice(1).map((r) => r[0])).toEqual([name]);

  // Delete the account and its users, asked first.
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, `Delete account ${name} and users?`, 'accounts-10-delete-question');
  await closeMessage(page, `Account ${name} and its 1 user(s) were deleted.`);
  await page.getByText('No accounts found.').waitFor();
  await page.goto(url('/userManager'));
  await page.getByLabel('Filter').fill(username);
  await page.getByText('No users found.').waitFor();
  await context.close();
});

it('shows the Technical group to TRIMIN only', async () => {
  const { page, url, context } = await newPage(browser.current);
  await logIn(page, url, 'trimin.admin');
  await page.goto(url('/controlPanel/accounts'));
  const nav = page.getByRole('navigation', { name: 'Control Panel' });
  await nav.getByRole('heading', { name: 'Technical' }).waitFor();
  await nav.getByRole('link', { name: 'LS1 Accounts & Users' }).click();
  await page.getByRole('heading', { name: 'LS1 Accounts & Users', level: 1 }).waitFor();
  await expectAccessible(page, 'Control panel as TRIMIN');
  await screenshot(page, 'accounts-11-trimin-nav');
  await context.close();
});
