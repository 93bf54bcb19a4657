// The search area in a real browser against the real server and the demo county's generated records: a name
// search from the form to the results and the document's detail pane, paging, a document-number search, the
// history in Recent Searches, the search log of a title file (issue 32), and the validation messages shared with
// the server.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
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

it('finds a document by number and lists the search in Recent Searches, both logged under the title file', async () => {
  const { page, url } = await signIn(browser.current, 'title.examiner');
  await page.goto(url('/search/searchByName'));
  // the title file (issue 32): a bad number is refused at the field, a good one logs what follows
  const titleFile = `E2E-${Date.now()}`;
  const fileNumber = page.getByRole('textbox', { name: 'File number' });
  await fileNumber.fill('#1187');
  await page.getByRole('button', { name: 'Set file' }).click();
  await page.getByText('A file number holds letters, digits').waitFor();
  await expectAccessible(page, 'the title file field with its error');
  await fileNumber.fill(titleFile);
  await fileNumber.press('Enter');
  await page.getByText(`Logging to file ${titleFile}.`).waitFor();
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

  // the search log lists both searches in words, with Run again, passes axe, and downloads its PDF
  await page.getByRole('link', { name: 'Search log' }).click();
  await page.getByRole('heading', { name: `File ${titleFile}` }).waitFor();
  const entries = page.getByRole('table', { name: 'Search log entries' }).locator('tbody tr');
  await expect.poll(() => entries.count()).toBe(2);
  expect(await entries.first().textContent()).toMatch(/Last Name JOHNSON/i);
  expect(await entries.last().textContent()).toContain(firstNumber);
  await expectAccessible(page, 'the search log');
  await screenshot(page, 'search-05-search-log');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`SearchLog-${titleFile}.pdf`);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // Run again: the document number search again, to its results
  await entries
    .last()
    .getByRole('button', { name: /^Run again/ })
    .click();
  await page.waitForURL(/\/search\/SearchResults$/);
  await page.getByText('Displaying Results: 1-1 of 1').waitFor();
});
