// The LS1 migration pages in a real browser, as TRIMIN (spec 3 sections 2.5, 3.8): both open from the Technical
// group, ask for the four fields, confirm with the spec's texts, and show a connection problem under the field to
// fix (an address that refuses at once: nothing is wiped). Every screen and dialog passes axe's WCAG 2.0/2.1 A and
// AA rules. The migration itself is tested through the API (functions/src/areas/migration/__tests__), where it
// cannot wipe the demo county the other browser tests use.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { logIn, newPage, screenshot, useBrowser } from '../support/browser.ts';

Object.assign(process.env, inject('stackEnv'));

const browser = useBrowser();

const signIn = (page: Page, url: (p: string) => string) => logIn(page, url, 'trimin.admin');

const field = (page: Page, name: string) => page.getByLabel(name, { exact: false }).first();

it('opens both LS1 pages, checks the fields, confirms with the spec texts and shows a refused connection', async () => {
  const { page, url, context } = await newPage(browser.current);
  await signIn(page, url);
  await page.goto(url('/controlPanel/LandSharkOneAccountsUsers'));
  await page.getByRole('heading', { name: 'LS1 Accounts & Users', level: 1 }).waitFor();
  await expectAccessible(page, 'LS1 Accounts & Users');
  await screenshot(page, 'ls1-01-accounts-users');

  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect.poll(() => page.getByText('Required.').count()).toBe(4);
  await expectAccessible(page, 'LS1 Accounts & Users, required fields');

  await field(page, 'Database address').fill('127.0.0.1:1');
  await field(page, 'Database name').fill('landshark1');
  await field(page, 'Database user').fill('ls1reader');
  await field(page, 'Database password').fill('not-a-real-password');
  await page.getByRole('button', { name: 'Migrate' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.waitFor();
  expect(await ask.textContent()).toContain(
    'Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2.  Continue?',
  );
  await expectAccessible(page, 'LS1 Accounts & Users, confirmation', '[role=alertdialog]');
  await screenshot(page, 'ls1-02-confirm');
  await ask.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('alert').filter({ hasText: 'Could not connect to 127.0.0.1:1' }).waitFor();
  await expectAccessible(page, 'LS1 Accounts & Users, refused connection');
  await screenshot(page, 'ls1-03-refused');

  await page.goto(url('/controlPanel/LandSharkOneAuditLog'));
  await page.getByRole('heading', { name: 'LS1 Audit Log', level: 1 }).waitFor();
  await expectAccessible(page, 'LS1 Audit Log');
  await field(page, 'Database address').fill('127.0.0.1:1');
  await field(page, 'Database name').fill('landshark1');
  await field(page, 'Database user').fill('ls1reader');
  await field(page, 'Database password').fill('x');
  await page.getByRole('button', { name: 'Migrate' }).click();
  await ask.waitFor();
  expect(await ask.textContent()).toContain(
    'Clicking Yes will delete previously migrated LS1 Audit Log data.  Continue?',
  );
  await ask.getByRole('button', { name: 'No' }).click();
  await ask.waitFor({ state: 'detached' });
  await screenshot(page, 'ls1-04-audit-log');
  await context.close();
});
