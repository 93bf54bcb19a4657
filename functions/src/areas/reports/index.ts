// What the reports area offers the other areas: the Statement report's PDF (the monthly statement e-mail,
// areas/money-alerts). Another area imports reports only through this module.
export { prepareStatement, statementPdf } from './statement.ts';
