// POST home/transactionReport (spec 1 'Transaction report'): the request, and the date rules of a custom range
// that both the report window and the handler apply, each against the county's today (its configured zone).
import { z } from 'zod';
import { dateRangeIssues, toUsDate } from '../search/dates.ts';

export const reportRanges = ['TODAY', 'MONTH', 'YTD', 'CUSTOM'] as const;
export type ReportRange = (typeof reportRanges)[number];
export const reportTypes = ['USER', 'ACCOUNT'] as const;
export type ReportType = (typeof reportTypes)[number];

export const transactionReportSchema = z.object({
  fromDate: z.string().max(20).default(''),
  toDate: z.string().max(20).default(''),
  reportType: z.enum(reportTypes).default('USER'),
  reportRange: z.enum(reportRanges).default('YTD'),
});
export type TransactionReportRequest = z.infer<typeof transactionReportSchema>;

export const REPORT_FILENAME = 'TransactionReport.pdf';

export interface ReportDates {
  fromDate: string;
  toDate: string;
}

/** A blank to date means today. */
export const reportToDate = (toDate: string, today: string) => toDate.trim() || toUsDate(today);

/**
 * A custom range's messages by field ({} when it is fine): the from date is required, dates are MM/DD/YYYY and
 * not after `today` (YYYY-MM-DD, the county's), from is not after to, and the range is at most a year.
 */
export function reportDateErrors(dates: ReportDates, today: string): Record<string, string> {
  const values = { fromDate: dates.fromDate, toDate: reportToDate(dates.toDate, today) };
  const issues = dateRangeIssues(values, today, {
    fromField: 'fromDate',
    toField: 'toDate',
    fromRequired: true,
    maxDays: 366,
  });
  return Object.fromEntries(issues.map((i) => [i.field, i.message]));
}

/** The custom range's default: the same day a month before `today` (or that month's last day) through today. */
export function defaultReportDates(today: string): ReportDates {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastOfPreviousMonth = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  const from = new Date(Date.UTC(y, m - 2, Math.min(d, lastOfPreviousMonth)));
  return { fromDate: toUsDate(from.toISOString().slice(0, 10)), toDate: toUsDate(today) };
}
