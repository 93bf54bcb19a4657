// The county configuration pages in a real browser (spec 3 sections 2.5, 4.2, 4.6, 5.5-5.10, 7.5): every page opens,
// loads its group and passes axe; and settings saved through the pages take effect where they act: an a la carte
// price on the next search's charge, an account put on a feed plan from the account pick-list (and an unknown one
// refused), a search switched off leaving the search menu, a news item on the home page,
// the county-wide lockout's banner and refused sign-in, Purge Now asked and answered, and End User Sessions signing
// another user out at once.
// Each group changed is put back as it was (keepConfig), whatever fails.
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { getConfig, putConfig } from '../../functions/src/platform/config.ts';
import { expectAccessible } from '../support/axe.ts';
import { newPage, screenshot, signedInPage, useBrowser } from '../support/browser.ts';
import { keepConfig } from '../support/county-config.ts';

Object.assign(process.env, inject('stackEnv'));

const county = 'lakewood';
keepConfig(county, ['aLaCarte', 'search', 'latestNews', 'userLockout', 'homeSelections', 'feed']);
beforeAll(async () => {
  // the home page shows its latest news card
  await putConfig(county, 'homeSelections', { ...(await getConfig(county, 'homeSelections')), latestNews: true });
});
const browser = useBrowser();

interface Session {
  page: Page;
  url: (path: string) => string;
}

async function signIn(username: string): Promise<Session> {
  const { page, url } = await signedInPage(browser.current, username, { timeout: 15_000 });
  return { page, url };
}

/** A call from the page, as the SPA makes it (its cookie, its header). */
async function call(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(`/api/${path}`, {
        method,
        credentials: 'include',
        headers: { 'X-Requested-With': 'portal', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** Opens a configuration page from the side navigation and waits for its form. */
async function openConfig(s: Session, path: string, title: string) {
  if (!s.page.url().includes('/controlPanel')) {
    await s.page.goto(s.url('/controlPanel/accounts'));
    await s.page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
  }
  await s.page.getByRole('navigation', { name: 'Control Panel' }).locator(`a[href="/controlPanel/${path}"]`).click();
  await s.page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await s.page.locator('form[aria-labelledby="config-title"], button:has-text("End User Sessions")').first().waitFor();
}

async function saveAndWait(page: Page, button: string | RegExp = 'Save') {
  await page
    .getByRole('button', { name: button, exact: typeof button === 'string' })
    .first()
    .click();
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ state: 'attached' });
}

const pages: Array<[string, string]> = [
  ['creditCardAlternateRates', 'Credit Card Alternate Rates'],
  ['creditCardExtra', 'Credit Card Extra'],
  ['escrow', 'Escrow'],
  ['flatFeeRates', 'Flat Fee Rates'],
  ['flatFeeOverride', 'Flat Fee Override'],
  ['alacarterates', 'A La Carte Rates'],
  ['alacarteratesspecial', 'A La Carte Special Rates'],
  ['feedPlans', 'Index Feed Plans'],
  ['billingSchedule', 'Schedule'],
  ['userAccess', 'User Access'],
  ['userLockout', 'Lockout Step 1'],
  ['userLockout2', 'Lockout Step 2'],
  ['userPurgeNow', 'Purge Now'],
  ['userPurgeSchedule', 'User Purge Schedule'],
  ['auditLogPurgeSchedule', 'Audit Log Purge'],
  ['common', 'Common'],
  ['efile', 'E File'],
  ['languages', 'Languages'],
  ['homeLatestNews', 'More News'],
  ['homeExternalLinks', 'More Links'],
  ['homeNotableDates', 'Notable Dates'],
  ['homeSelections', 'Home Selections'],
  ['loginPageLinks', 'Login Page Links'],
  ['loginPageLatestNews', 'Login Page Latest News'],
  ['loginPageSlides', 'Login Page Slides'],
  ['loginPageRegistration', 'Registration & Recovery'],
  ['search', 'Search 1'],
  ['search2', 'Search 2'],
  ['reports', 'Reports'],
  ['technical/efile', 'E File'],
  ['technical/languages', 'Languages'],
];

it('opens every configuration page with its saved values, and each passes axe', async () => {
  const s = await signIn('trimin.admin');
  for (const [path, title] of pages) {
    await openConfig(s, path, title);
    await expectAccessible(s.page, `Configuration page ${path}`);
    await screenshot(s.page, `config-${path.replace('/', '-')}`);
  }
  // the dependencies of 4.6 on a real page: the days wait for automatic purge
  await openConfig(s, 'userPurgeSchedule', 'User Purge Schedule');
  const days = s.page.getByRole('textbox', { name: 'Purge After (days)' });
  const auto = s.page.getByRole('checkbox', { name: 'Automatic Purge' });
  expect(await days.isDisabled()).toBe(!(await auto.isChecked()));
  // a message of the shared schema beside its field, then the confirmation of the special rates
  await openConfig(s, 'escrow', 'Escrow');
  await s.page.getByRole('textbox', { name: 'Fee Code' }).fill('F1');
  await s.page.getByRole('textbox', { name: 'Charge Code' }).fill('');
  await s.page.getByRole('button', { name: 'Save', exact: true }).click();
  await s.page.getByText('Required with Fee Code.').waitFor();
  expect(await s.page.getByRole('textbox', { name: 'Charge Code' }).getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(s.page, 'Escrow with a message');
  await screenshot(s.page, 'config-escrow-message');
  await s.page.context().close();
}, 300_000);

it('a la carte: the next search is charged the new Name Search price', async () => {
  const admin = await signIn('county.admin');
  const examiner = await signIn('title.examiner');
  await openConfig(admin, 'alacarterates', 'A La Carte Rates');
  const price = admin.page.getByRole('textbox', { name: 'Name Search' });
  const cents = Math.round(Number(await price.inputValue()) * 100) + 7;
  await price.fill((cents / 100).toFixed(2));
  await saveAndWait(admin.page);
  await screenshot(admin.page, 'config-alacarte-saved');
  await admin.page.waitForTimeout(400); // the server's configuration cache (250 ms in these tests)

  const balance = async () =>
    (await call(examiner.page, 'POST', 'currentUser/usageBalance', {})).body.content.usageBalance.cents as number;
  const before = await balance();
  const search = await call(examiner.page, 'POST', 'search/searchByName', { lastName1: 'Smith', firstName1: 'Ann' });
  expect(search.status).toBe(200);
  expect(before - (await balance())).toBe(cents);
  // the header shows the new balance after a refresh
  await examiner.page.getByRole('button', { name: 'Refresh usage balance' }).click();
  await expect
    .poll(() => examiner.page.getByTestId('usage-balance').textContent())
    .toContain(`$${((before - cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await admin.page.context().close();
  await examiner.page.context().close();
});

it("Index Feed Plans: an account picked from the county's accounts is put on a plan; an unknown one is refused", async () => {
  const admin = await signIn('county.admin');
  const { page } = admin;
  await openConfig(admin, 'feedPlans', 'Index Feed Plans');
  await page.getByRole('textbox', { name: 'Snapshot ($)' }).fill('199.50');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const pick = page.getByRole('dialog', { name: 'Select an Account' });
  await pick.getByRole('textbox', { name: 'Filter' }).fill('Hale');
  await pick.getByRole('button', { name: 'Hale Abstract LLC' }).waitFor();
  await expectAccessible(page, 'Index Feed Plans: the account pick-list', '[role=dialog]');
  await pick.getByRole('button', { name: 'Hale Abstract LLC' }).click();
  await pick.waitFor({ state: 'detached' });
  const rows = page.getByRole('table', { name: 'Feed Plans' }).locator('tbody tr');
  const hale = rows.filter({ hasText: 'Hale Abstract LLC' });
  await hale.waitFor();
  // a plan saved before shows its account's name too
  await rows.filter({ hasText: 'Northwoods Title Company' }).waitFor();
  const n = await rows.count();
  await page.getByRole('combobox', { name: `Plan ${n}` }).selectOption('PER_DOCUMENT');
  await saveAndWait(page);
  const feed = (await call(page, 'GET', 'controlPanel/countyConfig/feed')).body.content;
  expect(feed.snapshotCents).toBe(19_950);
  expect(feed.plans.at(-1)).toEqual({ accountId: 'demo-flat', accountName: 'Hale Abstract LLC', plan: 'PER_DOCUMENT' });
  await expectAccessible(page, 'Index Feed Plans saved');
  await screenshot(page, 'config-feed-plans-saved');

  // an id typed that is no account of the county: the server's message on the row, nothing saved
  const id = page.getByRole('textbox', { name: `Account ID ${n}` });
  await id.fill('no-such-account');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const box = page.getByRole('alertdialog', { name: 'Warning' });
  await box.getByText('There is no account no-such-account in this county.').waitFor();
  await box.getByRole('button', { name: 'Close' }).last().click();
  expect(await id.getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(page, 'Index Feed Plans with a refused account');
  await screenshot(page, 'config-feed-plans-refused');
  expect((await call(page, 'GET', 'controlPanel/countyConfig/feed')).body.content).toEqual(feed);
  await page.context().close();
});

it('Search 1: a search switched off leaves the search menu', async () => {
  const admin = await signIn('county.admin');
  await openConfig(admin, 'search', 'Search 1');
  const date = admin.page.getByRole('checkbox', { name: 'Date', exact: true });
  await date.check();
  await saveAndWait(admin.page, /^(Submit|Save and Update)$/);
  let examiner = await signIn('title.examiner');
  await examiner.page.goto(examiner.url('/search'));
  const menu = () => examiner.page.getByRole('navigation', { name: 'Searches' });
  await menu().getByRole('link', { name: 'Date', exact: true }).waitFor();
  await examiner.page.context().close();

  await date.uncheck();
  await saveAndWait(admin.page, /^(Submit|Save and Update)$/);
  await screenshot(admin.page, 'config-search1-date-off');
  await admin.page.waitForTimeout(400);
  examiner = await signIn('title.examiner');
  await examiner.page.goto(examiner.url('/search'));
  await menu().getByRole('link', { name: 'Name', exact: true }).waitFor();
  expect(await menu().getByRole('link', { name: 'Date', exact: true }).count()).toBe(0);
  await screenshot(examiner.page, 'config-search1-menu-without-date');
  await admin.page.context().close();
  await examiner.page.context().close();
});

it('More News: a news item posted shows on the home page', async () => {
  const admin = await signIn('county.admin');
  await openConfig(admin, 'homeLatestNews', 'More News');
  const heading = `Vault closed ${Date.now().toString(36)}`;
  await admin.page.getByRole('textbox', { name: 'Heading' }).first().fill(heading);
  await admin.page.getByRole('textbox', { name: 'Paragraph', exact: true }).first().fill('Closed for inventory.');
  await admin.page.getByRole('button', { name: 'Add Paragraphs' }).click();
  expect(await admin.page.getByRole('textbox', { name: 'Heading' }).count()).toBeGreaterThanOrEqual(6);
  await expectAccessible(admin.page, 'More News with added rows');
  await saveAndWait(admin.page);
  await admin.page.waitForTimeout(400);
  const examiner = await signIn('title.examiner');
  await examiner.page.getByText(heading).waitFor();
  await screenshot(examiner.page, 'config-news-on-home');
  await admin.page.context().close();
  await examiner.page.context().close();
});

it('Lockout: the headline banner shows and a non-staff sign-in is refused with the message; undone after', async () => {
  const admin = await signIn('county.admin');
  await openConfig(admin, 'userLockout', 'Lockout Step 1');
  const login = 'Closed for the year-end audit.';
  const headline = 'Lockout in place: the public cannot sign in.';
  await admin.page.getByRole('checkbox', { name: 'Lockout in Place' }).check();
  await admin.page.getByRole('textbox', { name: 'Login Unavailable Message' }).fill(login);
  await admin.page.getByRole('textbox', { name: 'Headline Message' }).fill(headline);
  try {
    await saveAndWait(admin.page);
    await admin.page.waitForTimeout(400);
    await admin.page.goto(admin.url('/home'));
    await admin.page.getByText(headline).waitFor();
    // the banner only: the home page's cards are another area's screen
    await expectAccessible(admin.page, 'The lockout banner', '[role=alert]');
    await screenshot(admin.page, 'config-lockout-banner');

    const { page, url } = await newPage(browser.current);
    await page.goto(url('/login'));
    await page.getByLabel('Username').fill('title.examiner');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText(login).first().waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await screenshot(page, 'config-lockout-refused');
    await page.context().close();
  } finally {
    await openConfig(admin, 'userLockout', 'Lockout Step 1');
    await admin.page.getByRole('checkbox', { name: 'Lockout in Place' }).uncheck();
    await saveAndWait(admin.page);
    await admin.page.waitForTimeout(400);
  }
  const examiner = await signIn('title.examiner');
  await examiner.page.context().close();
  await admin.page.context().close();
});

it('Purge Now: the date picked, asked first, and the number purged shown', async () => {
  const admin = await signIn('county.admin');
  await openConfig(admin, 'userPurgeNow', 'Purge Now');
  const date = admin.page.getByRole('textbox', { name: 'Inactive Since' });
  await date.fill('');
  await date.pressSequentially('01012000');
  expect(await date.inputValue()).toBe('01/01/2000');
  await admin.page.getByRole('button', { name: 'Purge Now' }).click();
  const ask = admin.page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.getByText('Delete inactive credit card users?').waitFor();
  await expectAccessible(admin.page, 'Purge Now confirmation', '[role=alertdialog]');
  await ask.getByRole('button', { name: 'Yes' }).click();
  const box = admin.page.getByRole('alertdialog', { name: 'Message' });
  await box.getByText(/inactive credit card users? (was|were) purged\.$/).waitFor();
  await screenshot(admin.page, 'config-purge-now-done');
  await box.getByRole('button', { name: 'Close' }).last().click();
  await admin.page.context().close();
});

it("End User Sessions: asked first, then another user's next call is signed out", async () => {
  const examiner = await signIn('title.examiner');
  expect((await call(examiner.page, 'GET', 'currentUser/profile')).status).toBe(200);
  const admin = await signIn('county.admin');
  await openConfig(admin, 'userLockout2', 'Lockout Step 2');
  await admin.page.getByRole('button', { name: 'End User Sessions' }).click();
  const ask = admin.page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.getByText('You are about to end all user sessions. Continue?').waitFor();
  await expectAccessible(admin.page, 'End User Sessions confirmation', '[role=alertdialog]');
  await screenshot(admin.page, 'config-end-sessions-confirm');
  await ask.getByRole('button', { name: 'Yes' }).click();
  const box = admin.page.getByRole('alertdialog', { name: 'Message' });
  await box.getByText(/user sessions? ended\.$/).waitFor();
  await box.getByRole('button', { name: 'Close' }).last().click();

  expect((await call(examiner.page, 'GET', 'currentUser/profile')).status).toBe(401);
  await examiner.page.goto(examiner.url('/reports'));
  await examiner.page.waitForURL(/\/login$/);
  // staff stay signed in
  expect((await call(admin.page, 'GET', 'currentUser/profile')).status).toBe(200);
  await admin.page.context().close();
  await examiner.page.context().close();
});
