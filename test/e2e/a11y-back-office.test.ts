// Accessibility of the back office in a real browser (issue 21): every control panel, configuration, user manager,
// reports and e-file screen at 320 CSS px wide (viewport 320x640) scrolls only down, never sideways (WCAG 1.4.10;
// the data tables scroll sideways inside their own box), and passes axe's WCAG 2.0/2.1 A and AA rules where no
// other browser test already runs axe on it (each skip names the file that does); then keyboard-only journeys:
// a user added, its deactivation message and delete question closed with Escape with focus back on the button
// that opened them, and a configuration page saved by keyboard.
// One sign-in per role; the configuration group the keyboard changes is put back (keepConfig).
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { getConfig } from '../../functions/src/platform/config.ts';
import { expectAccessible } from '../support/axe.ts';
import { signedInPage, uniqueUser, useBrowser } from '../support/browser.ts';
import { keepConfig } from '../support/county-config.ts';

Object.assign(process.env, inject('stackEnv'));
process.env.CONFIG_CACHE_MS = '0'; // this file reads back what the page saved

keepConfig('lakewood', ['homeSelections']);
const browser = useBrowser();

interface Session {
  context: BrowserContext;
  page: Page;
  url: (path: string) => string;
}

async function signIn(username: string, options: { county?: string; width?: number; height?: number } = {}) {
  const s: Session = await signedInPage(browser.current, username, { ...options, timeout: 20_000 });
  return s;
}

const narrow = { width: 320, height: 640 };

/**
 * A screen: its path, what shows it is loaded, and whether axe runs here (false: the named file already does).
 * Every screen is checked for sideways scrolling at 320 px.
 */
type Screen = [path: string, ready: string, axe: true | string];

/**
 * Opens a screen inside the running SPA (history.pushState and popstate, as a link does: no reload per screen) and
 * waits for a new heading and the screen's `ready` element.
 */
async function open(page: Page, path: string, ready: string) {
  const before = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? null);
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((before) => {
    const h1 = document.querySelector('main h1');
    return !!h1 && h1.textContent !== before;
  }, before);
  await page.locator(ready).first().waitFor();
}

/** Opens each screen and checks it; failures are gathered so one run names every screen that fails. */
async function sweep(s: Session, screens: Screen[]) {
  const failures: string[] = [];
  for (const [path, ready, axe] of screens) {
    await open(s.page, path, ready);
    const width = await s.page.evaluate(() => document.documentElement.scrollWidth);
    if (width > narrow.width) failures.push(`${path}: the page is ${width} px wide at 320 px`);
    if (axe === true) await expectAccessible(s.page, path).catch((e: Error) => failures.push(e.message));
  }
  expect(failures).toEqual([]);
}

const h1 = 'main h1';
const configPaths = [
  'creditCardAlternateRates',
  'creditCardExtra',
  'escrow',
  'flatFeeRates',
  'flatFeeOverride',
  'alacarterates',
  'alacarteratesspecial',
  'feedPlans',
  'billingSchedule',
  'userAccess',
  'userLockout',
  'userLockout2',
  'userPurgeNow',
  'userPurgeSchedule',
  'auditLogPurgeSchedule',
  'common',
  'efile',
  'languages',
  'homeLatestNews',
  'homeExternalLinks',
  'homeNotableDates',
  'homeSelections',
  'loginPageLinks',
  'loginPageLatestNews',
  'loginPageSlides',
  'loginPageRegistration',
  'search',
  'search2',
  'reports',
];
/** the pages with fields only TRIMIN may change (registry vendorFields): disabled for COUNTY */
const vendorPages = ['common', 'efile', 'languages'];
const configForm = 'form[aria-labelledby="config-title"], main button:has-text("End User Sessions")';

/** An account's id from the list call, as the SPA makes it. */
async function accountId(page: Page, name: string): Promise<string> {
  return page.evaluate(async (name) => {
    const res = await fetch('/api/controlPanel/accounts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Requested-With': 'portal', 'Content-Type': 'application/json' },
      body: JSON.stringify({ filterText: name, includeInactive: true, pageNumber: 1 }),
    });
    const body = (await res.json()) as { content: { accounts: Array<{ id: string; name: string }> } };
    return body.content.accounts.find((a) => a.name === name)?.id ?? '';
  }, name);
}

it('COUNTY: every control panel, configuration, user manager and reports screen reflows at 320 px and passes axe', async () => {
  const s = await signIn('county.admin', narrow);
  const northwoods = await accountId(s.page, 'Northwoods Title Company');
  const hale = await accountId(s.page, 'Hale Abstract LLC');
  expect(northwoods && hale).toBeTruthy();
  const users = 'main table tbody tr';
  await sweep(s, [
    ['/controlPanel/accounts', users, 'control-panel.test.ts'],
    ['/controlPanel/accounts/0', 'main form', 'control-panel.test.ts'],
    [`/controlPanel/accounts/${northwoods}`, 'main form', true],
    [
      `/controlPanel/accountPageAccess/${northwoods}/Northwoods%20Title%20Company`,
      'main form',
      'control-panel.test.ts',
    ],
    [`/controlPanel/accountReload/${hale}/Hale%20Abstract%20LLC`, h1, true],
    ['/controlPanel/efileQueue', h1, 'efile.test.ts'],
    // county-config.test.ts runs axe on every page as TRIMIN; COUNTY sees the vendor's fields disabled
    ...configPaths.map(
      (p): Screen => [`/controlPanel/${p}`, configForm, vendorPages.includes(p) || 'county-config.test.ts'],
    ),
    ['/userManager', users, 'user-manager.test.ts'],
    ['/userManager/0', 'main form', 'user-manager.test.ts'],
    ['/reports/AccountReport', 'main form', 'reports.test.ts'],
    ['/reports/UserReport', 'main form', true],
    ['/reports/StatementReport', 'main form', 'reports.test.ts'],
    ['/reports/AccountTypeReport', 'main form', 'reports.test.ts'],
  ]);
  // an existing user's Reset Password and entry (its id from the list's Edit)
  const row = s.page.getByRole('row').filter({ hasText: 'title.examiner' });
  await open(s.page, '/userManager', 'main table tbody tr');
  await row.getByRole('button', { name: 'Edit' }).click();
  await s.page.getByLabel('First Name').waitFor();
  const userPath = new URL(s.page.url()).pathname;
  await sweep(s, [
    [userPath.replace('/userManager/', '/userManager/UserPassword/'), 'main form', 'user-manager.test.ts'],
    [userPath, 'main form', true],
  ]);
  await s.context.close();
}, 300_000);

it('TRIMIN, ACCOUNT and an e-filer: their back-office screens reflow at 320 px and pass axe', async () => {
  const trimin = await signIn('trimin.admin', narrow);
  await sweep(trimin, [
    ['/controlPanel/technical/efile', configForm, 'county-config.test.ts'],
    ['/controlPanel/technical/languages', configForm, 'county-config.test.ts'],
    ['/controlPanel/LandSharkOneAccountsUsers', 'main form', 'ls1-migration.test.ts'],
    ['/controlPanel/LandSharkOneAuditLog', 'main form', 'ls1-migration.test.ts'],
    ['/controlPanel/performanceMonitoring', h1, true],
    ['/controlPanel/performanceMonitoring?view=monitor', 'main p:has-text("Refreshes every 15 seconds")', true],
    // the page text job (issue 33): nothing run yet in the browser suite's county
    ['/controlPanel/pageText', h1, true],
  ]);
  await trimin.context.close();

  const account = await signIn('account.admin', narrow);
  await sweep(account, [
    ['/userManager', 'main table tbody tr', 'user-manager.test.ts'],
    ['/userManager/0', 'main form', 'user-manager.test.ts'],
    ['/reports/StatementReport', 'main form', 'reports.test.ts'],
    ['/reports/UserReport', 'main form', true],
  ]);
  await account.context.close();

  const filer = await signIn('title.examiner', { ...narrow, county: 'marianas' });
  await sweep(filer, [['/efile', 'main form', 'efile.test.ts']]);
  await filer.context.close();
}, 300_000);

/** Presses Tab (or Shift+Tab) until `test`, a JS expression over the focused element `el`, holds; at most `max` times. */
async function tabTo(page: Page, test: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`((el) => !!el && (${test}))(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${test}`);
}
/** the focused element's name is its aria-label or its text */
const named = (name: string) =>
  `(el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === ${JSON.stringify(name)}`;
/** the focused field's label says `label` (a required field's * aside) */
const labelled = (label: string) =>
  `[...(el.labels ?? [])].some((l) => l.textContent.replace(/\\s*\\*$/, '').trim() === ${JSON.stringify(label)})`;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

it('keyboard only: add a user, close its messages with Escape (focus back on the opener), save a configuration page', async () => {
  const { page, url, context } = await signIn('county.admin');
  await page.goto(url('/home'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // the user manager from the top navigation, then New
  await tabTo(page, named('User Manager'));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.locator('main table tbody tr').first().waitFor();
  await tabTo(page, named('New'));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'New User', level: 1 }).waitFor();

  const { username, email } = uniqueUser('e2ekb');
  const type = async (label: string, text: string) => {
    await tabTo(page, labelled(label));
    await page.keyboard.type(text);
  };
  await type('Username', username);
  // the account pick-list window: Enter opens it on its Filter, Tab reaches the row, Enter chooses and closes it
  await tabTo(page, named('Select Account'));
  await page.keyboard.press('Enter');
  const pick = page.getByRole('dialog', { name: 'Select an Account' });
  await pick.waitFor();
  await page.keyboard.type('Northwoods');
  await expect.poll(() => pick.getByRole('listitem').count()).toBe(1);
  await tabTo(page, named('Northwoods Title Company'));
  await page.keyboard.press('Enter');
  await pick.waitFor({ state: 'detached' });
  expect(await focusedText(page)).toBe('Select Account');
  expect(await page.getByRole('textbox', { name: 'Account', exact: true }).inputValue()).toBe(
    'Northwoods Title Company',
  );
  await type('First Name', 'Kim');
  await type('Last Name', 'Keys');
  await type('Email', email);
  await type('Password', 'Start#2026');
  await type('Confirm Password', 'Start#2026');
  await page.keyboard.press('Enter'); // submits the form
  const message = page.getByRole('alertdialog', { name: 'Message' });
  await message.getByText(`User ${username} was created.`).waitFor();
  await page.keyboard.press('Escape');
  await message.waitFor({ state: 'detached' });
  await page.waitForURL(/\/userManager$/);

  // the new user's row: Deactivate, its message closed with Escape gives focus back to the row's button
  await tabTo(page, labelled('Filter'));
  await page.keyboard.type(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect.poll(() => page.locator('main table tbody tr').count()).toBe(1);
  await row.waitFor();
  await tabTo(page, named('Deactivate'));
  await page.keyboard.press('Enter');
  await message.getByText(`User ${username} was deactivated.`).waitFor();
  await page.keyboard.press('Escape');
  await message.waitFor({ state: 'detached' });
  await row.getByText('inactive').waitFor();
  expect(await focusedText(page)).toBe('Activate');

  // Delete asks first: Escape answers No and gives focus back to Delete; Enter on Yes deletes
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Delete');
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.getByText(`Delete User ${username}?`).waitFor();
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  expect(await focusedText(page)).toBe('Delete');
  await page.keyboard.press('Enter');
  await ask.waitFor();
  expect(await focusedText(page)).toBe('No'); // the safe answer first
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Yes');
  await page.keyboard.press('Enter');
  await message.getByText(`User ${username} was deleted.`).waitFor();
  await page.keyboard.press('Escape');
  await page.getByText('No users found.').waitFor();

  // a configuration page saved by keyboard: Home Selections' Transactions switched with Space, Save with Enter
  const before = (await getConfig('lakewood', 'homeSelections')).transactions;
  await page.goto(url('/controlPanel/homeSelections'));
  await page.locator(configForm).first().waitFor();
  await tabTo(page, labelled('Transactions'));
  await page.keyboard.press('Space');
  await tabTo(page, named('Save'));
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ state: 'attached' });
  expect((await getConfig('lakewood', 'homeSelections')).transactions).toBe(!before);
  await context.close();
}, 120_000);
