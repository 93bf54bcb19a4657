// A spreadsheet answer (users.xlsx, accounts.xlsx) written with exceljs's streaming writer: rows go out as they
// are read, a batch at a time, so a county of 50,000 users exports without holding them. One header row; cells
// keep their types (text, number, money as currency, dates as dates). exceljs is imported when the first export
// starts, not when the module loads (issue 34: the users and accounts Lambdas' cold starts).
import { PassThrough, Readable } from 'node:stream';

export interface XlsxColumn {
  header: string;
  key: string;
  width: number;
  kind?: 'text' | 'number' | 'money' | 'date';
}

export type XlsxRow = Record<string, string | number | Date | null>;

const formats = { money: '"$"#,##0.00', date: 'yyyy-mm-dd hh:mm', number: '0', text: '@' } as const;

export function xlsxResponse(
  filename: string,
  sheet: string,
  columns: XlsxColumn[],
  batches: AsyncIterable<XlsxRow[]>,
): Response {
  const out = new PassThrough();
  void (async () => {
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = workbook.addWorksheet(sheet);
    ws.columns = columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width,
      style: c.kind && c.kind !== 'text' ? { numFmt: formats[c.kind] } : {},
    }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for await (const rows of batches) {
      for (const row of rows) ws.addRow(row).commit();
    }
    ws.commit();
    await workbook.commit();
  })().catch((err) => {
    console.error(`[export ${filename}]`, err);
    out.destroy(err as Error);
  });
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}
