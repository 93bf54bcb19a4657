// The home page's transaction report as a person gets it (issue 18, 'The transaction report'): a title examiner's
// name search is charged, the home page's Details opens the report window, View Report brings the PDF; poppler
// reads its text (pdftotext) and renders page 1 to PNG (pdftoppm, for a person to look at): the words keep their
// spaces and the search line reads as its criteria ('Name: SMITH'), not as an internal id.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, inject, it } from 'vitest';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';

const shots = join(import.meta.dirname, '..', '..', 'test-results', 'e2e');

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
});
const browser = useBrowser();

it("the report PDF's text keeps its spaces and a search reads as its criteria", async () => {
  const { page, url, context } = await newPage(browser.current);
  await page.goto(url('/login'));
  await page.getByLabel('Username').fill('title.examiner');
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/home$/);

  // A priced name search today, so the report has a search line of this user's.
  await page.goto(url('/search/searchByName'));
  await page.getByRole('group', { name: 'First Name Set' }).getByLabel('Last Name').fill('SMITH');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/search\/SearchResults$/);
  await page.getByText(/Displaying Results: 1-10 of \d+/).waitFor();

  await page.goto(url('/home'));
  await page.getByRole('button', { name: 'Details' }).click();
  const report = page.getByRole('dialog', { name: 'Transaction Report' });
  await report.getByRole('radio', { name: 'Today' }).click();
  // The PDF opens in a new window from a blob; the bytes are taken as they pass to the page.
  let pdf: Buffer = Buffer.alloc(0);
  let status = 0;
  let type = '';
  await page.route('**/api/home/transactionReport', async (route) => {
    const answer = await route.fetch();
    [pdf, status, type] = [await answer.body(), answer.status(), answer.headers()['content-type'] ?? ''];
    await route.fulfill({ response: answer });
  });
  const popup = context.waitForEvent('page');
  await report.getByRole('button', { name: 'View Report' }).click();
  const shown = await popup;
  await shown.waitForURL(/^blob:/);
  expect([status, type]).toEqual([200, 'application/pdf']);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await shown.close();

  const dir = mkdtempSync(join(tmpdir(), 'transaction-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Lakewood County, Minnesota');
  expect(text).not.toContain('LakewoodCounty');
  expect(text).toMatch(/Name: SMITH\b/);
  // no search line names its criteria hash ('Name search (WjvZjhXPNZ5bnBYBak4LDn)')
  expect(text).not.toMatch(/search \([A-Za-z0-9]{16,}\)/);

  // Page 1 as an image, for a person to look at (test-results/e2e/transaction-report-page-1.png).
  mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    join(shots, 'transaction-report-page-1'),
  ]);
  expect(statSync(join(shots, 'transaction-report-page-1.png')).size).toBeGreaterThan(10_000);
  await screenshot(page, 'transaction-report-window');
  await context.close();
});
