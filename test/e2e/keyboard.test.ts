// The storefront with the keyboard alone (issue 21): sign in, a name search, sorting and paging its results, a
// document's pane, the image preview, choosing pages, buying and downloading, all with key presses (Tab,
// Shift+Tab, Enter, Space, arrows, Escape), never a click. On the way: the first Tab on each page reaches 'Skip to
// main content', which moves focus to <main>; the focused element shows an outline or a ring; a window keeps Tab
// inside it, Escape closes it and focus goes back to what opened it; the shell's live region says the search's
// count and, after the purchase, the new balance. The buyer is an escrow user, so no provider frame is involved.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';
import { resultRows, shownTotal } from '../support/search-flow.ts';

const browser = useBrowser();
let page: Page;
let url: (path: string) => string;
beforeAll(async () => {
  ({ page, url } = await newPage(browser.current));
  page.setDefaultTimeout(10_000);
});

/** What has focus, as 'tag name' with its accessible-ish name (aria-label, its label, or its text). */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()} ${name.replace(/\s+/g, ' ').trim()}`;
  });

/** Presses Tab (or Shift+Tab) until the focused element matches; fails after `max` presses. */
async function tabTo(what: RegExp, { back = false, max = 60 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused();
    if (what.test(now)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${what}; passed ${seen.join(' | ')}`);
}

/** The focused element draws an outline or a ring (box-shadow), so a sighted keyboard user sees where they are. */
async function expectFocusVisible(): Promise<void> {
  const style = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement as Element);
    return { outline: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  const outlined = style.outline !== 'none' && style.width > 0;
  expect(outlined || style.shadow !== 'none', `${await focused()}: ${JSON.stringify(style)}`).toBe(true);
}

/** The first Tab on a fresh page lands on the skip link, visibly; Enter on it puts focus on <main>. */
async function skipToMain(): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('a Skip to main content');
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

const liveRegion = () => page.getByTestId('live-region');

/** Waits for the detail pane of the chosen result. */
const detailsShown = () =>
  page
    .getByRole('region')
    .filter({ hasText: 'Document Details' })
    .getByText(/Recorded/)
    .first()
    .waitFor();

it('signs in, searches, sorts, pages and opens a pane with the keyboard alone', async () => {
  await page.goto(url('/login'));
  await page.getByLabel('Username').waitFor();
  await skipToMain();
  await tabTo(/^input Username/);
  await expectFocusVisible();
  await page.keyboard.type('title.examiner');
  await tabTo(/^input Password/);
  await page.keyboard.type('Demo#2026');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await skipToMain();
  await tabTo(/^a Search$/, { back: true });
  await expectFocusVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\/searchBy\w+$/);
  await page.getByRole('heading', { name: /^Search by/, level: 1 }).waitFor();
  await skipToMain();
  if (!page.url().endsWith('/searchByName')) {
    await tabTo(/^a Name$/, { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search by Name', level: 1 }).waitFor();
  }
  await tabTo(/^input Last Name/);
  await page.keyboard.type('SMITH');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\/SearchResults$/);
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(10);
  // focus goes to the results heading, and the live region says how many were found
  expect(await focused()).toBe('h1 Search Results');
  await expect.poll(() => liveRegion().textContent()).toBe(`Search complete: ${total} results`);

  // sort by Recorded Date with the arrow keys on the Sort By select, then descending with Space on the toggle
  const header = (name: RegExp) => page.getByRole('columnheader', { name });
  expect(await header(/^Instrument/).getAttribute('aria-sort')).toBe('ascending');
  await tabTo(/^select Sort By/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => header(/^Recorded/).getAttribute('aria-sort')).toBe('ascending');
  expect(await header(/^Instrument/).getAttribute('aria-sort')).toBeNull();
  await tabTo(/^button ASC$/);
  await page.keyboard.press('Space');
  await expect.poll(() => header(/^Recorded/).getAttribute('aria-sort')).toBe('descending');

  // the next page
  await tabTo(/^button Next$/);
  await page.keyboard.press('Enter');
  // the pager's own line; the live region's copy of it is checked next
  await page.getByRole('navigation', { name: 'Pages' }).getByText(`Displaying Results: 11-20 of ${total}`).waitFor();
  await expect.poll(() => liveRegion().textContent()).toBe(`Displaying Results: 11-20 of ${total}`);

  // a row is chosen with Enter: its pane opens
  await tabTo(/^tr /);
  await expectFocusVisible();
  const row = (await focused()).slice(3);
  await page.keyboard.press('Enter');
  expect(await resultRows(page).and(page.locator('[aria-selected=true]')).textContent()).toBe(
    (await resultRows(page).and(page.locator(':focus')).textContent()) ?? '',
  );
  await detailsShown();
  expect(row).not.toBe('');
  await screenshot(page, 'keyboard-01-pane');
});

it('previews images, chooses pages, buys and downloads with the keyboard alone; windows trap focus', async () => {
  // the demo's newest documents (October 2026) have page images
  await tabTo(/^a Date$/, { back: true });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Search by Date', level: 1 }).waitFor();
  await tabTo(/^input From Date/);
  await page.keyboard.type('10/01/2026');
  await tabTo(/^input To Date/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('10/30/2026');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\/SearchResults$/);
  await shownTotal(page);
  await tabTo(/^button ASC$/);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'DESC', exact: true }).waitFor();
  await tabTo(/^tr /);
  await page.keyboard.press('Enter');
  await detailsShown();

  await tabTo(/^button Image$/, { back: true });
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: /has \d+ page\(s\)$/ });
  await preview.getByRole('checkbox').first().waitFor();
  // focus is inside; Shift+Tab from the first control wraps to the last, Tab from the last back to the first
  const first = await focused();
  expect(first).toBe('button Close');
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('button Cancel');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe(first);

  // the larger view: Escape closes it and gives focus back to its thumbnail
  await tabTo(/^button Enlarge page 1$/);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Page 1' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Page 1' }).waitFor({ state: 'detached' });
  expect(await focused()).toBe('button Enlarge page 1');

  // choose page 1 alone: the Pages list, then Tab to leave it (the server checks the list)
  await tabTo(/^input Pages list$/);
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect.poll(() => preview.getByRole('checkbox', { name: 'Page 1' }).isChecked()).toBe(true);
  await tabTo(/^button Continue$/);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: /Download$/ });
  await confirm.getByRole('table', { name: 'Fees' }).waitFor();
  await screenshot(page, 'keyboard-02-confirm');
  await tabTo(/^button Buy and Download$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/_pages_1\.pdf$/);
  await confirm.waitFor({ state: 'detached' });
  // the new balance is announced
  await expect.poll(() => liveRegion().textContent()).toMatch(/^Usage balance: \$[\d,]+\.\d\d$/);
  expect(await liveRegion().textContent()).toBe(await page.getByTestId('usage-balance').textContent());
});
