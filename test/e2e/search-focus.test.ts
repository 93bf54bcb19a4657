// Keyboard use of the search area in a real browser (issue 18 'Keyboard and focus'): from the Search tab, the side
// menu's skip link (shown when focused) reaches the form's first field in three Tabs instead of some 27; after a
// search, focus lands on the results heading instead of the page body. Both screens pass axe.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { signedInForFile, submitForResults } from '../support/search-flow.ts';

const s = signedInForFile('title.examiner');

/** What has focus: its tag, its id and its accessible text (label of a field, text of a link or heading). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    const label = e?.id ? document.querySelector(`label[for="${e.id}"]`)?.textContent : undefined;
    return { tag: e?.tagName ?? '', id: e?.id ?? '', text: (label ?? e?.textContent ?? '').trim() };
  });

/** The first control of the open search form a Tab can reach. */
const firstField = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('#search-form form') as HTMLFormElement | null;
    const first = Array.from(form?.elements ?? []).find((e) => (e as HTMLElement).tabIndex >= 0) as HTMLElement;
    return first?.id ?? '';
  });

it('reaches the first field of the search form from the Search tab in three Tabs, through the skip link', async () => {
  const { page } = s;
  await page.goto(s.url('/home'));
  const searchTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });
  await searchTab.click();
  // the county's default search opens
  await page.waitForURL(/\/search\/searchBy\w+$/);
  await page.getByRole('heading', { name: /^Search by /, level: 1 }).waitFor();
  const form = new URL(page.url()).pathname;
  await searchTab.focus();

  const skip = page.getByRole('link', { name: 'Skip to search form' });
  let tabs = 0;
  while (tabs < 3 && !(await skip.evaluate((e) => e === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Skip to search form' });
  // shown on focus: it has a visible box of its own
  const box = await skip.boundingBox();
  expect(box?.width).toBeGreaterThan(50);
  expect(box?.height).toBeGreaterThan(20);
  await screenshot(page, 'focus-01-skip-link');
  await expectAccessible(page, 'search form with the skip link focused');

  await page.keyboard.press('Enter');
  expect((await focused(page)).id).toBe('search-form');
  await page.keyboard.press('Tab');
  tabs++;
  expect(tabs).toBeLessThanOrEqual(3);
  const first = await firstField(page);
  expect(first).not.toBe('');
  expect((await focused(page)).id).toBe(first);
  expect(new URL(page.url()).pathname).toBe(form);
});

it('moves focus to the results heading when the results arrive', async () => {
  const { page } = s;
  await page.goto(s.url('/search/searchByName'));
  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
  expect(await submitForResults(page)).toBeGreaterThan(0);
  const heading = page.getByRole('heading', { name: 'Search Results', level: 1 });
  await expect.poll(async () => heading.evaluate((e) => e === document.activeElement)).toBe(true);
  // the next Tab goes on from the results, not from the top of the page
  await page.keyboard.press('Tab');
  expect((await focused(page)).text).toBe('Back to the search form');
  await screenshot(page, 'focus-02-results-heading');
  await expectAccessible(page, 'results with focus on their heading');
});
