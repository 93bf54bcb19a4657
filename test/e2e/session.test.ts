// The session check: a signed-out visit goes to /login and comes back after sign-in; the shell's navigation and
// balance follow role, account type and county flags.
import { expect, it } from 'vitest';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

it('sends a signed-out visit of /home to /login and returns there after sign-in', async () => {
  const { page, url, context } = await newPage(browser.current);
  await page.goto(url('/reports'));
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Log In' }).click();
  // The form validates asynchronously: wait for the second message before counting.
  await page.getByText('Required.').nth(1).waitFor();
  expect(await page.getByText('Required.').count()).toBe(2);
  await page.getByLabel('Username').fill('account.admin');
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/reports$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'User Manager' }).waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual([
    'Home',
    'Search',
    'Reports',
    'User Manager',
    'API Keys',
    'Feed',
  ]);
  // A la carte escrow: balance and refresh. (Other browser tests spend from and add to this demo account, so the
  // amount is whatever it holds now; the refresh must show the same.)
  const shown = await page.getByTestId('usage-balance').textContent();
  expect(shown).toMatch(/^Usage balance: \$\d[\d,]*\.\d\d$/);
  await page.getByRole('button', { name: 'Refresh usage balance' }).click();
  await page.getByRole('button', { name: 'Refresh usage balance' }).and(page.locator(':enabled')).waitFor();
  expect(await page.getByTestId('usage-balance').textContent()).toBe(shown);

  // A reload keeps the user (session check again, stored user).
  await page.reload();
  await page.getByText('Welcome, account.admin').waitFor();
  await context.close();

  const second = await newPage(browser.current);
  await second.page.goto(second.url('/home'));
  await second.page.waitForURL(/\/login$/);
  await second.page.getByLabel('Username').fill('title.examiner');
  await second.page.getByLabel('Password').fill('Demo#2026');
  await second.page.getByRole('button', { name: 'Log In' }).click();
  await second.page.waitForURL(/\/home$/);
  await second.page.getByText('Welcome, title.examiner').waitFor();
  await second.context.close();
});

it('shows staff every area and no balance; e-file counties offer E-File and a language select', async () => {
  const { page, url, context } = await newPage(browser.current, { county: 'marianas' });
  await page.goto(url('/login'));
  await page.getByLabel('Language').waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  await screenshot(page, '30-login-marianas-languages');
  await page.getByLabel('Username').fill('county.admin');
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Control Panel' }).waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual([
    'Home',
    'E-File',
    'Search',
    'Reports',
    'User Manager',
    'API Keys',
    'Feed',
    'Control Panel',
  ]);
  expect(await page.getByTestId('usage-balance').count()).toBe(0);
  await screenshot(page, '31-shell-county-admin');
  await context.close();

  const guest = await newPage(browser.current, { county: 'marianas' });
  await guest.page.goto(guest.url('/login'));
  await guest.page.getByLabel('Username').fill('guestuser1');
  await guest.page.getByLabel('Password').fill('Demo#2026');
  await guest.page.getByRole('button', { name: 'Log In' }).click();
  await guest.page.waitForURL(/\/home$/);
  // E-file on: ordinary users see E-File instead of Search; GUEST has no profile button and no balance.
  await guest.page.getByRole('link', { name: 'E-File' }).waitFor();
  expect(await guest.page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
    'Home',
    'E-File',
  ]);
  expect(await guest.page.getByRole('button', { name: 'Profile' }).count()).toBe(0);
  expect(await guest.page.getByTestId('usage-balance').count()).toBe(0);
  await guest.context.close();
});

it('shows a flat-fee account its images remaining with refresh, at phone width', async () => {
  const { page, url, context } = await newPage(browser.current, { width: 360, height: 740 });
  await page.goto(url('/login'));
  await page.getByRole('heading', { name: 'Latest News' }).waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  await screenshot(page, '40-login-phone');
  const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(await overflows()).toBe(false);
  await page.getByRole('link', { name: 'New User?' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Required.').first().waitFor();
  await screenshot(page, '42-register-phone');
  expect(await overflows()).toBe(false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/login$/);
  // The address changes before the login screen replaces the register form (a transition), so wait for it to go.
  await page.getByLabel('Confirm Password').waitFor({ state: 'detached' });
  await page.getByLabel('Username').fill('flatfee.admin');
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/home$/);
  expect(await page.getByTestId('usage-balance').textContent()).toBe('Images remaining: 200');
  await page.getByRole('button', { name: 'Refresh usage balance' }).waitFor();
  await screenshot(page, '41-shell-phone-flatfee');
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.width).toBeLessThanOrEqual(360);
  await context.close();
});
