// The search area in a real browser against the real server and the demo county's generated records: a name
// search from the form to the results and the document's detail pane, paging, a document-number search, the
// history in Recent Searches, and the validation messages shared with the server.
import { expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { signIn } from '../support/search-flow.ts';

const browser = useBrowser();

it('searches by name, pages the results and opens a document', async () => {
  const { page, url } = await signIn(browser.current, 'title.examiner');
  await page.goto(url('/search/searchByName'));
  const nav = page.getByRole('navigation', { name: /search/i }).first();
  await nav.getByRole('link', { name: 'Name', exact: true }).waitFor();
  await screenshot(page, 'search-01-name-form');

  // The shared schema's message, before any call.
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Required.').first().waitFor();

  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/search\/SearchResults$/);
  const shown = page.getByText(/Displaying Results: 1-10 of \d+/);
  await shown.waitFor();
  const total = Number((await shown.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(10);
  await page.getByText('Click on a record to view details and images').waitFor();
  await screenshot(page, 'search-02-name-results');

  await page.getByRole('button', { name: 'Next', exact: true }).first().click();
  // the pager's own line (the live region announces the same words for a screen reader)
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByText(`Displaying Results: 11-${Math.min(20, total)} of ${total}`).waitFor();
  // Beside the detail pane the pager keeps to one line (the five pages nearest the current one), never splitting
  // its page numbers over two.
  const pagerButtons = pages.getByRole('button');
  const tops = await pagerButtons.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await pagerButtons.filter({ hasText: /^\d+$/ }).allTextContents()).toEqual(
    ['1', '2', '3', '4', '5'].slice(0, Math.ceil(total / 10)),
  );

  const firstRow = page.locator('tbody tr').first();
  const rowText = (await firstRow.textContent()) ?? '';
  expect(rowText).toMatch(/SMITH/);
  await firstRow.click();
  const pane = page.getByRole('region').filter({ hasText: 'Grantors/Grantees' }).last();
  await pane.waitFor();
  await expect.poll(async () => (await pane.textContent()) ?? '').toMatch(/SMITH/);
  await screenshot(page, 'search-03-document-pane');
});

it('finds a document by number and lists the search in Recent Searches', async () => {
  const { page, url } = await signIn(browser.current, 'title.examiner');
  await page.goto(url('/search/searchByName'));
  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('JOHNSON');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/search\/SearchResults$/);
  const firstNumber = ((await page.locator('tbody tr td').first().textContent()) ?? '').match(/\d{5,}/)?.[0];
  expect(firstNumber).toBeTruthy();

  await page.goto(url('/search/searchByDocumentNumber'));
  await page.getByRole('textbox', { name: /^Document Number/ }).fill(firstNumber!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/search\/SearchResults$/);
  await page.getByText('Displaying Results: 1-1 of 1').waitFor();
  await page.getByText('Current').first().waitFor();
  await screenshot(page, 'search-04-document-number');
});
