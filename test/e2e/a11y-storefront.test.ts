// Accessibility sweep of the storefront (issue 21): axe (WCAG 2.0/2.1 A and AA) on every public and search screen
// and window, one sign-in per role, in both demo counties; and reflow at 320 CSS px (WCAG 1.4.10): no screen but
// the results table scrolls sideways. Each test walks its screens and collects every violation before failing, so
// one run names them all. The provider's framed card page is the provider's, so it is left out of the card window.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { putConfig } from '../../functions/src/platform/config.ts';
import { expectAccessible } from '../support/axe.ts';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';
import { keepConfig } from '../support/county-config.ts';
import {
  closeCardAuthorization,
  detailPane,
  field,
  openForm,
  resultRows,
  type Session,
  searchNav,
  signIn,
  submit,
  submitForResults,
} from '../support/search-flow.ts';

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
});
const browser = useBrowser();
// the flat-fee window's answer depends on the county's add-on levels, which other files change for their own tests
const saved = keepConfig('lakewood', ['flatFee']);

/** Runs axe on the page (or the part `include` matches) and keeps what it finds for the test's end. */
function sweeper() {
  const found: string[] = [];
  const check = async (page: Page, what: string, include?: string) => {
    await expectAccessible(page, what, include).catch((e: Error) => found.push(e.message));
  };
  return { check, found };
}

/** Opens each search form the side navigation offers, in turn, and runs `each` on it. */
async function everyForm(page: Page, each: (path: string) => Promise<void>): Promise<void> {
  const links = searchNav(page).locator('a[href^="/search/searchBy"]');
  await links.first().waitFor();
  const paths = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const path of paths) {
    await searchNav(page).locator(`a[href="${path}"]`).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1, name: /./ }).waitFor();
    await each(path);
  }
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const closeDialog = async (page: Page, name: string | RegExp) => {
  await page.keyboard.press('Escape');
  await dialog(page, name).waitFor({ state: 'detached' });
};

/** The newest demo documents (recorded in October 2026, the demo's last month) have page images: a date search
 *  for that month, sorted newest first, with the first document's pane open. */
async function openNewestDocument(s: Session): Promise<void> {
  await openForm(s, 'Date');
  await field(s.page, 'From Date').fill('10/01/2026');
  await field(s.page, 'To Date').fill('10/30/2026');
  await submitForResults(s.page);
  await s.page.getByRole('button', { name: 'ASC', exact: true }).click();
  await s.page
    .getByRole('columnheader', { name: /Instrument/ })
    .and(s.page.locator('[aria-sort=descending]'))
    .waitFor();
  await resultRows(s.page).first().click();
  await detailPane(s.page, 'Document Details', /Recorded/);
}

describe('public screens', () => {
  it('login, register, recovery and reset pages, with their field errors', async () => {
    const { check, found } = sweeper();
    const { page, url, context } = await newPage(browser.current);
    page.setDefaultTimeout(10_000);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await check(page, 'login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Username').and(page.locator('[aria-invalid=true]')).waitFor();
    await check(page, 'login with field errors');

    // the public status page (issue 28), from the login page's footer
    await page.getByRole('link', { name: 'System status' }).click();
    await page.getByRole('heading', { level: 1, name: /^System status: Lakewood/ }).waitFor();
    await page
      .getByRole('region', { name: 'Services' })
      .getByRole('row', { name: /Search/ })
      .waitFor();
    await check(page, 'status');
    await screenshot(page, 'status-03-lakewood-public');

    // the API reference for programs (issue 31), from the login page's footer: a call opened from the keyboard,
    // and Try it with a key the server does not know answers its 401 on the page
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'API for programs' }).click();
    await page.getByRole('heading', { level: 1, name: 'API reference for programs' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Limits' }).waitFor();
    await page.getByText('60 calls per key per minute', { exact: false }).waitFor();
    const call = page.locator('details').filter({ has: page.getByRole('heading', { name: /searchByName/ }) });
    await call.locator('summary').focus();
    await page.keyboard.press('Enter');
    await call.getByText('-d \'{"lastName1":"SMITH","firstName1":"JOHN"}\'', { exact: false }).waitFor();
    // well formed, but no key the county made
    await page.getByLabel('Your API key, for Try it').fill(`lrp_lakewood_${'x'.repeat(43)}`);
    await call.getByRole('button', { name: 'Send' }).click();
    await call.getByText('Answer: HTTP 401').waitFor();
    await call.getByText('Unknown API key', { exact: false }).waitFor();
    await check(page, 'developers');
    await screenshot(page, 'developers-01-reference');

    await page.goto(url('/register'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, 'register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.locator('[aria-invalid=true]').first().waitFor();
    await check(page, 'register with field errors');

    for (const path of ['/forgotPassword', '/forgotUsername']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, path);
    }
    for (const path of ['/passwordReset/not-a-ticket', '/CompleteRegistration/not-a-ticket']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('main').getByText(/./).first().waitFor();
      await check(page, path);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

describe('Lakewood, an escrow title examiner', () => {
  let s: Session;
  beforeAll(async () => {
    s = await signIn(browser.current, 'title.examiner');
  });
  afterAll(async () => {
    await s.page.context().close();
  });

  it('home, profile, change password and the logout question', async () => {
    const { check, found } = sweeper();
    const { page } = s;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, 'home');
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => dialog(page, 'Profile').getByLabel('First Name').inputValue()).not.toBe('');
    await check(page, 'profile');
    await dialog(page, 'Profile').getByRole('button', { name: 'Change Password' }).click();
    await dialog(page, 'Change Password').getByRole('button', { name: 'Update' }).click();
    await dialog(page, 'Change Password').locator('[aria-invalid=true]').first().waitFor();
    await check(page, 'change password with field errors');
    await closeDialog(page, 'Change Password');
    await page.getByRole('button', { name: /Log ?out/i }).click();
    await page.getByRole('alertdialog').waitFor();
    await check(page, 'logout confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
    expect(found).toEqual([]);
  });

  // the header and navigation are the home page's, checked there: each form is checked inside <main>
  it('every search form, empty and with its required-field errors', async () => {
    const { check, found } = sweeper();
    const { page } = s;
    await page.goto(s.url('/search'));
    await everyForm(page, (path) => check(page, `search form ${path}`, '#main'));
    await openForm(s, 'Name');
    await submit(page);
    await page.locator('[aria-invalid=true]').first().waitFor();
    await check(page, 'name form with errors');
    expect(found).toEqual([]);
  }, 240_000);

  it('results and every detail pane kind, with their windows', async () => {
    const { check, found } = sweeper();
    const { page } = s;
    // documents: a name search, a document's pane, its legal description and links windows
    await openForm(s, 'Name');
    await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
    await submitForResults(page);
    await check(page, 'document results');
    await resultRows(page).first().click();
    await detailPane(page, 'Document Details', /Recorded/);
    await check(page, 'document details pane');
    // the legal description window (its button is named Details) is checked by a11y-coverage.test.ts

    await openForm(s, 'Torrens Certificate');
    await field(page, 'Certificate Number').fill('10001');
    await submitForResults(page, 'TorrensSearchResults');
    await resultRows(page, 'Torrens Search Results').first().click();
    await detailPane(page, 'Torrens Certificate', 'Certified Date');
    await check(page, 'Torrens results and certificate pane');

    await openForm(s, 'Tax Lien');
    await field(page, 'Name or Business Name').fill('Owens');
    await submitForResults(page, 'TaxLienSearchResults');
    await resultRows(page, 'Tax Lien Search Results').first().click();
    await detailPane(page, 'Tax Lien Details', /Lien/);
    await check(page, 'tax lien results and pane');

    await openForm(s, 'Grantor Grantee Book');
    await field(page, 'Business or Last Name').fill('Brown');
    await submitForResults(page, 'GrantorGranteeBookSearchResults');
    await resultRows(page, 'Grantor Grantee Book Search Results').first().click();
    await detailPane(page, 'Book Reference', 'Name From - To');
    await check(page, 'grantor grantee book results and pane');

    await openForm(s, 'Tract Book ID');
    await field(page, 'Tract Book ID').fill('TB00001');
    await submitForResults(page, 'TractBookSearchResults');
    await resultRows(page, 'Tract Book Search Results').first().click();
    await detailPane(page, 'Tract Book Entry', /BLOCK 8/);
    await check(page, 'tract book results and pane');
    expect(found).toEqual([]);
  });

  it('the image preview, the page view, choosing pages and the order window', async () => {
    const { check, found } = sweeper();
    const { page } = s;
    await openNewestDocument(s);
    await page.getByRole('button', { name: 'Image', exact: true }).first().click();
    const preview = dialog(page, /has \d+ page\(s\)$/);
    await preview.getByRole('checkbox').first().waitFor();
    await check(page, 'image preview window');
    await preview.getByRole('button', { name: 'Enlarge page 1' }).click();
    await dialog(page, 'Page 1').waitFor();
    await check(page, 'page view window');
    await closeDialog(page, 'Page 1');
    const pages = preview.getByLabel('Pages list');
    await pages.fill('99');
    await pages.press('Tab');
    await preview.getByText('Document does not have a page 99.').waitFor();
    await check(page, 'pages list with an error');
    await pages.fill('1');
    await pages.press('Tab');
    await preview.getByRole('button', { name: 'Continue' }).click();
    await dialog(page, /Download$/)
      .getByRole('table', { name: 'Fees' })
      .waitFor();
    await check(page, 'order window');
    await dialog(page, /Download$/)
      .getByRole('button', { name: 'Cancel' })
      .click();
    expect(found).toEqual([]);
  });
});

describe('payment windows', () => {
  it('the card payer: price list and card window; the account administrator: escrow deposit', async () => {
    const { check, found } = sweeper();
    const card = await signIn(browser.current, 'card.customer');
    await closeCardAuthorization(card.page);
    await openForm(card, 'Name');
    await card.page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
    await submit(card.page);
    const priceList = dialog(card.page, 'Price List');
    await priceList.getByRole('table', { name: 'Credit card prices' }).waitFor();
    await check(card.page, 'price list window');
    await priceList.getByRole('button', { name: 'Continue' }).click();
    await card.page.frameLocator('iframe[title="Card payment"]').getByLabel('Card Number').waitFor();
    await check(card.page, 'card window (the provider frame aside)', '[role=dialog]');
    await card.page.context().close();

    const admin = await signIn(browser.current, 'account.admin');
    await admin.page.getByRole('button', { name: 'Add Money' }).click();
    await dialog(admin.page, 'Escrow Deposit').getByLabel('Deposit Amount').waitFor();
    await check(admin.page, 'escrow deposit window');
    // the profile's money e-mails (issue 31): the low-balance alert with its error, then cleared again
    await closeDialog(admin.page, 'Escrow Deposit');
    await admin.page.getByRole('button', { name: 'Profile' }).click();
    const alert = dialog(admin.page, 'Profile').getByLabel('Low-balance alert below (dollars)');
    await alert.fill('ten');
    await dialog(admin.page, 'Profile').getByRole('button', { name: 'Save alert' }).click();
    await dialog(admin.page, 'Profile')
      .getByText(/^Enter an amount in dollars and cents/)
      .waitFor();
    expect(await dialog(admin.page, 'Profile').getByLabel('E-mail me the monthly statement').isChecked()).toBe(true);
    await check(admin.page, 'profile with the low-balance alert and its error');
    await screenshot(admin.page, 'profile-money-mails');
    await alert.fill('');
    await dialog(admin.page, 'Profile').getByRole('button', { name: 'Save alert' }).click();
    await dialog(admin.page, 'Profile').getByText('Saved.').waitFor();
    await admin.page.context().close();

    // with no add-on levels offered (as the demo county ships), the window says so
    await putConfig('lakewood', 'flatFee', { ...saved('flatFee'), rates: [] });
    const flat = await signIn(browser.current, 'flatfee.admin');
    const offered = () =>
      flat.page.evaluate(async () => {
        const res = await fetch('/api/flatFee/getAddOnOptions', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
          body: '{}',
        });
        const body = (await res.json()) as {
          content?: { purchaseOptions: { flatFeeOptions?: { options: unknown[] } } };
        };
        return body.content?.purchaseOptions.flatFeeOptions?.options.length ?? 0;
      });
    // the server reads configuration through a short cache
    await expect.poll(offered).toBe(0);
    await flat.page.getByRole('button', { name: 'Purchase Images' }).click();
    await flat.page.getByRole('alertdialog').getByText('Buy options are not supported.').waitFor();
    await check(flat.page, 'flat fee purchase images answer');
    await flat.page.context().close();
    expect(found).toEqual([]);
  });
});

describe('the Marianas county', () => {
  it('every search form and the tract index results', async () => {
    const { check, found } = sweeper();
    const s = await signIn(browser.current, 'title.examiner', 'marianas');
    const { page } = s;
    await check(page, 'Marianas home');
    await page.goto(s.url('/search'));
    await everyForm(page, (path) => check(page, `Marianas search form ${path}`, '#main'));
    await openForm(s, 'Tract Index NMI');
    await field(page, 'Island').selectOption('TINIAN');
    await field(page, 'Village').fill('San');
    await submitForResults(page);
    await resultRows(page).first().click();
    await detailPane(page, 'Document Details', 'Grantors/Grantees');
    await check(page, 'Marianas tract index results and pane');
    // Sounds like in the Marianas (issue 30): KAMACHO, spelled as heard, finds the county's CAMACHO records
    await openForm(s, 'Name');
    await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('KAMACHO');
    await page.getByRole('radio', { name: 'Sounds like' }).check();
    await submitForResults(page);
    const first = resultRows(page).first();
    expect(await first.locator('td').first().textContent()).toBe('Sounds like');
    expect(await first.textContent()).toMatch(/CAMACHO/);
    await check(page, 'Marianas Sounds like name results');
    await page.context().close();
    expect(found).toEqual([]);
  }, 240_000);

  it('the public status page, from the login page (issue 28)', async () => {
    const { page, url, context } = await newPage(browser.current, { county: 'marianas' });
    page.setDefaultTimeout(10_000);
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'System status' }).click();
    await page.getByRole('heading', { level: 1, name: /^System status: / }).waitFor();
    const services = page.getByRole('region', { name: 'Services' });
    await services.getByRole('row', { name: /E-File/ }).waitFor();
    expect(await services.getByRole('row').count()).toBe(5);
    await expectAccessible(page, 'Marianas status');
    await screenshot(page, 'status-04-marianas-public');
    await context.close();
  });
});

/** Reflow (WCAG 1.4.10): at 320 CSS px nothing scrolls sideways but the results table, which scrolls in its box. */
describe('320 CSS px wide', () => {
  it('every storefront screen but the results fits the width', async () => {
    const { page, url, context } = await newPage(browser.current, { width: 320, height: 640 });
    page.setDefaultTimeout(10_000);
    const wide: string[] = [];
    const fits = async (what: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${what}: ${width} px`);
    };
    for (const path of [
      '/register',
      '/forgotPassword',
      '/forgotUsername',
      '/passwordReset/not-a-ticket',
      '/status',
      '/developers',
      '/login',
    ]) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await fits(path);
    }
    await page.getByLabel('Username').fill('title.examiner');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: 'Notable Dates' }).waitFor();
    await fits('home');
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect.poll(() => dialog(page, 'Profile').getByLabel('First Name').inputValue()).not.toBe('');
    await fits('profile');
    await closeDialog(page, 'Profile');
    const s = { page, url };
    await openForm(s, 'Name');
    await fits('name form');
    await openForm(s, 'Legal Description');
    await fits('legal description form');
    await openNewestDocument(s);
    await page.getByRole('button', { name: 'Image', exact: true }).first().click();
    await dialog(page, /has \d+ page\(s\)$/)
      .getByRole('checkbox')
      .first()
      .waitFor();
    await fits('image preview window');
    await dialog(page, /has \d+ page\(s\)$/)
      .getByRole('button', { name: 'Continue' })
      .click();
    await dialog(page, /Download$/)
      .getByRole('table', { name: 'Fees' })
      .waitFor();
    await fits('order window');
    await context.close();
    expect(wide).toEqual([]);
  });
});
