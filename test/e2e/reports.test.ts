// The reports area in a real browser (spec 3 sections 2.2, 3.1, 4.2, 6, 7.2): COUNTY sees the three headings and
// every report, and downloads each file under its name (the PDFs read back as PDFs, the spreadsheets with exceljs);
// ACCOUNT sees no Account Type report, no account lookup and no data source, and downloads its own statement.
// Every screen passes axe's WCAG 2.0/2.1 A and AA rules.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { logIn, newPage, screenshot, useBrowser } from '../support/browser.ts';

Object.assign(process.env, inject('stackEnv'));

const browser = useBrowser();

/** Clicks a report button and answers the downloaded file's name and bytes. */
async function download(page: Page, button: 'PDF' | 'Excel') {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = join(tmpdir(), `report-${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  await page.getByRole('status').getByText('Saved').waitFor();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

async function headerRow(xlsx: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return (sheet.getRow(1).values as unknown[]).slice(1);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Reports' });

it('COUNTY: every report offered, each file downloaded under its name', async () => {
  const { page, url, context } = await newPage(browser.current);
  await logIn(page, url, 'county.admin');
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await page.getByRole('heading', { name: 'Audit Report - Account', level: 1 }).waitFor();
  expect(await nav(page).getByRole('heading').allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringMatching(/audit details/i), expect.stringMatching(/statement/i)]),
  );
  expect(await nav(page).getByRole('link').allInnerTexts()).toEqual([
    'Account',
    'User',
    'Statement Report',
    'Account Type',
  ]);
  await expectAccessible(page, 'account audit form');
  await screenshot(page, 'reports-account-audit');
  let file = await download(page, 'PDF');
  expect(file.name).toBe('AccountReport.pdf');
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  file = await download(page, 'Excel');
  expect(file.name).toBe('AccountReportExport.xlsx');
  expect(await headerRow(file.bytes)).toContain('Transaction');

  await nav(page).getByRole('link', { name: 'User' }).click();
  await page.getByRole('heading', { name: 'Audit Report - User', level: 1 }).waitFor();
  expect((await download(page, 'PDF')).name).toBe('UserReport.pdf');
  expect((await download(page, 'Excel')).name).toBe('UserReportExport.xlsx');

  await nav(page).getByRole('link', { name: 'Statement Report' }).click();
  await page.getByRole('heading', { name: 'Statement Report', level: 1 }).waitFor();
  // the account pick-list window (spec 2 'Modals'): filtered on the server, a row chosen, axe on the window
  await page.getByRole('button', { name: 'Select Account' }).click();
  const accounts = page.getByRole('dialog', { name: 'Select an Account' });
  await accounts.getByLabel('Filter').fill('Northwoods');
  await accounts.getByRole('button', { name: 'Northwoods Title Company' }).waitFor();
  await expectAccessible(page, 'account pick-list window', '[role="dialog"]');
  await screenshot(page, 'reports-account-pick-list');
  await accounts.getByRole('button', { name: 'Northwoods Title Company' }).click();
  expect(await page.getByLabel('Account Name').inputValue()).toBe('Northwoods Title Company');
  await expectAccessible(page, 'statement form');
  await screenshot(page, 'reports-statement');
  file = await download(page, 'PDF');
  expect(file.name).toBe('StatementReport.pdf');
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  file = await download(page, 'Excel');
  expect(file.name).toBe('StatementReportExport.xlsx');
  expect(await headerRow(file.bytes)).toEqual(expect.arrayContaining(['Charges', 'Credits']));

  await nav(page).getByRole('link', { name: 'Account Type' }).click();
  await page.getByRole('heading', { name: 'Transaction Summary, Account Type', level: 1 }).waitFor();
  expect(await page.getByRole('button', { name: 'Excel' }).count()).toBe(0);
  await expectAccessible(page, 'account type form');
  expect((await download(page, 'PDF')).name).toBe('AccountTypeReport.pdf');
  await context.close();
}, 120_000);

it('ACCOUNT: no Account Type report, no account lookup or data source; their own statement', async () => {
  const { page, url, context } = await newPage(browser.current);
  await logIn(page, url, 'account.admin');
  await page.goto(url('/reports/StatementReport'));
  await page.getByRole('heading', { name: 'Statement Report', level: 1 }).waitFor();
  expect(await nav(page).getByRole('link').allInnerTexts()).toEqual(['Account', 'User', 'Statement Report']);
  expect(await page.getByLabel('Account Name').count()).toBe(0);
  expect(await page.getByLabel('Data Source').count()).toBe(0);
  await expectAccessible(page, 'statement form, ACCOUNT');
  await screenshot(page, 'reports-statement-account');
  const file = await download(page, 'Excel');
  expect(file.name).toBe('StatementReportExport.xlsx');
  await page.goto(url('/reports/AccountTypeReport'));
  await page.getByText('This report is not offered.').waitFor();
  await nav(page).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('heading', { name: 'Audit Report - Account', level: 1 }).waitFor();
  const types = await page.getByLabel('Transaction Type').locator('option').allInnerTexts();
  expect(types).toContain('Search');
  expect(types).not.toContain('Configuration change');
  await context.close();
}, 120_000);
