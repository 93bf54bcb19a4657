// Search quality (issue 19) in a real browser: records written to the Lakewood demo county as a real index holds
// them are found as examiners type them (a hyphenated surname typed spaced, a Queens house number without its
// hyphen and an abbreviated street, a document number with another separator), and the document pane shows the
// document's addresses and parcel ids.
import { documentRow } from '@portal/shared/records/document';
import { beforeAll, expect, inject, it } from 'vitest';
import { pageTextOf } from '../../functions/src/areas/search/__tests__/page-text-fixture.ts';
import { indexPageText } from '../../functions/src/data/records/page-words/index-page-text.ts';
import { listCodes, loadCodeBook } from '../../functions/src/data/records/read-records.ts';
import { documentItems } from '../../functions/src/data/records/record-items.ts';
import { saveRecords } from '../../functions/src/data/records/save-records.ts';
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
} from '../support/search-flow.ts';

Object.assign(process.env, inject('stackEnv'));
const county = 'lakewood';
const s = signedInForFile('title.examiner');

beforeAll(async () => {
  const [codes, instruments] = await Promise.all([loadCodeBook(county, true), listCodes(county, 'instrumentCodes')]);
  const d = documentRow.parse({
    docType: 'A',
    docNumber: 'QA-19001',
    instrumentCode: instruments[0]!.code,
    recordedDateTime: '2026-02-03T10:00',
    grantors: [{ lastName: 'RIOS-QUINTANA', firstName: 'ELENA K' }],
    grantees: [{ lastName: 'THE M&T BANK, N.A.' }],
    addresses: [{ streetNumber: '140-17', streetName: 'EAST 14TH STREET', city: 'LAKEWOOD' }],
    parcelIds: ['QA19001A', 'QA19001B'],
  });
  await saveRecords([documentItems(county, d, codes)]);
});

it('finds a hyphenated surname typed spaced, with the initial in its own box, and shows the addresses and parcels', async () => {
  const { page } = s;
  await openForm(s, 'Name');
  const names = page.getByRole('group', { name: 'First Name Set' });
  await names.getByLabel('Last Name').fill('Rios Quintana');
  await names.getByLabel('First Name').fill('Elena');
  await names.getByLabel('MI', { exact: true }).fill('K');
  expect(await submitForResults(page)).toBe(1);
  expect((await rowTexts(page))[0]).toContain('QA-19001');
  await resultRows(page).first().click();
  const pane = await detailPane(page, 'Document Details', 'QA-19001');
  const addresses = pane.getByRole('region', { name: 'Addresses' });
  await expect.poll(() => addresses.textContent()).toContain('140-17EAST 14TH STREETLAKEWOOD');
  expect(await pane.getByRole('region', { name: 'Parcel IDs' }).textContent()).toContain('QA19001B');
  await screenshot(page, 'quality-01-name-pane-addresses');
  await expectAccessible(page, 'document pane with addresses and parcel ids');
});

it('finds a Queens house number typed without its hyphen on an abbreviated street, and a number typed with _', async () => {
  const { page } = s;
  await openForm(s, 'Address');
  await field(page, 'House Number').fill('14017');
  await field(page, 'Street Name').fill('E 14TH ST');
  expect(await submitForResults(page)).toBe(1);
  expect((await rowTexts(page))[0]).toContain('QA-19001');

  await openForm(s, 'Document Number');
  await field(page, 'Document Number').fill('qa_19001');
  expect(await submitForResults(page)).toBe(1);
  expect((await rowTexts(page))[0]).toContain('QA-19001');
  await screenshot(page, 'quality-02-document-number-results');
});

it('finds the words on a page (issue 33): a phrase and a word, the line with the words marked; common words refused', async () => {
  const { page } = s;
  await indexPageText(
    county,
    pageTextOf('AQA-19001', 2, [
      'RIOS-QUINTANA to THE M&T BANK, N.A.',
      'the North Half of Lot 7, subject to a drainage easement of record',
    ]),
  );
  await openForm(s, 'Words on the page');
  await field(page, 'Words').fill('the said of');
  await submit(page);
  await expectFieldMessage(page, 'Words', 'These words are on nearly every page. Add a less common word.');
  await field(page, 'Words').fill('"north half of lot 7" drainage');
  expect(await submitForResults(page)).toBe(1);
  const row = resultRows(page).first();
  expect(await row.textContent()).toContain('QA-19001');
  expect(await row.textContent()).toContain('Page 2');
  expect(await row.locator('mark').allTextContents()).toEqual(['North', 'Half', 'Lot', '7,', 'drainage']);
  await screenshot(page, 'quality-03-words-on-the-page');
  await expectAccessible(page, 'words on the page results with a snippet');
});
