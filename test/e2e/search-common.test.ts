// What every search shares (spec 2), in a real browser against the Lakewood demo county: the sort toggle, no
// truncation badge below 1000 results, the legal description Details pop-up, detail-pane links that start new
// searches (reference document, grantor name), Recent Searches (re-run, the numbered link pre-filling the form,
// none for GUEST), Clear restoring the defaults, the Name form's rules and the /externalsearch deep links.
import { expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import {
  countyToday,
  detailPane,
  expectFieldMessage,
  field,
  openForm,
  resultRows,
  rowTexts,
  type Session,
  searchNav,
  signIn,
  submit,
  submitForResults,
  waitForResults,
} from '../support/search-flow.ts';

const browser = useBrowser();

const firstNameSet = (s: Session) => s.page.getByRole('group', { name: 'First Name Set' });

async function nameSearch(s: Session, lastName: string): Promise<number> {
  await openForm(s, 'Name');
  await field(firstNameSet(s), 'Last Name').fill(lastName);
  return submitForResults(s.page);
}

it('toggles the sort direction, shows no truncation badge below 1000 and the legal details pop-up', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  const total = await nameSearch(s, 'Smith');
  expect(total).toBe(34);
  expect(await page.getByText('Results truncated. If needed, narrow criteria and search again.').count()).toBe(0);

  const ascending = await rowTexts(page);
  const toggle = page.getByRole('button', { name: 'ASC', exact: true });
  await toggle.click();
  await page.getByRole('button', { name: 'DESC', exact: true }).waitFor();
  await expect.poll(async () => (await rowTexts(page))[0]).not.toBe(ascending[0]);
  // descending by document number: the first row now holds the largest number
  const numbers = (await rowTexts(page)).map((r) => Number(r.match(/\d{9,}/)?.[0]));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(numbers[0]).toBeGreaterThan(Number(ascending.at(-1)?.match(/\d{9,}/)?.[0]));
  await screenshot(page, 'common-01-sorted-descending');

  await resultRows(page).first().click();
  const pane = await detailPane(page, 'Document Details', 'Legal Description');
  await pane.getByRole('button', { name: 'Details' }).click();
  const popup = page.getByRole('dialog', { name: 'Legal Description Details' });
  await popup.getByRole('table').first().waitFor();
  await expect.poll(async () => popup.getByRole('columnheader').count()).toBeGreaterThan(1);
  await screenshot(page, 'common-02-legal-details-popup');
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await popup.waitFor({ state: 'detached' });
});

it('starts new searches from a reference document and a grantor in the detail pane', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  await openForm(s, 'Document Number');
  await field(page, 'Document Number').fill('1952006506');
  expect(await submitForResults(page)).toBe(1);
  await resultRows(page).first().click();
  const pane = await detailPane(page, 'Document Details', 'Reference Documents');
  await screenshot(page, 'common-03-reference-documents');

  // the satisfied mortgage: a document number search for it
  await pane.getByRole('button', { name: /1950004923/ }).click();
  await page.getByText('Click on a record to view details and images').waitFor();
  expect(await waitForResults(page)).toBe(1);
  expect((await rowTexts(page))[0]).toContain('1950004923');

  // its grantor: a name search (both sides) for that person
  await resultRows(page).first().click();
  const mortgage = await detailPane(page, 'Document Details', 'HOPKINS, NANCY B');
  await mortgage.getByRole('button', { name: 'HOPKINS, NANCY B' }).click();
  await page.getByText('Click on a record to view details and images').waitFor();
  expect(await waitForResults(page)).toBeGreaterThan(1);
  expect((await rowTexts(page)).every((r) => r.includes('HOPKINS'))).toBe(true);
  await openForm(s, 'Name');
  expect(await field(firstNameSet(s), 'Last Name').inputValue()).toBe('HOPKINS');
  expect(await field(firstNameSet(s), 'First Name').inputValue()).toBe('NANCY');
});

it('re-runs a search from Recent Searches and pre-fills a form from a history entry', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  expect(await nameSearch(s, 'Smith')).toBe(34);
  const johnsons = await nameSearch(s, 'Johnson');
  const recent = searchNav(page).getByRole('region', { name: 'Recent Searches' });
  await recent.getByRole('link', { name: /^Search history Current: Name/ }).waitFor();
  await recent.getByRole('link', { name: /^Search history 2: Name/ }).waitFor();
  await screenshot(page, 'common-04-recent-searches');

  // the numbered link opens the form with that search's criteria (not the last ones typed)
  await recent.getByRole('link', { name: /^Search history 2: Name/ }).click();
  await page.waitForURL(/\/search\/searchByName\/2$/);
  await expect.poll(async () => field(firstNameSet(s), 'Last Name').inputValue()).toBe('Smith');
  await page.goto(s.url('/search/searchByName/1'));
  await expect.poll(async () => field(firstNameSet(s), 'Last Name').inputValue()).toBe('Johnson');

  // the re-run button searches again at once, from any screen
  await openForm(s, 'Address');
  await recent.getByRole('button', { name: 'Run search 2 again' }).click();
  expect(await waitForResults(page)).toBe(34);
  expect(await nameSearch(s, 'Johnson')).toBe(johnsons);
});

it('checks the Name rules and Clear restores the defaults', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  await openForm(s, 'Name');
  const first = firstNameSet(s);
  await field(first, 'Last Name').fill('Smith');
  await field(first, 'MI').fill('J');
  await submit(page);
  await expectFieldMessage(first, 'First Name', 'Required if MI entered.');
  await field(page.getByRole('group', { name: 'Second Name Set' }), 'First Name').fill('Mary');
  await submit(page);
  await expectFieldMessage(
    page.getByRole('group', { name: 'Second Name Set' }),
    'Last Name',
    'Required if First Name entered.',
  );

  await page.getByRole('radio', { name: 'AND', exact: true }).check();
  await page.getByRole('radio', { name: 'Grantors Only' }).check();
  await field(page, 'From Date').fill('01/01/2000');
  await field(page, 'To Date').fill('12/31/2000');
  await screenshot(page, 'common-05-name-before-clear');
  await page.getByRole('button', { name: 'Clear' }).click();

  expect(await field(first, 'Last Name').inputValue()).toBe('');
  expect(await field(first, 'MI').inputValue()).toBe('');
  expect(await field(page, 'From Date').inputValue()).toBe('01/01/1900');
  // Lakewood's common.timeZone
  expect(await field(page, 'To Date').inputValue()).toBe(countyToday('America/Chicago'));
  expect(await page.getByRole('radio', { name: 'OR', exact: true }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Both Grantors & Grantees' }).isChecked()).toBe(true);
  expect(await page.getByText('Required if MI entered.').count()).toBe(0);
  await screenshot(page, 'common-06-name-after-clear');

  // Clear also forgets the criteria kept for the form
  await field(first, 'Last Name').fill('Smith');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.reload();
  await first.waitFor();
  expect(await field(first, 'Last Name').inputValue()).toBe('');
});

it('runs the document number and parcel deep links', async () => {
  const s = await signIn(browser.current, 'title.examiner');
  const { page } = s;
  await page.goto(s.url('/externalsearch/documentnumber/1950000577'));
  expect(await waitForResults(page)).toBe(1);
  expect((await rowTexts(page))[0]).toContain('1950000577');
  await screenshot(page, 'common-07-deep-link-document-number');

  await page.goto(s.url('/externalsearch/parcelid/250050007'));
  // 10 since the demo sets' last documents are showcase chains of title (generator version 6)
  await page.getByText('Displaying Results: 1-10 of 10').waitFor();

  // nothing found: the form, filled with the number, says so
  await page.goto(s.url('/externalsearch/documentnumber/9999999999'));
  await page.waitForURL(/\/search\/searchByDocumentNumber$/);
  await page.getByRole('status').filter({ hasText: 'No Records Found.' }).waitFor();
  expect(await field(page, 'Document Number').inputValue()).toBe('9999999999');
});

it('shows GUEST no Recent Searches', async () => {
  const s = await signIn(browser.current, 'guestuser1');
  const { page } = s;
  expect(await nameSearch(s, 'Smith')).toBe(34);
  const nav = searchNav(page);
  await nav.getByRole('heading', { name: 'Search By' }).waitFor();
  await nav.getByRole('heading', { name: 'Special Searches' }).waitFor();
  expect(await nav.getByText('Recent Searches').count()).toBe(0);
  expect(await nav.getByRole('button', { name: /Run search/ }).count()).toBe(0);
  await screenshot(page, 'common-08-guest-navigation');
});
