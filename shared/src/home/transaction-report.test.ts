import { describe, expect, it } from 'vitest';
import { defaultReportDates, reportDateErrors, transactionReportSchema } from './transaction-report.ts';

describe('transaction report dates', () => {
  const today = '2026-11-22';
  const errors = (fromDate: string, toDate: string) => reportDateErrors({ fromDate, toDate }, today);

  it('needs a from date, real MM/DD/YYYY dates, none after today, in order, at most a year apart', () => {
    expect(errors('', '11/22/2026')).toEqual({ fromDate: 'Required.' });
    expect(errors('2026-11-01', '')).toEqual({ fromDate: 'MM/DD/YYYY' });
    expect(errors('02/29/2026', '')).toEqual({ fromDate: 'MM/DD/YYYY' });
    expect(errors('11/01/2026', '11/31/2026')).toEqual({ toDate: 'MM/DD/YYYY' });
    expect(errors('11/23/2026', '')).toEqual({ fromDate: 'Future date entered' });
    expect(errors('11/01/2026', '11/23/2026')).toEqual({ toDate: 'Future date entered' });
    expect(errors('11/10/2026', '11/01/2026')).toEqual({
      fromDate: 'Invalid date range.',
      toDate: 'Invalid date range.',
    });
    expect(errors('11/20/2025', '11/22/2026')).toEqual({
      fromDate: 'Date range cannot exceed a year.',
      toDate: 'Date range cannot exceed a year.',
    });
    expect(errors('11/22/2025', '11/22/2026')).toEqual({});
  });

  it('reads a blank to date as today', () => {
    expect(errors('11/01/2026', '')).toEqual({});
    expect(errors('11/20/2025', ' ')).toEqual({
      fromDate: 'Date range cannot exceed a year.',
      toDate: 'Date range cannot exceed a year.',
    });
  });

  it('defaults to the same day a month before through today, kept inside the shorter month', () => {
    expect(defaultReportDates('2026-11-22')).toEqual({ fromDate: '10/22/2026', toDate: '11/22/2026' });
    expect(defaultReportDates('2026-03-31')).toEqual({ fromDate: '02/28/2026', toDate: '03/31/2026' });
    expect(defaultReportDates('2028-03-30')).toEqual({ fromDate: '02/29/2028', toDate: '03/30/2028' });
    expect(defaultReportDates('2027-01-15')).toEqual({ fromDate: '12/15/2026', toDate: '01/15/2027' });
  });

  it('fills what the request leaves out and refuses an unknown range', () => {
    expect(transactionReportSchema.parse({})).toEqual({
      fromDate: '',
      toDate: '',
      reportType: 'USER',
      reportRange: 'YTD',
    });
    expect(transactionReportSchema.safeParse({ reportRange: 'WEEK' }).success).toBe(false);
  });
});
