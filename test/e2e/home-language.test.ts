// Languages in a real browser: on a county with languages on (marianas), choosing Japanese on the login page
// switches the page at once, is sent with the sign-in and kept on the user, and the signed-in screens (and a
// reload, which restores the session) are in Japanese.
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { baseUrl, mailedLink, newPage, screenshot, uniqueUser, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** A POST to marianas, named by its host as a browser would (fetch cannot set Host; Node cannot resolve it). */
async function marianas(path: string, body: unknown) {
  const base = new URL(baseUrl());
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(new URL(`/api/${path}`, base), {
      method: 'POST',
      headers: {
        host: `marianas.localhost:${base.port}`,
        'content-type': 'application/json',
        'x-requested-with': 'e2e',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
  if (status !== 200) throw new Error(`${path}: ${status} ${text}`);
}

/** A USER of marianas of this test's own, so the language it keeps cannot change another test's screens. */
async function marianasUser() {
  const { username, email } = uniqueUser('e2elang');
  const password = 'Start#2026';
  await marianas('auth/signUp', {
    username,
    firstName: 'Rosa',
    lastName: 'Camacho',
    company: '',
    address: '1 Beach Road',
    city: 'Saipan',
    state: 'MP',
    zip: '96950',
    email,
    phone: '(670) 555-0123',
    password,
    passwordConfirm: password,
  });
  const link = await mailedLink(email, '/CompleteRegistration/');
  await marianas('auth/completeRegistration', { ticket: link.split('/').at(-1) });
  return { username, password };
}

it('switches to Japanese on the login page and keeps it after sign-in and on reload', async () => {
  const { username, password } = await marianasUser();
  const { page, url, context } = await newPage(browser.current, { county: 'marianas' });
  await page.goto(url('/login'));
  await page.getByLabel('Language').selectOption('JAPANESE');
  // The page changes at once, before any sign-in.
  await page.getByRole('button', { name: 'ログイン' }).waitFor();
  expect(await page.getByLabel('ユーザー名').count()).toBe(1);
  // the page's language follows, so a screen reader reads it as Japanese
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  await screenshot(page, 'home-20-login-japanese');

  await page.getByLabel('ユーザー名').fill(username);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('heading', { name: 'ホーム', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'お問い合わせ' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  expect(await page.getByRole('button', { name: 'プロフィール' }).count()).toBe(1);
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  await screenshot(page, 'home-21-home-japanese');

  // The choice is kept on the user by the server.
  const language = await page.evaluate(async () => {
    const res = await fetch('/api/currentUser/profile', { credentials: 'include' });
    return ((await res.json()) as { content: { language: string } }).content.language;
  });
  expect(language).toBe('JAPANESE');

  await page.getByRole('button', { name: 'プロフィール' }).click();
  const profile = page.getByRole('dialog', { name: 'プロフィール' });
  await expect.poll(() => profile.getByLabel(/^名/).inputValue()).toBe('Rosa');
  expect(await profile.getByLabel(/^姓/).inputValue()).toBe('Camacho');
  await profile.getByRole('button', { name: 'パスワードの変更' }).waitFor();
  await screenshot(page, 'home-22-profile-japanese');
  await page.keyboard.press('Escape');

  // A reload restores the session and the language.
  await page.reload();
  await page.getByRole('heading', { name: 'ホーム', exact: true }).waitFor();
  await context.close();
});
