// The tax lien search of spec 2 in a real browser against the Lakewood demo county's generated liens: each of the
// four methods (taxpayer, lien number, document number, date range) with Current/Expired, the method's required
// field and the date rules, then the tax lien results and the lien pane (type badge, taxpayers, releases), whose
// taxpayer name starts a new lien search. The form shows only the chosen method's fields, gives each control its
// own name and says, next to Current/Expired, that Current leaves expired liens out.
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
  signedInForFile,
  submit,
  submitForResults,
  waitForResults,
} from '../support/search-flow.ts';

const RESULTS = 'TaxLienSearchResults';
const CAPTION = 'Tax Lien Search Results';

const s = signedInForFile('title.examiner');

const method = (name: string) => s.page.getByRole('radio', { name: `By ${name}`, exact: true }).check();
const currentOrExpired = () => s.page.getByRole('combobox', { name: /^Current\/Expired/ });
const backToForm = () => s.page.getByRole('link', { name: 'Back to the search form' }).click();

it('searches by taxpayer, current liens by default and all on request', async () => {
  const { page } = s;
  await openForm(s, 'Tax Lien');
  expect(await page.getByRole('radio', { name: 'By Taxpayer' }).isChecked()).toBe(true);
  expect(await currentOrExpired().inputValue()).toBe('CURRENT');
  // Current says, beside the choice, that expired liens are left out
  const note = page.getByText('Current liens only: expired liens are not shown. Choose All to include them.');
  await note.waitFor();
  expect(await currentOrExpired().getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
  // only the taxpayer method's fields show
  expect(await field(page, 'Lien Number').count()).toBe(0);
  expect(await field(page, 'Document Number').count()).toBe(0);
  await submit(page);
  await expectFieldMessage(page, 'Name or Business Name', 'Required.');

  await field(page, 'Name or Business Name').fill('Owens');
  await screenshot(page, 'liens-01-taxpayer-form');
  expect(await submitForResults(page, RESULTS)).toBe(1);
  expect((await rowTexts(page, CAPTION))[0]).toMatch(/2021015132.*364167709.*OWENS/);

  await backToForm();
  await currentOrExpired().selectOption('ALL');
  await note.waitFor({ state: 'detached' });
  expect(await submitForResults(page, RESULTS)).toBe(2);
  expect((await rowTexts(page, CAPTION)).join(' ')).toContain('1973005826');
  await screenshot(page, 'liens-02-taxpayer-results');
});

it('searches by lien number and by document number', async () => {
  const { page } = s;
  await openForm(s, 'Tax Lien');
  await method('Lien Number');
  // one control per name: the method radio and the lien number box are told apart
  expect(await page.getByRole('radio', { name: /Lien Number/ }).count()).toBe(1);
  expect(await page.getByRole('textbox', { name: /Lien Number/ }).count()).toBe(1);
  expect(await field(page, 'Name or Business Name').count()).toBe(0);
  await expectAccessible(page, 'tax lien form, lien number method');
  await screenshot(page, 'liens-00-lien-number-method');
  await submit(page);
  await expectFieldMessage(page, 'Lien Number', 'Required.');
  await field(page, 'Lien Number').fill('ST24483329');
  expect(await submitForResults(page, RESULTS)).toBe(1);
  expect((await rowTexts(page, CAPTION))[0]).toContain('2024020582');

  await backToForm();
  await method('Document Number');
  await submit(page);
  await expectFieldMessage(page, 'Document Number', 'Required.');
  // the lien number belongs to another method: hidden, and the submit cleared it
  expect(await field(page, 'Lien Number').count()).toBe(0);
  await field(page, 'Document Number').fill('2019026841');
  expect(await submitForResults(page, RESULTS)).toBe(1);
  expect((await rowTexts(page, CAPTION))[0]).toMatch(/2019026841.*RIVERBEND INC/);
});

it('searches by date range, with the date rules', async () => {
  const { page } = s;
  await openForm(s, 'Tax Lien');
  await method('Date Range');
  await currentOrExpired().selectOption('ALL');
  await field(page, 'From Date').fill('12/31/1973');
  await field(page, 'To Date').fill('01/01/1971');
  await submit(page);
  await expectFieldMessage(page, 'From Date', 'Invalid date range.');
  await expectFieldMessage(page, 'To Date', 'Invalid date range.');
  await screenshot(page, 'liens-03-date-range-validation');

  await field(page, 'From Date').fill('01/01/1971');
  await field(page, 'To Date').fill('12/31/1973');
  expect(await submitForResults(page, RESULTS)).toBe(2);
  const rows = await rowTexts(page, CAPTION);
  expect(rows[0]).toContain('1971008769');
  expect(rows[1]).toContain('1973005826');

  // only expired liens were recorded then
  await backToForm();
  await currentOrExpired().selectOption('CURRENT');
  await submit(page);
  await page.getByRole('status').filter({ hasText: 'No Records Found.' }).waitFor();
});

it('shows a lien in its pane, and a taxpayer name searches that taxpayer', async () => {
  const { page } = s;
  await openForm(s, 'Tax Lien');
  await method('Document Number');
  await currentOrExpired().selectOption('ALL');
  await field(page, 'Document Number').fill('1971008769');
  expect(await submitForResults(page, RESULTS)).toBe(1);
  await resultRows(page, CAPTION).first().click();
  const pane = await detailPane(page, 'Tax Lien Details', 'ST71085037');
  await pane.getByText('State', { exact: true }).waitFor();
  await pane.getByRole('heading', { name: 'Taxpayers' }).waitFor();
  const releases = pane.getByRole('region', { name: 'Releases' });
  await releases.getByRole('button', { name: /1976003890/ }).waitFor();
  await releases.getByRole('button', { name: /1977000872/ }).waitFor();
  await screenshot(page, 'liens-04-lien-pane');

  // a taxpayer link searches every lien (current or expired) of that taxpayer
  await pane
    .getByRole('button', { name: /ANDERSON/ })
    .first()
    .click();
  await page.getByText('Click on a record to view details and images').waitFor();
  expect(await waitForResults(page, RESULTS)).toBeGreaterThanOrEqual(1);
  expect((await rowTexts(page, CAPTION)).join(' ')).toContain('ANDERSON');
  await openForm(s, 'Tax Lien');
  expect(await page.getByRole('radio', { name: 'By Taxpayer' }).isChecked()).toBe(true);
  expect(await currentOrExpired().inputValue()).toBe('ALL');
});
