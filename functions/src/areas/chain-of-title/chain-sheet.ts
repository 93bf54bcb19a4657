// The chain of title as a workbook: a Summary sheet (the land, the index's verified-through date, the vested owner,
// each encumbrance open or released, the disclaimer), then a sheet per group of documents in recorded order.
// Amounts in dollars with a currency format, recorded dates as dates. A chain is at most 500 documents: the
// workbook is made in memory (exceljs, imported on the first sheet).
import type { ChainEntry, ChainOfTitleResponse } from '@portal/shared/chain-of-title/chain';
import { chainGroupLabels, recordedText, referenceText } from '@portal/shared/chain-of-title/labels';
import type ExcelJS from 'exceljs';

const money = '"$"#,##0.00';
const dollars = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
/** 'YYYY-MM-DDTHH:mm' as the same wall-clock time in a sheet (exceljs writes UTC). */
const when = (recorded: string) => new Date(`${recorded.length === 10 ? `${recorded}T00:00` : recorded}:00Z`);

export async function chainSheet(report: ChainOfTitleResponse): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const book = new excel.Workbook();
  book.creator = report.countyName;
  const byId = new Map(report.chain.documents.map((d) => [d.docId, d]));
  const numberOf = (id: string) => byId.get(id)?.displayNumber;
  summary(book.addWorksheet('Summary'), report, numberOf);
  for (const g of report.chain.groups) {
    const ws = book.addWorksheet(chainGroupLabels[g.group], { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = [
      { header: 'Document', key: 'number', width: 14 },
      { header: 'Recorded', key: 'recorded', width: 18, style: { numFmt: 'mm/dd/yyyy hh:mm' } },
      { header: 'Instrument', key: 'instrument', width: 30 },
      { header: 'Book/Page', key: 'bookPage', width: 12 },
      { header: 'Grantors', key: 'grantors', width: 32 },
      { header: 'Grantees', key: 'grantees', width: 32 },
      { header: 'Amount', key: 'amount', width: 14, style: { numFmt: money } },
      { header: 'References', key: 'references', width: 30 },
      { header: 'Referred to by', key: 'referencedBy', width: 20 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const d of g.docIds.map((id) => byId.get(id)).filter((d): d is ChainEntry => !!d)) {
      ws.addRow({
        number: d.displayNumber,
        recorded: when(d.recordedDateTime),
        instrument: d.instrumentDescription,
        bookPage: d.bookPage ?? '',
        grantors: d.grantors.join('; '),
        grantees: d.grantees.join('; '),
        amount: dollars(d.mortgageAmountCents ?? d.salePriceCents),
        references: d.references.map((r) => referenceText(r, numberOf)).join(', '),
        referencedBy: d.referencedBy.map((id) => numberOf(id) ?? id).join(', '),
      });
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function summary(ws: ExcelJS.Worksheet, report: ChainOfTitleResponse, numberOf: (id: string) => string | undefined) {
  const { chain } = report;
  ws.columns = [{ width: 24 }, { width: 40 }, { width: 30 }, { width: 14 }, { width: 30 }, { width: 20 }];
  const heading = (text: string) => {
    ws.addRow([]);
    ws.addRow([text]).font = { bold: true };
  };
  ws.addRow([report.countyName, 'Abstract of Title']).font = { bold: true, size: 13 };
  ws.addRow(['Land', report.land]);
  ws.addRow(['Index verified through', report.verifiedThrough ? recordedText(report.verifiedThrough) : 'Not stated']);
  ws.addRow(['Documents', report.documentCount]);
  const owner = chain.vestedOwner;
  ws.addRow(['Vested owner', owner ? owner.names.join('; ') : 'No conveyance recorded', owner?.displayNumber ?? '']);
  for (const [title, list] of [
    ['Open encumbrances', chain.openEncumbrances],
    ['Released encumbrances', chain.releasedEncumbrances],
  ] as const) {
    heading(title);
    ws.addRow(['Document', 'Instrument', 'Held by', 'Amount', 'Owed by', 'Released by']).font = { bold: true };
    for (const x of list) {
      const row = ws.addRow([
        x.displayNumber,
        x.instrumentDescription,
        x.holders.join('; '),
        dollars(x.amountCents),
        x.debtors.join('; '),
        x.releasedBy.map((id) => numberOf(id) ?? id).join(', '),
      ]);
      row.getCell(4).numFmt = money;
    }
  }
  heading(report.disclaimer);
  ws.addRow([report.notice]);
}
