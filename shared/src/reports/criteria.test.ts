import { describe, expect, it } from 'vitest';
import {
  auditAccountCriteriaSchema,
  auditUserCriteriaSchema,
  criteriaErrors,
  defaultCriteria,
  minuteOfDay,
  minutes,
  statementCriteriaSchema,
} from './criteria.ts';

const today = '2026-11-25';

describe('report criteria (spec 3 sections 3.1, 5.1)', () => {
  it('defaults: today, 12:00 am to 11:59 pm, FIVE, all types, the account audit by username', () => {
    const d = defaultCriteria(today);
    expect(d.statementReport).toMatchObject({
      fromDate: '11/25/2026',
      toDate: '11/25/2026',
      fromHour: '12',
      fromMinute: '00',
      fromAmPm: 'AM',
      toHour: '11',
      toMinute: '59',
      toAmPm: 'PM',
      dataSource: 'FIVE',
    });
    expect(d.auditAccountsReport).toMatchObject({ transactionType: 'all', logInformation: 'all', orderBy: 'username' });
    expect(d.auditUsersReport.orderBy).toBe('timestamp');
    expect(d.accountTypeReport.transactionType).toBe('all');
  });

  it('reads the clock: 12:00 am is 0, 12:30 pm is 750, 11:59 pm is 1439', () => {
    expect(minuteOfDay('12', '00', 'AM')).toBe(0);
    expect(minuteOfDay('12', '30', 'PM')).toBe(750);
    expect(minuteOfDay('11', '59', 'PM')).toBe(1439);
  });

  it("5.1: the from date is required; the shared date checks; the same day's times in order", () => {
    const base = defaultCriteria(today).statementReport;
    expect(criteriaErrors({ ...base, fromDate: '' }, today)).toEqual({ fromDate: 'Required.' });
    expect(criteriaErrors({ ...base, fromDate: '13/01/2026' }, today)).toEqual({ fromDate: 'MM/DD/YYYY' });
    expect(criteriaErrors({ ...base, toDate: '11/26/2026' }, today)).toEqual({ toDate: 'Future date entered' });
    expect(criteriaErrors({ ...base, fromDate: '11/25/2026', toDate: '11/01/2026' }, today)).toEqual({
      fromDate: 'Invalid date range.',
      toDate: 'Invalid date range.',
    });
    expect(criteriaErrors({ ...base, fromHour: '5', fromAmPm: 'PM', toHour: '9', toAmPm: 'AM' }, today)).toEqual({
      fromHour: 'Invalid date/time range.',
      toHour: 'Invalid date/time range.',
    });
    expect(criteriaErrors({ ...base, toDate: '' }, today)).toEqual({});
    expect(criteriaErrors(base, today)).toEqual({});
  });

  it('offers the minutes 00, 15, 30, 45, 59 (spec 1 section 9) and reads any minute a caller sends', () => {
    expect(minutes).toEqual(['00', '15', '30', '45', '59']);
    expect(statementCriteriaSchema.parse({ fromMinute: '07' }).fromMinute).toBe('07');
    expect(statementCriteriaSchema.safeParse({ fromMinute: '60' }).success).toBe(false);
  });

  it('refuses unknown fields and values', () => {
    expect(statementCriteriaSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(statementCriteriaSchema.safeParse({ fromHour: '13' }).success).toBe(false);
    expect(auditAccountCriteriaSchema.safeParse({ orderBy: 'amount' }).success).toBe(false);
    expect(auditUserCriteriaSchema.safeParse({ orderBy: 'username' }).success).toBe(false);
  });
});
