// Steps the search-area browser tests share: signing in (on a county's own host), opening a search form from the
// side navigation, submitting, reading the results screen ('Displaying Results: x-y of n', its rows) and finding a
// detail pane. Everything is found the way a person finds it: by role, label or visible text.
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { signedInPage, useBrowser } from './browser.ts';

export interface Session {
  page: Page;
  url: (path: string) => string;
}

/** Signs a demo user in (password Demo#2026) and waits for the home page. */
export async function signIn(browser: Browser, username: string, county?: string): Promise<Session> {
  const { page, url } = await signedInPage(browser, username, { county, timeout: 10_000 });
  return { page, url };
}

/**
 * One browser and one signed-in page for a whole test file: launched and signed in before its tests, closed after.
 * The session object is filled in by the hook, so tests read it as they run.
 */
export function signedInForFile(username: string, county?: string): Session {
  const session = {} as Session;
  const browser = useBrowser();
  beforeAll(async () => {
    Object.assign(session, await signIn(browser.current, username, county));
  });
  return session;
}

export const searchNav = (page: Page) => page.getByRole('navigation', { name: 'Searches' });

/** Opens a search form by its entry in the side navigation and waits for its heading. */
export async function openForm(s: Session, entry: string, heading = `Search by ${entry}`): Promise<void> {
  if (!s.page.url().includes('/search')) {
    await s.page.goto(s.url('/search'));
    // /search opens the county's default search: wait for it, or a click racing the redirect remounts the form
    await s.page.waitForURL(/\/search\/searchBy\w+$/);
  }
  const link = searchNav(s.page).getByRole('link', { name: entry, exact: true });
  const target = await link.getAttribute('href');
  // a click on the form already open remounts it: whatever a test types before that lands would be wiped
  if (new URL(s.page.url()).pathname !== target) {
    await link.click();
    await s.page.waitForURL((url) => url.pathname === target);
  }
  await s.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The text box, select or date field labelled `label` (exactly; a required field's label ends in ' *'), not a radio
 *  button of the same name (the tax lien methods). */
export const field = (scope: Page | Locator, label: string) =>
  scope
    .getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`))
    .and(scope.locator('input:not([type="radio"]):not([type="checkbox"]), select'));

export const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();

/** Submits and waits for a results screen; returns the number of records found. */
export async function submitForResults(page: Page, route = 'SearchResults'): Promise<number> {
  await submit(page);
  return waitForResults(page, route);
}

export async function waitForResults(page: Page, route = 'SearchResults'): Promise<number> {
  await page.waitForURL(new RegExp(`/search/${route}$`));
  return shownTotal(page);
}

/** The n of 'Displaying Results: x-y of n' once it shows. */
export async function shownTotal(page: Page): Promise<number> {
  const line = page.getByText(/^Displaying Results: \d+-\d+ of \d+$/).first();
  await line.waitFor();
  return Number((await line.textContent())?.match(/of (\d+)/)?.[1]);
}

/** The body rows of the results table captioned `caption`. */
export const resultRows = (page: Page, caption = 'Search Results') =>
  page.getByRole('table', { name: caption, exact: true }).locator('tbody tr');

/** The texts of the result rows shown now. */
export async function rowTexts(page: Page, caption = 'Search Results'): Promise<string[]> {
  return resultRows(page, caption).allTextContents();
}

/** The detail pane whose small label reads `label` (e.g. 'Document Details'), once its content has loaded. */
export async function detailPane(page: Page, label: string, loadedText: string | RegExp): Promise<Locator> {
  const pane = page
    .getByRole('region')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
  await pane.getByText(loadedText).first().waitFor();
  return pane;
}

/** The field message (error text) shown under the field labelled `label`. */
export async function expectFieldMessage(scope: Page | Locator, label: string, message: string): Promise<void> {
  const input = field(scope, label);
  await expect.poll(async () => input.getAttribute('aria-invalid')).toBe('true');
  const described = await input.getAttribute('aria-describedby');
  const text = await input.page().locator(`[id="${described}"]`).textContent();
  expect(text).toBe(message);
}

/** Today in a county's time zone as its forms show it (MM/DD/YYYY): date defaults follow the county's clock,
 * not the browser's. */
export const countyToday = (timeZone: string) =>
  new Date().toLocaleDateString('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' });

/** Ends the signed-in card customer's open preauthorization (the SPA's own call), so the next priced search asks for
 *  the card again; fails unless the server answers 200. */
export async function closeCardAuthorization(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/creditcard/closeAuthorization', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
      body: '{}',
    });
    return res.status;
  });
  expect(status).toBe(200);
}
