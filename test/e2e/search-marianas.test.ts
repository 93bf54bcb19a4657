// The Tract Index NMI search of spec 2 in a real browser on the Northern Mariana Islands demo county's own host
// (marianas.localhost): island and village required (three characters minimum), the village as a prefix, the
// parcel ID narrowing it, dates; then the results and the document pane, both showing the tract the search matched.
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import {
  detailPane,
  expectFieldMessage,
  field,
  openForm,
  resultRows,
  rowTexts,
  searchNav,
  signedInForFile,
  submit,
  submitForResults,
} from '../support/search-flow.ts';

const s = signedInForFile('title.examiner', 'marianas');

it('searches the tract index by island, village and parcel', async () => {
  const { page } = s;
  await openForm(s, 'Tract Index NMI');
  await page.getByText('Commonwealth of the Northern Mariana Islands').first().waitFor();
  await submit(page);
  await expectFieldMessage(page, 'Island', 'Required.');
  await expectFieldMessage(page, 'Village', 'Required.');

  await field(page, 'Island').selectOption('TINIAN');
  await field(page, 'Village').fill('SA');
  await submit(page);
  await expectFieldMessage(page, 'Village', 'Three characters minimum.');
  await screenshot(page, 'marianas-01-tract-index-validation');

  // the village is a prefix: 'San' is San Jose on Tinian
  await field(page, 'Village').fill('San');
  expect(await submitForResults(page)).toBe(58);
  await page.getByText('Displaying Results: 1-10 of 58').waitFor();
  await screenshot(page, 'marianas-02-tract-index-results');

  await page.getByRole('link', { name: 'Back to the search form' }).click();
  expect(await field(page, 'Island').inputValue()).toBe('TINIAN');
  await field(page, 'Parcel ID').fill('009C97');
  expect(await submitForResults(page)).toBe(11);
  expect((await rowTexts(page)).length).toBe(10);
  await resultRows(page).first().click();
  const pane = await detailPane(page, 'Document Details', 'Grantors/Grantees');
  await expect.poll(async () => pane.textContent()).toMatch(/Document Number/);
  await screenshot(page, 'marianas-03-tract-index-pane');

  // another island has no San Jose
  await page.getByRole('link', { name: 'Back to the search form' }).click();
  await field(page, 'Island').selectOption('ROTA');
  await submit(page);
  await page.getByRole('status').filter({ hasText: 'No Records Found.' }).waitFor();
});

it('shows the tract the search matched in the results and the document pane', async () => {
  const { page } = s;
  await openForm(s, 'Tract Index NMI');
  await field(page, 'Island').selectOption('TINIAN');
  await field(page, 'Village').fill('San');
  await field(page, 'Parcel ID').fill('');
  expect(await submitForResults(page)).toBe(58);
  // every row names its matched tract in References / Legals: Tinian, San Jose, the row's parcel
  const rows = await rowTexts(page);
  expect(rows).toHaveLength(10);
  for (const row of rows) expect(row).toMatch(/Tract \S+, SAN JOSE, TINIAN/);
  const parcel = rows[0]!.match(/Tract (\S+), SAN JOSE, TINIAN/)![1]!;

  await resultRows(page).first().click();
  const pane = await detailPane(page, 'Document Details', 'Grantors/Grantees');
  const tracts = pane.getByRole('region', { name: 'Tracts' });
  await tracts.waitFor();
  const first = tracts.locator('tbody tr').first();
  expect((await first.locator('td').allTextContents()).map((t) => t.trim())).toEqual([
    'TINIAN',
    'SAN JOSE',
    `${parcel}Matched`,
  ]);
  await screenshot(page, 'marianas-06-tract-data');
  await expectAccessible(page, 'tract index results with the tract in the pane');
});

it('lists only the searches the Marianas records answer; the home page has news and notable dates', async () => {
  const { page } = s;
  await page.goto(s.url('/search'));
  await page.waitForURL(/\/search\/searchBy\w+$/);
  const nav = searchNav(page);
  await nav.getByRole('link', { name: 'Tract Index NMI', exact: true }).waitFor();
  const entries = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
  for (const offered of ['Name', 'Plat', 'Legal Description', 'Tax Lien', 'Tract Index NMI'])
    expect(entries).toContain(offered);
  // no Torrens, book and page, grantor-grantee or tract books here
  for (const absent of [
    'Book and Page',
    'Torrens Certificate',
    'Torrens Text',
    'Grantor Grantee Book',
    'Tract Book ID',
  ])
    expect(entries).not.toContain(absent);
  await screenshot(page, 'marianas-04-search-menu');

  await page.goto(s.url('/home'));
  await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
  await page.getByText('E-filing is open').first().waitFor();
  expect(await page.getByText('No news.').count()).toBe(0);
  await page.getByText('Index Begin').waitFor();
  // the demo set's index begins in January 1950
  await page.getByRole('cell', { name: /1950/ }).first().waitFor();
  await screenshot(page, 'marianas-05-home');
});
