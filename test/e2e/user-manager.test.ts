import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { buildDayFile } from '../../functions/src/areas/feed/build-day-file.ts';
import { updateUser } from '../../functions/src/areas/users/update-user.ts';
import { findUserByUsername } from '../../functions/src/data/app/users.ts';
import { expectAccessible } from '../support/axe.ts';
import { logIn, newPage, screenshot, uniqueUser, useBrowser } from '../support/browser.ts';
import { closeMessage } from '../support/dialogs.ts';
import { downloadedSheet } from '../support/downloads.ts';

Object.assign(process.env, inject('stackEnv'));

const browser = useBrowser();

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });

async function filterTo(page: Page, username: string) {
  await page.getByLabel('Filter').fill(username);
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  await rowOf(page, username).waitFor();
}

it('lets a county administrator create, deactivate, activate, unlock, reset, export and delete a user', async () => {
  const { page, url, context } = await newPage(browser.current);
  await logIn(page, url, 'county.admin');
  await page.getByRole('link', { name: 'User Manager' }).click();
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await page.getByText(/Displaying Results: 1-\d+ of \d+/).waitFor();
  expect(await page.getByRole('row').count()).toBeGreaterThan(2);
  await expectAccessible(page, 'Users list');
  await screenshot(page, 'users-01-list');

  // New: the required fields first.
  await page.getByRole('button', { name: 'New' }).click();
  await page.waitForURL(/\/userManager\/0$/);
  await page.getByRole('heading', { name: 'New User' }).waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Required.').first().waitFor();
  await expectAccessible(page, 'New user form with errors');
  await screenshot(page, 'users-02-new-errors');

  const { username, email } = uniqueUser('e2eum');
  await page.getByLabel('Username').fill(username);
  // the account from the shared account pick-list window
  await page.getByRole('button', { name: 'Select Account' }).click();
  const pick = page.getByRole('dialog', { name: 'Select an Account' });
  await pick.getByLabel('Filter').fill('Northwoods');
  await expect.poll(() => pick.getByRole('listitem').count()).toBe(1);
  await expectAccessible(page, 'Account pick-list of the user entry');
  await screenshot(page, 'users-02b-account-pick-list');
  await pick.getByRole('button', { name: 'Northwoods Title Company', exact: true }).click();
  await pick.waitFor({ state: 'detached' });
  expect(await page.getByRole('textbox', { name: 'Account', exact: true }).inputValue()).toBe(
    'Northwoods Title Company',
  );
  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Fielding');
  await page.getByLabel('Email').fill(email);
  const phone = page.getByLabel('Phone');
  await phone.pressSequentially('6125551234');
  expect(await phone.inputValue()).toBe('(612) 555-1234');
  await page.getByLabel('Zip').pressSequentially('55a111');
  expect(await page.getByLabel('Zip').inputValue()).toBe('55111');
  await page.getByLabel(/^Password/).fill('Start#2026');
  await page.getByLabel('Confirm Password').fill('Start#2026');
  await screenshot(page, 'users-03-new-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(page, `User ${username} was created.`, 'users-04-created');
  await page.waitForURL(/\/userManager$/);

  // Deactivate, then activate without a question.
  await filterTo(page, username);
  const row = rowOf(page, username);
  expect(await row.textContent()).toContain('Northwoods Title Company');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await closeMessage(page, `User ${username} was deactivated.`);
  await row.getByText('inactive').waitFor();
  await screenshot(page, 'users-05-inactive');
  await row.getByRole('button', { name: 'Activate' }).click();
  await closeMessage(page, `User ${username} was activated.`);
  await row.getByRole('button', { name: 'Deactivate' }).waitFor();

  // Locked out: Activate asks first.
  const stored = await findUserByUsername('lakewood', username);
  await updateUser('lakewood', stored!.id, { status: 'L' });
  await page.reload();
  await filterTo(page, username);
  await row.getByText('locked!').waitFor();
  await row.getByRole('button', { name: 'Activate' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.getByText('User was locked out due to suspicious activties.').waitFor();
  await expectAccessible(page, 'Activate locked user question', '[role=alertdialog]');
  await screenshot(page, 'users-06-locked-question');
  await ask.getByRole('button', { name: 'Yes' }).click();
  await closeMessage(page, `User ${username} was activated.`);
  await expect.poll(() => row.getByText('locked!').count()).toBe(0);

  // Reset Password, then sign in with it.
  await row.getByRole('button', { name: 'Password' }).click();
  await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  await expectAccessible(page, 'Reset Password');
  await page.getByLabel('New Password').fill('Fresh#2027');
  await page.getByLabel('Confirm Password').fill('Fresh#2028');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Mismatched passwords.').waitFor();
  await screenshot(page, 'users-07-password-errors');
  await page.getByLabel('Confirm Password').fill('Fresh#2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await closeMessage(page, `The password of ${username} was changed.`);
  await page.waitForURL(/\/userManager$/);
  const other = await newPage(browser.current);
  await logIn(other.page, other.url, username, 'Fresh#2027');
  await other.context.close();

  // Export the filtered list and read it back.
  await filterTo(page, username);
  const { name: exported, rows } = await downloadedSheet(page, 'Export');
  expect(exported).toBe('users.xlsx');
  expect(rows[0]!.slice(0, 5)).toEqual(['Username', 'First Name', 'Last Name', 'Account', 'User Type']);
  expect(rows.slice(1).map((r) => r[0])).toEqual([username]);

  // Delete: asked first; No keeps the user.
  await row.getByRole('button', { name: 'Delete' }).click();
  const del = page.getByRole('alertdialog', { name: 'Confirm' });
  await del.getByText(`Delete User ${username}?`).waitFor();
  await del.getByRole('button', { name: 'No' }).click();
  await row.waitFor();
  await row.getByRole('button', { name: 'Delete' }).click();
  await del.getByRole('button', { name: 'Yes' }).click();
  await closeMessage(page, `User ${username} was deleted.`);
  await page.getByText('No users found.').waitFor();
  await context.close();
});

it('shows an account administrator only the own account, the user types it may grant, its API keys, and no control panel', async () => {
  const { page, url, context } = await newPage(browser.current);
  await logIn(page, url, 'account.admin');
  expect(await page.getByRole('link', { name: 'Control Panel' }).count()).toBe(0);
  await page.getByRole('link', { name: 'User Manager' }).click();
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await page.getByText(/Displaying Results: 1-\d+ of \d+/).waitFor();
  const accounts = await page.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(accounts.length).toBeGreaterThan(0);
  expect(new Set(accounts)).toEqual(new Set(['Northwoods Title Company']));
  await expectAccessible(page, 'Users list as ACCOUNT');
  await screenshot(page, 'users-08-account-admin-list');

  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('heading', { name: 'New User' }).waitFor();
  const types = await page
    .getByLabel('User Type')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(types).toEqual(['ACCOUNT', 'USER']);
  expect(await page.getByRole('textbox', { name: 'Account', exact: true }).inputValue()).toBe(
    'Northwoods Title Company',
  );
  expect(await page.getByRole('button', { name: 'Select Account' }).count()).toBe(0);
  await expectAccessible(page, 'New user form as ACCOUNT');
  await screenshot(page, 'users-09-account-admin-new');

  // API Keys (issue 31): a new key's secret is shown once, with a warning and Copy; then listed, and revoked
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('link', { name: 'API Keys' }).click();
  await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
  const keyName = `e2e key ${Date.now().toString(36)}`;
  await page.getByLabel('Key name').fill(keyName);
  await page.getByLabel('Acts as user (username)').fill('title.examiner');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByRole('textbox', { name: 'API key' });
  await secret.waitFor();
  expect(await secret.inputValue()).toMatch(/^lrp_lakewood_[A-Za-z0-9_-]{43}$/);
  await page.getByText('It will not be shown again').waitFor();
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Copied.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());
  await expectAccessible(page, 'API Keys with a new key shown once');
  await screenshot(page, 'users-10-api-key-shown-once');
  await page.getByRole('button', { name: 'Done' }).click();
  await secret.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Revoke ${keyName}` }).click();
  await page.getByRole('alertdialog', { name: 'Revoke key' }).getByRole('button', { name: 'Yes' }).click();
  await rowOf(page, keyName)
    .getByText(/^Revoked \d{4}-\d{2}-\d{2}$/)
    .waitFor();
  await expectAccessible(page, 'API Keys list');
  await screenshot(page, 'users-11-api-key-revoked');

  // Index Feed (issue 31), linked beside API Keys: the account's plan and prices, a day's file and its Download (a
  // 5-minute link, charged once per account and file: a second run of this file finds it paid)
  await buildDayFile('lakewood', '2026-01-15');
  await page.getByRole('link', { name: 'Feed', exact: true }).click();
  await page.getByRole('heading', { name: 'Index Feed', level: 1 }).waitFor();
  await page.getByText("Per day: $5.00 a day's file; the snapshot $250.00.").waitFor();
  await page.getByRole('button', { name: 'Download the file of 2026-01-15' }).click();
  await page.getByText(/^(Charged \$5\.00|Nothing charged)\. The download starts/).waitFor();
  await expectAccessible(page, 'Index Feed');
  await screenshot(page, 'users-12-index-feed');

  // the control panel is staff's: Not Allowed, as the server refuses its calls (app/route-rules.ts)
  await page.goto(url('/controlPanel/accounts'));
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  await context.close();
});
