// The book searches of spec 2 in a real browser against the Lakewood demo county's generated books: Grantor
// Grantee Book (a name inside a page's name range, Search In) to the book reference results and pane, Tract Book ID
// and Tract Book Legal (lots and blocks, metes and bounds) to the tract book results and the entry's pane.
import { expect, it } from 'vitest';
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

const s = signedInForFile('title.examiner');

const backToForm = () => s.page.getByRole('link', { name: 'Back to the search form' }).click();

it('searches the grantor-grantee books by a name within their name ranges', async () => {
  const RESULTS = 'GrantorGranteeBookSearchResults';
  const CAPTION = 'Grantor Grantee Book Search Results';
  const { page } = s;
  await openForm(s, 'Grantor Grantee Book');
  // Lakewood (Minnesota) keeps no tract index of the Northern Mariana Islands: its menu does not offer one
  expect(await searchNav(page).getByRole('link', { name: 'Tract Index NMI', exact: true }).count()).toBe(0);
  await submit(page);
  await expectFieldMessage(page, 'Business or Last Name', 'Required.');
  await field(page, 'Business or Last Name').fill('Brown');
  await screenshot(page, 'books-01-grantor-grantee-form');
  expect(await submitForResults(page, RESULTS)).toBe(10);
  const rows = await rowTexts(page, CAPTION);
  expect(rows.every((r) => /BROWN – CLARK/.test(r))).toBe(true);
  expect(rows.join(' ')).toMatch(/GE-1900-003.*GR-1900-003|GR-1900-003.*GE-1900-003/);

  await resultRows(page, CAPTION).first().click();
  const pane = await detailPane(page, 'Book Reference', 'Name From - To');
  await pane.getByText('BROWN – CLARK').waitFor();
  await screenshot(page, 'books-02-grantor-grantee-pane');

  await backToForm();
  await page.getByRole('radio', { name: 'Grantors Only' }).check();
  expect(await submitForResults(page, RESULTS)).toBe(5);
  expect((await rowTexts(page, CAPTION)).every((r) => r.includes('GRANTOR'))).toBe(true);

  // the 1900s books end in 1949: a range after that finds nothing
  await backToForm();
  await field(page, 'From Date').fill('01/01/1960');
  await submit(page);
  await page.getByRole('status').filter({ hasText: 'No Records Found.' }).waitFor();
});

it('finds a tract book entry by its ID', async () => {
  const { page } = s;
  await openForm(s, 'Tract Book ID');
  await submit(page);
  await expectFieldMessage(page, 'Tract Book ID', 'Required.');
  await field(page, 'Tract Book ID').fill('TB00001');
  expect(await submitForResults(page, 'TractBookSearchResults')).toBe(1);
  expect((await rowTexts(page, 'Tract Book Search Results'))[0]).toContain('BLOCK 8 DEER PATH ADDITION');
  await resultRows(page, 'Tract Book Search Results').first().click();
  const pane = await detailPane(page, 'Tract Book Entry', 'BLOCK 8 DEER PATH ADDITION, ENTRIES 1928-1933');
  await pane.getByRole('heading', { name: 'TB00001' }).waitFor();
  await screenshot(page, 'books-03-tract-book-pane');
});

it('finds tract book entries by legal description, lots and blocks and metes and bounds', async () => {
  const CAPTION = 'Tract Book Search Results';
  const { page } = s;
  await openForm(s, 'Tract Book Legal');
  // only the dates are checked here: the plat is marked required but a search without one just finds nothing
  await field(page, 'From Date').fill('12/31/1950');
  await field(page, 'To Date').fill('01/01/1950');
  await submit(page);
  await expectFieldMessage(page, 'From Date', 'Invalid date range.');
  await expectFieldMessage(page, 'To Date', 'Invalid date range.');
  await page.getByRole('button', { name: 'Clear' }).click();
  await submit(page);
  await page.getByRole('status').filter({ hasText: 'No Records Found.' }).waitFor();
  expect(await page.getByText('Required.').count()).toBe(0);

  await field(page, 'Plat').fill('Deer Path Addition');
  await field(page, 'Block').click();
  await page.getByText('Selected plat: DEER PATH ADDITION (P0002)').waitFor();
  expect(await submitForResults(page, 'TractBookSearchResults')).toBe(2);
  expect((await rowTexts(page, CAPTION)).join(' ')).toMatch(/TB00001.*TB00015/);

  await backToForm();
  await field(page, 'Block').fill('8');
  expect(await submitForResults(page, 'TractBookSearchResults')).toBe(1);
  expect((await rowTexts(page, CAPTION))[0]).toContain('TB00001');

  await backToForm();
  await page.getByRole('radio', { name: 'Metes and Bounds' }).check();
  await field(page, 'Section').fill('7');
  await field(page, 'Township').fill('139');
  await field(page, 'Range').fill('33');
  await page.getByRole('radio', { name: 'Matches Exactly' }).check();
  await field(page, 'Q').selectOption('SW');
  await field(page, 'QQ').selectOption('SE');
  await screenshot(page, 'books-04-tract-book-legal-form');
  expect(await submitForResults(page, 'TractBookSearchResults')).toBe(1);
  expect((await rowTexts(page, CAPTION))[0]).toContain('TB00003');
  await resultRows(page, CAPTION).first().click();
  await detailPane(page, 'Tract Book Entry', /SE1\/4 SW1\/4 SEC 7 T139 R33/);
});
