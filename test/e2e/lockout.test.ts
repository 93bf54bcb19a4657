// Too many failed sign-ins (the county default is 5) lock the username for the browser's address for 15 minutes
// (functions/src/areas/auth/login-attempts.ts); even the right password is refused from there until then.
import { expect, it } from 'vitest';
import { newPage, registeredUser, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const locked = 'Your account is locked after too many failed sign-in attempts.';

it('locks the user after five failed attempts and shows the locked message', async () => {
  const user = await registeredUser();
  const { page, url, context } = await newPage(browser.current);
  await page.goto(url('/login'));
  await page.getByLabel('Username').fill(user.username);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Password').fill(`Wrong#${attempt}000`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Log In' }).click();
    await answered;
    const message = await page.getByRole('alert').textContent();
    if (attempt < 5) expect(message).toBe('Invalid username or password.');
    else expect(message).toContain(`${locked} Try again in 15 minutes`);
  }
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText(locked, { exact: false }).waitFor();
  expect(page.url()).toMatch(/\/login$/);
  await screenshot(page, '20-locked');
  await context.close();
});
