// Register in the browser, complete through the e-mailed link, sign in, see the shell, sign out.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mailedLink, newPage, screenshot, uniqueUser, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));

it('registers, completes by e-mail, signs in, sees the shell and signs out', async () => {
  const { page, url, context } = await newPage(browser.current);
  const { username, email } = uniqueUser('e2ereg');

  await page.goto(url('/login'));
  await page.getByRole('heading', { name: 'Latest News' }).waitFor();
  await page.getByRole('link', { name: 'County Home' }).waitFor();
  await imagesLoaded(page);
  expect(await page.getByText(/Copyright © 2022–\d{4}/).count()).toBe(1);
  await page.getByText('Version 5.0.9').waitFor();
  await screenshot(page, '01-login');

  await page.getByRole('link', { name: 'New User?' }).click();
  await page.getByRole('heading', { name: 'User Registration' }).waitFor();
  // the county's own state (Lakewood, Minnesota), from its start-up configuration
  await expect.poll(() => page.getByLabel('State').inputValue()).toBe('MN');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Required.').first().waitFor();
  expect(await page.getByText('Required.').count()).toBe(10);
  expect(await page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, '02-register-errors');

  await page.getByLabel('Username').fill('ab');
  expect(await page.getByText('Required.').count()).toBe(0);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Username must be 8 to 50 characters.').waitFor();

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Example');
  await page.getByLabel('Address').fill('12 Lake Road');
  await page.getByLabel('City').fill('Lakewood');
  await page.getByLabel('State').selectOption('MN');
  await page.getByLabel('Zip').fill('56401');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').pressSequentially('6125551234');
  expect(await page.getByLabel('Phone').inputValue()).toBe('(612) 555-1234');
  await page.locator('input[name="password"]').fill('Garden#2026');
  await page.getByLabel('Confirm Password').fill('Garden#2027');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Mismatched passwords.').waitFor();
  await page.getByLabel('Confirm Password').fill('Garden#2026');
  await page.getByRole('button', { name: 'Register' }).click();

  const alert = page.getByRole('alertdialog');
  await alert.getByText(`e-mailed to ${email}`, { exact: false }).waitFor();
  await screenshot(page, '03-register-done');
  await alert.getByRole('button', { name: 'Close' }).first().click();
  await page.waitForURL(/\/login$/);

  const completion = await mailedLink(email, '/CompleteRegistration/');
  await page.goto(completion);
  await page.getByRole('heading', { name: 'Registration Complete' }).waitFor();
  await page.getByText('Welcome, Robin Example').waitFor();
  await page.getByText(`Username: ${username}`).waitFor();
  await page.getByText('You may continue to log in.').waitFor();
  await screenshot(page, '04-registration-complete');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/login$/);

  // The link works once: opened again, the heading stays and the server's message replaces the completion line.
  await page.goto(completion);
  await page.getByText('This link has expired or has already been used. Request a new one.').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Registration Incomplete');
  await screenshot(page, '04b-registration-link-used');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/login$/);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Garden#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByText(`Welcome, ${username}`).waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Search' }).waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Search']);
  // A self-registered user pays by card: the balance shows as text, without a refresh button.
  expect(await page.getByTestId('usage-balance').textContent()).toBe('Card authorization: $0.00 left');
  expect(await page.getByRole('button', { name: 'Refresh usage balance' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Profile' }).waitFor();
  await screenshot(page, '05-shell-user');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Are you sure you want to log out?').waitFor();
  await page.getByRole('button', { name: 'No' }).click();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  expect(page.url()).toMatch(/\/home$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await screenshot(page, '06-logout-confirm');
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lrp:')))).toEqual([]);

  // The session is gone on the server too: /home sends back to /login.
  await page.goto(url('/home'));
  await page.waitForURL(/\/login$/);
  await context.close();
});
