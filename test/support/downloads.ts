// Files the portal's pages download, as the browser tests read them back.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/**
 * Clicks the button named `button`, saves the spreadsheet it downloads and answers the file's name and its first
 * sheet's rows (each row's values from column A on), read with exceljs.
 */
export async function downloadedSheet(page: Page, button: string): Promise<{ name: string; rows: unknown[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = join(tmpdir(), `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${download.suggestedFilename()} has no worksheet`);
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { name: download.suggestedFilename(), rows };
}
