// What the reports area offers the other areas: the Statement report's PDF (the monthly statement e-mail,
// areas/money-alerts) and the PDF frame (the search log's PDF, areas/search-log). Another area imports reports
// only through this module.
export { pdfDocument, pdfStream, tableLayout, th } from './pdf.ts';
export { prepareStatement, statementPdf } from './statement.ts';
