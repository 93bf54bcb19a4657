// Browser-test support: Debian's Chromium driven by playwright-core, a fresh context (cookies) per test,
// screenshots under test-results/e2e, the SES emulator's mail, and API shortcuts to make users quickly.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
const shots = join(import.meta.dirname, '..', '..', 'test-results', 'e2e');

export const baseUrl = () => inject('baseUrl');
export const sesUrl = () => inject('sesUrl');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The Chromium of one test file: `.current` is the browser while the file's tests run. */
export interface BrowserHandle {
  readonly current: Browser;
}

// One Chromium per worker, shared by the test files it runs in turn (the e2e project runs them one at a time in
// one worker without isolation): launching it for every file cost each of the 38 files a second or two of both
// cores. Files never share state through it: every test opens its own context, and a file's contexts are closed
// after it. Playwright closes the browser when the worker exits.
let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const browser = await shared;
  if (browser?.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/**
 * Gives the test file that calls this the worker's Chromium (a beforeAll) and closes the contexts the file left
 * open after it (an afterAll), as closing a browser of its own did. Hooks run in the order they are registered
 * (after-hooks in reverse), so set-up a file registers before this call runs first and its clean-up runs after.
 */
export function useBrowser(): BrowserHandle {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
    browser = undefined;
  });
  return {
    get current() {
      if (!browser) throw new Error('the browser is given in beforeAll: use it inside a hook or a test');
      return browser;
    },
  };
}

/** A fresh context (own cookies and storage) and page; `county` picks <county>.localhost. */
export async function newPage(
  browser: Browser,
  options: { county?: string; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
  });
  const page = await context.newPage();
  reportOnFailure(page);
  const base = new URL(baseUrl());
  if (options.county && options.county !== 'lakewood') base.hostname = `${options.county}.localhost`;
  return { context, page, url: (path: string) => new URL(path, base).toString() };
}

/** The demo users' password: the seed's DEMO_PASSWORD (scripts/seed/demo-counties.ts, which brings the AWS clients). */
export const DEMO_PASSWORD = 'Demo#2026';

/** Signs in on the login page: username, password, Log In, and waits for /home. */
export async function logIn(
  page: Page,
  url: (path: string) => string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/home$/);
}

/** A fresh context and page (see newPage) signed in as `username`; `timeout` sets the page's default timeout first. */
export async function signedInPage(
  browser: Browser,
  username: string,
  options: { county?: string; width?: number; height?: number; password?: string; timeout?: number } = {},
): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  const session = await newPage(browser, options);
  if (options.timeout) session.page.setDefaultTimeout(options.timeout);
  await logIn(session.page, session.url, username, options.password);
  return session;
}

/**
 * When the running test fails, saves what the page showed (test-results/e2e/failed-*.png) and prints its URL, open
 * dialogs and console errors, so that a failure seen only on CI can be read from its log.
 */
function reportOnFailure(page: Page): void {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const name = `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`;
      await saveScreenshot(page, name).catch(() => {});
      const dialogs = await page
        .locator('[role=dialog], [role=alertdialog]')
        .allInnerTexts()
        .catch(() => []);
      console.error(
        [`page ${page.url()} (screenshot ${name}.png)`, ...dialogs.map((d) => `dialog: ${d}`), ...errors].join('\n'),
      );
    });
  } catch {
    // outside a running test (beforeAll): nothing to report to
  }
}

/**
 * Saves a full-page screenshot as test-results/e2e/<name>.png when SCREENSHOTS=1 (to look at a screen:
 * `SCREENSHOTS=1 npx vitest run --project e2e <file>`). `npm test` takes none: the suite's 157 full pages add to a
 * run that must stay under 30 minutes. A failed test's screenshot is always saved (reportOnFailure).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await saveScreenshot(page, name);
}

async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

interface Mail {
  subject: string;
  body: { text?: string };
  destination: { to: string[] };
}

/** Waits for a mail to `address` whose text has a link containing `pathPart`, and returns the link. */
export async function mailedLink(address: string, pathPart: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { emails } = (await (await fetch(`${sesUrl()}/store`)).json()) as { emails: Mail[] };
    const text = emails.filter((e) => e.destination.to.includes(address)).at(-1)?.body.text ?? '';
    const link = text.match(new RegExp(`https?://\\S*${pathPart}\\S*`))?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pathPart} link mailed to ${address}`);
}

/** The newest mail's text to an address ('' if none). */
export async function lastMailText(address: string): Promise<string> {
  const { emails } = (await (await fetch(`${sesUrl()}/store`)).json()) as { emails: Mail[] };
  return emails.filter((e) => e.destination.to.includes(address)).at(-1)?.body.text ?? '';
}

let counter = 0;
/** A unique valid username and e-mail for one test. */
export function uniqueUser(prefix = 'e2euser') {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.com` };
}

async function api(path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'e2e' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Registers and completes a USER through the API (for tests about something else than registration). */
export async function registeredUser(password = 'Start#2026') {
  const { username, email } = uniqueUser('e2eapi');
  await api('auth/signUp', {
    username,
    firstName: 'Pat',
    lastName: 'Tester',
    company: '',
    address: '1 Test Street',
    city: 'Lakewood',
    state: 'MN',
    zip: '56401',
    email,
    phone: '(218) 555-0199',
    password,
    passwordConfirm: password,
  });
  const link = await mailedLink(email, '/CompleteRegistration/');
  await api('auth/completeRegistration', { ticket: link.split('/').at(-1) });
  return { username, email, password };
}
