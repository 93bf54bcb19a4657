// Forgot password -> e-mailed link -> new password -> sign in with it; forgot username mails the username.
import { expect, it } from 'vitest';
import { lastMailText, mailedLink, newPage, registeredUser, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

it('resets a forgotten password through the e-mailed link and signs in with the new one', async () => {
  const user = await registeredUser();
  const { page, url, context } = await newPage(browser.current);

  await page.goto(url('/login'));
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.getByRole('heading', { name: 'Forgot Password? Enter your username and registered email.' }).waitFor();
  await page.getByRole('button', { name: 'Send Email' }).click();
  expect(await page.getByText('Required.').count()).toBe(2);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await screenshot(page, '10-forgot-password');
  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('we have sent a link to reset the password', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.waitForURL(/\/login$/);

  await page.goto(await mailedLink(user.email, '/passwordReset/'));
  await page.getByRole('heading', { name: 'Create a new password' }).waitFor();
  await page.getByLabel('New Password').fill('Harbor#2026');
  await page.getByLabel('Confirm Password').fill('Harbor#2025');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText('Mismatched passwords.').waitFor();
  await page.getByLabel('New Password').fill('harbor2026');
  await page.getByLabel('Confirm Password').fill('harbor2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText('Must contain a letter, a digit and one of !@#$%^&').waitFor();
  await screenshot(page, '11-reset-errors');
  await page.getByLabel('New Password').fill('Harbor#2026');
  await page.getByLabel('Confirm Password').fill('Harbor#2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await dialog.getByText('Password updated.', { exact: false }).waitFor();
  expect(await dialog.locator('p').textContent()).toBe('Password updated.  You may now log in.');
  await screenshot(page, '12-reset-done');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.waitForURL(/\/login$/);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText('Invalid username or password.').waitFor();
  await page.getByLabel('Password').fill('Harbor#2026');
  expect(await page.getByText('Invalid username or password.').count()).toBe(0);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/home$/);
  await context.close();
});

it('mails the username for a registered e-mail address', async () => {
  const user = await registeredUser();
  const { page, url, context } = await newPage(browser.current);
  await page.goto(url('/forgotUsername'));
  await page.getByRole('heading', { name: 'Forgot Username? Enter your registered email.' }).waitFor();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByText('Invalid email address.').waitFor();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByRole('alertdialog').getByText('we have sent the username', { exact: false }).waitFor();
  await screenshot(page, '13-forgot-username-sent');
  expect(await lastMailText(user.email)).toContain(user.username);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).first().click();
  await page.waitForURL(/\/login$/);
  await context.close();
});
