// What the e-file area offers the other areas: the count of filings waiting over a day, which the maintenance job
// reports as a metric. Another area imports e-file only through this module (dependency-cruiser
// 'area-only-through-its-index').
export { reportWaitingFilings } from './waiting-filings.ts';
