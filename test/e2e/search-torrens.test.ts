// The Torrens searches of spec 2 in a real browser against the Lakewood demo county's generated certificates:
// Torrens Certificate and Torrens Text (each Search In choice and its label) to the Torrens results and the
// certificate pane, whose Cancelled By numbers start a new certificate search and which links to its chain of title.
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import {
  detailPane,
  field,
  openForm,
  resultRows,
  rowTexts,
  signedInForFile,
  submit,
  submitForResults,
  waitForResults,
} from '../support/search-flow.ts';

const RESULTS = 'TorrensSearchResults';
const CAPTION = 'Torrens Search Results';

const s = signedInForFile('title.examiner');

async function openCertificate(row: number, certificate: string) {
  await resultRows(s.page, CAPTION).nth(row).click();
  const pane = await detailPane(s.page, 'Torrens Certificate', 'Certified Date');
  await pane.getByRole('heading', { name: certificate, exact: true }).waitFor();
  return pane;
}

it('finds a certificate and follows its Cancelled By links', async () => {
  const { page } = s;
  await openForm(s, 'Torrens Certificate');
  await field(page, 'Certificate Number').fill('10001');
  await screenshot(page, 'torrens-01-certificate-form');
  expect(await submitForResults(page, RESULTS)).toBe(1);
  expect((await rowTexts(page, CAPTION))[0]).toMatch(/10001.*Cancelled/);

  const pane = await openCertificate(0, '10001');
  await pane.getByText('Cancelled', { exact: true }).waitFor();
  await pane.getByRole('heading', { name: 'Cancelled By' }).waitFor();
  // issue 32: the certificate's own chain of title
  expect(await pane.getByRole('link', { name: 'Chain of title for 10001' }).getAttribute('href')).toBe(
    '/chainOfTitle?by=certificate&certificateNumber=10001',
  );
  await screenshot(page, 'torrens-02-cancelled-certificate');
  await expectAccessible(page, 'the certificate pane');

  // the certificate that cancelled it: a new certificate search, which in turn was cancelled by another
  await pane.getByRole('button', { name: '200000' }).click();
  await expect.poll(async () => (await rowTexts(page, CAPTION))[0]).toMatch(/^200000/);
  expect(await waitForResults(page, RESULTS)).toBe(1);
  const next = await openCertificate(0, '200000');
  await next.getByRole('button', { name: '200036' }).waitFor();

  // the form keeps the number the link searched for
  await openForm(s, 'Torrens Certificate');
  expect(await field(page, 'Certificate Number').inputValue()).toBe('200000');
});

it('searches Torrens text in each section, with the label following the choice', async () => {
  const { page } = s;
  await openForm(s, 'Torrens Text');
  const searchIn = page.getByRole('combobox', { name: /^Search In/ });
  await field(page, 'Text or Document Number').waitFor();
  await searchIn.selectOption({ label: 'Memorial Document Number' });
  await field(page, 'Document Number').fill('1952003037');
  await screenshot(page, 'torrens-03-text-form');
  expect(await submitForResults(page, RESULTS)).toBe(2);
  expect((await rowTexts(page, CAPTION)).join(' ')).toMatch(/10001.*200000/);

  await page.getByRole('link', { name: 'Back to the search form' }).click();
  await searchIn.selectOption({ label: 'Memorial Text' });
  await field(page, 'Text').fill('oakwood holdings');
  expect(await submitForResults(page, RESULTS)).toBe(4);
  const certificates = (await rowTexts(page, CAPTION)).map((r) => r.match(/^\d+/)?.[0]).sort();
  expect(certificates).toEqual(['10002', '200001', '200011', '200035']);
  await openCertificate(0, (await rowTexts(page, CAPTION))[0]!.match(/^\d+/)![0]);
  await screenshot(page, 'torrens-04-text-results');

  await page.getByRole('link', { name: 'Back to the search form' }).click();
  await searchIn.selectOption({ label: 'Recital' });
  await field(page, 'Text').fill('Howard');
  expect(await submitForResults(page, RESULTS)).toBe(2);

  await page.getByRole('link', { name: 'Back to the search form' }).click();
  await searchIn.selectOption({ label: 'Legal' });
  await field(page, 'Text').fill('stonebridge');
  expect(await submitForResults(page, RESULTS)).toBe(23);
  await page.getByText('Displaying Results: 1-10 of 23').waitFor();

  await page.getByRole('link', { name: 'Back to the search form' }).click();
  await searchIn.selectOption({ label: 'All Sections' });
  await field(page, 'Text or Document Number').fill('zzqx nowhere');
  await submit(page);
  await page.getByRole('status').filter({ hasText: 'No Records Found.' }).waitFor();
});
