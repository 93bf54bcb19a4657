// The reports' criteria (spec 3 sections 3.1, 5.1, 7.2): one schema per report, their defaults (today, 12:00 am
// to 11:59 pm, data source FIVE, 'all' types, the account audit ordered by username), the date and time checks
// that the forms and the handlers both apply against the county's today, and the files the calls answer.
import { z } from 'zod';
import { dateRangeIssues, toIsoDate, toUsDate } from '../search/dates.ts';
import { searchMessages as m } from '../search/messages.ts';

export const reportIds = ['statementReport', 'auditAccountsReport', 'auditUsersReport', 'accountTypeReport'] as const;
export type ReportId = (typeof reportIds)[number];

export const hours = ['12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] as const;
/** The minute choices of the time selects (spec 1 section 9): 11:59 pm ends a day. */
export const minutes = ['00', '15', '30', '45', '59'] as const;
/** What the handlers accept: any minute, so a caller (or criteria saved before) with 12:07 is still read right. */
const anyMinute = z.string().regex(/^[0-5]\d$/);
export const amPm = ['AM', 'PM'] as const;

/** Where an event came from: this portal (FIVE), the card provider's notifications, the scheduled jobs. */
export const dataSources = ['FIVE', 'WEBHOOK', 'SCHEDULE', 'ALL'] as const;
export type DataSource = (typeof dataSources)[number];

/** Money and sign-in events: the transaction types every role may filter on. */
export const userTransactionTypes = [
  'SEARCH',
  'DOCUMENT_DETAILS',
  'TAX_LIEN_DETAILS',
  'CHAIN_OF_TITLE',
  'IMAGE',
  'EFILE',
  'ESCROW_DEPOSIT',
  'REFUND',
  'FLAT_FEE_ADD_ON',
  'FLAT_FEE_USAGE_OVERRIDE',
  'MONTHLY_RENEWAL',
  'CC_PREAUTHORIZATION',
  'CC_CAPTURE',
  'CC_VOID',
  'LOGIN',
] as const;
/** The unrestricted list (TRIMIN and COUNTY, spec 6): administrators' changes too. */
export const staffTransactionTypes = [
  ...userTransactionTypes,
  'USER_CREATE',
  'USER_UPDATE',
  'USER_DELETE',
  'USER_STATUS',
  'USER_PASSWORD',
  'ACCOUNT_CREATE',
  'ACCOUNT_UPDATE',
  'ACCOUNT_DELETE',
  'ACCOUNT_STATUS',
  'ACCOUNT_PAGE_ACCESS',
  'CONFIG_UPDATE',
  'END_USER_SESSIONS',
] as const;
export const logInformation = ['all', 'transactions', 'changes'] as const;
export type LogInformation = (typeof logInformation)[number];
export const accountOrders = ['username', 'timestamp'] as const;

const text = (max: number) => z.string().trim().max(max).default('');
const dateTime = {
  fromDate: text(20),
  toDate: text(20),
  fromHour: z.enum(hours).default('12'),
  fromMinute: anyMinute.default('00'),
  fromAmPm: z.enum(amPm).default('AM'),
  toHour: z.enum(hours).default('11'),
  toMinute: anyMinute.default('59'),
  toAmPm: z.enum(amPm).default('PM'),
  dataSource: z.enum(dataSources).default('FIVE'),
};
const transactionType = z.string().trim().max(40).default('all');

/** accountId: the lookup's choice (TRIMIN and COUNTY; blank for every account); accountName only labels it. */
export const statementCriteriaSchema = z.strictObject({
  ...dateTime,
  accountId: text(64),
  accountName: text(60),
  username: text(100),
  statementNumber: text(30),
});
export const auditAccountCriteriaSchema = z.strictObject({
  ...dateTime,
  accountId: text(64),
  accountName: text(60),
  username: text(100),
  transactionType,
  logInformation: z.enum(logInformation).default('all'),
  orderBy: z.enum(accountOrders).default('username'),
});
export const auditUserCriteriaSchema = z.strictObject({
  ...dateTime,
  accountId: text(64),
  accountName: text(60),
  username: text(100),
  transactionType,
  logInformation: z.enum(logInformation).default('all'),
  orderBy: z.enum(['timestamp']).default('timestamp'),
});
export const accountTypeCriteriaSchema = z.strictObject({ ...dateTime, transactionType });

export type StatementCriteria = z.infer<typeof statementCriteriaSchema>;
export type AuditAccountCriteria = z.infer<typeof auditAccountCriteriaSchema>;
export type AuditUserCriteria = z.infer<typeof auditUserCriteriaSchema>;
export type AccountTypeCriteria = z.infer<typeof accountTypeCriteriaSchema>;
export type DateTimeCriteria = Pick<
  StatementCriteria,
  'fromDate' | 'toDate' | 'fromHour' | 'fromMinute' | 'fromAmPm' | 'toHour' | 'toMinute' | 'toAmPm'
>;

/** The defaults of 3.1 with both dates today (YYYY-MM-DD, the county's). */
export function defaultCriteria(today: string) {
  const dates = { fromDate: toUsDate(today), toDate: toUsDate(today) };
  return {
    statementReport: { ...statementCriteriaSchema.parse({}), ...dates },
    auditAccountsReport: { ...auditAccountCriteriaSchema.parse({}), ...dates },
    auditUsersReport: { ...auditUserCriteriaSchema.parse({}), ...dates },
    accountTypeReport: { ...accountTypeCriteriaSchema.parse({}), ...dates },
  };
}

/** Minutes after midnight of an hour, minute and am/pm: 12:00 AM is 0, 11:59 PM is 1439. */
export function minuteOfDay(hour: string, minute: string, ampm: string): number {
  const h = Number(hour) % 12;
  return (h + (ampm === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

/** A blank to date means the from date. */
export const criteriaToDate = (c: DateTimeCriteria) => c.toDate.trim() || c.fromDate.trim();

/**
 * 5.1's messages by field ({} when fine): the from date is required; then the shared date checks (MM/DD/YYYY,
 * not in the future, from before to, at most a year); then the date-time pair (from not after to: 'Invalid
 * date/time range.', spec 1 section 5).
 */
export function criteriaErrors(c: DateTimeCriteria, today: string): Record<string, string> {
  const values = { fromDate: c.fromDate, toDate: criteriaToDate(c) };
  const issues = dateRangeIssues(values, today, {
    fromField: 'fromDate',
    toField: 'toDate',
    fromRequired: true,
    maxDays: 366,
  });
  const errors: Record<string, string> = Object.fromEntries(issues.map((i) => [i.field, i.message]));
  if (Object.keys(errors).length) return errors;
  const from = toIsoDate(values.fromDate) as string;
  const to = toIsoDate(values.toDate) as string;
  if (from === to && minuteOfDay(c.fromHour, c.fromMinute, c.fromAmPm) > minuteOfDay(c.toHour, c.toMinute, c.toAmPm)) {
    return { fromHour: m.invalidDateTimeRange, toHour: m.invalidDateTimeRange };
  }
  return {};
}

/** The calls (7.2): path under /api/report/, the file each answers and its type. */
export const reportCalls = {
  statementReport: { file: 'StatementReport.pdf', kind: 'pdf' },
  statementExport: { file: 'StatementReportExport.xlsx', kind: 'xlsx' },
  accountTypeReport: { file: 'AccountTypeReport.pdf', kind: 'pdf' },
  userReport: { file: 'UserReport.pdf', kind: 'pdf' },
  accountReport: { file: 'AccountReport.pdf', kind: 'pdf' },
  userExport: { file: 'UserReportExport.xlsx', kind: 'xlsx' },
  accountExport: { file: 'AccountReportExport.xlsx', kind: 'xlsx' },
} as const;
export type ReportCall = keyof typeof reportCalls;

/** What a report call answers instead of the file when the file is larger than an API response may be. */
export interface ReportLink {
  downloadUrl: string;
  fileName: string;
  expiresAt: string;
}

/** Labels of the transaction types (report lines and the forms' lists). */
export const transactionTypeLabels: Record<string, string> = {
  SEARCH: 'Search',
  DOCUMENT_DETAILS: 'Document details',
  TAX_LIEN_DETAILS: 'Tax lien details',
  CHAIN_OF_TITLE: 'Chain of title',
  IMAGE: 'Image download',
  EFILE: 'E-file',
  ESCROW_DEPOSIT: 'Escrow deposit',
  REFUND: 'Refund',
  FLAT_FEE_ADD_ON: 'Flat fee add-on',
  FLAT_FEE_USAGE_OVERRIDE: 'Flat fee usage override',
  MONTHLY_RENEWAL: 'Monthly renewal',
  CC_PREAUTHORIZATION: 'Card preauthorization',
  CC_CAPTURE: 'Card capture',
  CC_VOID: 'Card release',
  LOGIN: 'Sign-in',
  USER_CREATE: 'User created',
  USER_UPDATE: 'User changed',
  USER_DELETE: 'User deleted',
  USER_STATUS: 'User status',
  USER_PASSWORD: 'User password',
  ACCOUNT_CREATE: 'Account created',
  ACCOUNT_UPDATE: 'Account changed',
  ACCOUNT_DELETE: 'Account deleted',
  ACCOUNT_STATUS: 'Account status',
  ACCOUNT_PAGE_ACCESS: 'Account page access',
  CONFIG_UPDATE: 'Configuration change',
  END_USER_SESSIONS: 'End user sessions',
};
