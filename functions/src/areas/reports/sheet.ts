// The reports' spreadsheets: exceljs's streaming WorkbookWriter, a row committed as it is written (rows never
// gather in memory), typed cells (dates as dates, money in dollars with a currency format, counts as numbers), a
// frozen header row, column widths, and totals as SUM formulas with their values. exceljs is imported when the first
// sheet starts, not when the module loads (issue 34: the reports Lambda's cold start).
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  kind?: 'text' | 'number' | 'money' | 'date';
  /** the totals row sums this column */
  total?: boolean;
}

export type SheetRow = Record<string, string | number | Date | null | undefined>;

const formats = { money: '"$"#,##0.00', date: 'mm/dd/yyyy h:mm AM/PM', number: '#,##0', text: '@' } as const;

export interface SheetWriter {
  /** Settles when exceljs is loaded and the header row written: rows are added after it (streamSheet waits). */
  ready: Promise<void>;
  add(row: SheetRow): void;
  /** Writes the totals row and finishes the file. */
  finish(label: string): Promise<void>;
  stream: Readable;
}

export function sheetWriter(sheetName: string, columns: SheetColumn[]): SheetWriter {
  const out = new PassThrough();
  let workbook: ExcelJS.stream.xlsx.WorkbookWriter | undefined;
  let ws: ExcelJS.Worksheet | undefined;
  const ready = import('exceljs').then(({ default: excel }) => {
    workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    ws = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width,
      style: c.kind && c.kind !== 'text' ? { numFmt: formats[c.kind] } : {},
    }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.commit();
  });
  const sheet = () => {
    if (!ws || !workbook) throw new Error('The sheet is not ready: wait for its ready promise.');
    return { ws, workbook };
  };
  const sums = new Map(columns.filter((c) => c.total).map((c) => [c.key, 0]));
  let rows = 0;
  return {
    stream: out,
    ready,
    add(row) {
      const { ws } = sheet();
      for (const [key, sum] of sums) {
        const v = row[key];
        if (typeof v === 'number') sums.set(key, sum + v);
      }
      ws.addRow(row).commit();
      rows += 1;
    },
    async finish(label) {
      await ready;
      const { ws, workbook } = sheet();
      const last = rows + 1;
      const totals: Record<string, unknown> = { [columns[0]?.key ?? '']: label };
      columns.forEach((c, i) => {
        if (!c.total) return;
        const letter = String.fromCharCode(65 + i);
        const value = Math.round((sums.get(c.key) ?? 0) * 100) / 100;
        totals[c.key] = rows ? { formula: `SUM(${letter}2:${letter}${last})`, result: value } : 0;
      });
      const row = ws.addRow(totals);
      row.font = { bold: true };
      row.commit();
      ws.commit();
      await workbook.commit();
    },
  };
}

/** Writes rows from an async source, then the totals; errors end the stream. */
export function streamSheet(writer: SheetWriter, fill: (w: SheetWriter) => Promise<string>): Readable {
  void writer.ready
    .then(() => fill(writer))
    .then((label) => writer.finish(label))
    .catch((err: unknown) => writer.stream.destroy(err as Error));
  return writer.stream;
}
