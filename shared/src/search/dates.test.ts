import { describe, expect, it } from 'vitest';
import { DEFAULT_FROM_DATE, dateRangeIssues, daysBetween, todayIn, toIsoDate, toUsDate } from './dates.ts';

const TODAY = '2025-06-15';
const range = (fromRecordedDate: string, toRecordedDate: string) => ({ fromRecordedDate, toRecordedDate });

describe('toIsoDate', () => {
  it('reads MM/DD/YYYY strictly', () => {
    expect(toIsoDate('03/01/2024')).toBe('2024-03-01');
    expect(toIsoDate(' 02/29/2024 ')).toBe('2024-02-29');
    for (const bad of [
      '3/1/2024',
      '02/30/2024',
      '02/29/2023',
      '13/01/2024',
      '2024-03-01',
      '03/01/24',
      '03-01-2024',
      '',
    ]) {
      expect(toIsoDate(bad)).toBeUndefined();
    }
  });

  it('round-trips with toUsDate', () => {
    expect(toUsDate('2024-03-01')).toBe('03/01/2024');
    expect(toIsoDate(toUsDate('1900-01-01'))).toBe('1900-01-01');
    expect(toUsDate('not a date')).toBe('not a date');
    expect(DEFAULT_FROM_DATE).toBe('01/01/1900');
  });
});

describe('todayIn and daysBetween', () => {
  it('gives the date on the time zone clock', () => {
    const at = new Date('2025-06-15T03:00:00Z');
    expect(todayIn('America/Chicago', at)).toBe('2025-06-14');
    expect(todayIn('Pacific/Saipan', at)).toBe('2025-06-15');
  });

  it('counts whole days', () => {
    expect(daysBetween('2024-01-01', '2024-02-01')).toBe(31);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('dateRangeIssues', () => {
  it('accepts an ordered range up to today', () => {
    expect(dateRangeIssues(range('01/01/1900', '06/15/2025'), TODAY)).toEqual([]);
    expect(dateRangeIssues(range('', ''), TODAY)).toEqual([]);
  });

  it('hints the format on an invalid date', () => {
    expect(dateRangeIssues(range('1/1/2024', '02/30/2024'), TODAY)).toEqual([
      { field: 'fromRecordedDate', message: 'MM/DD/YYYY' },
      { field: 'toRecordedDate', message: 'MM/DD/YYYY' },
    ]);
  });

  it('refuses a future date', () => {
    expect(dateRangeIssues(range('06/16/2025', ''), TODAY)).toEqual([
      { field: 'fromRecordedDate', message: 'Future date entered' },
    ]);
  });

  it('marks both dates of a reversed range', () => {
    expect(dateRangeIssues(range('02/01/2024', '01/31/2024'), TODAY)).toEqual([
      { field: 'fromRecordedDate', message: 'Invalid date range.' },
      { field: 'toRecordedDate', message: 'Invalid date range.' },
    ]);
  });

  it('caps a range at a month or a year when asked', () => {
    expect(dateRangeIssues(range('01/01/2024', '02/01/2024'), TODAY, { maxDays: 31 })).toEqual([]);
    expect(dateRangeIssues(range('01/01/2024', '02/02/2024'), TODAY, { maxDays: 31 })).toEqual([
      { field: 'fromRecordedDate', message: 'Date range cannot exceed a month.' },
      { field: 'toRecordedDate', message: 'Date range cannot exceed a month.' },
    ]);
    expect(dateRangeIssues(range('01/01/2024', '01/01/2025'), TODAY, { maxDays: 366 })).toEqual([]);
    expect(dateRangeIssues(range('01/01/2024', '01/02/2025'), TODAY, { maxDays: 366 })[0]?.message).toBe(
      'Date range cannot exceed a year.',
    );
  });

  it('requires the from date when asked, under other field names too', () => {
    expect(dateRangeIssues({ a: ' ', b: '' }, TODAY, { fromField: 'a', toField: 'b', fromRequired: true })).toEqual([
      { field: 'a', message: 'Required.' },
    ]);
  });
});
