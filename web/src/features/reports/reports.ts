// The reports of spec 3 section 2.2: their routes, titles, the county switch that offers each, who sees it, and
// the calls (7.2) behind their buttons.
import type { Role } from '@portal/shared/auth/roles';
import type { ReportCall, ReportId } from '@portal/shared/reports/criteria';
import type { CountyConfig } from '#src/lib/county-config.ts';

export interface ReportPage {
  id: ReportId;
  path: string;
  /** the page's heading */
  title: string;
  /** the side navigation's link */
  label: string;
  heading: 'Audit Details' | 'Statement' | 'Transaction Summary';
  pdf: ReportCall;
  excel?: ReportCall;
  staffOnly?: boolean;
}

export const reportPages: ReportPage[] = [
  {
    id: 'auditAccountsReport',
    path: 'AccountReport',
    title: 'Audit Report - Account',
    label: 'Account',
    heading: 'Audit Details',
    pdf: 'accountReport',
    excel: 'accountExport',
  },
  {
    id: 'auditUsersReport',
    path: 'UserReport',
    title: 'Audit Report - User',
    label: 'User',
    heading: 'Audit Details',
    pdf: 'userReport',
    excel: 'userExport',
  },
  {
    id: 'statementReport',
    path: 'StatementReport',
    title: 'Statement Report',
    label: 'Statement Report',
    heading: 'Statement',
    pdf: 'statementReport',
    excel: 'statementExport',
  },
  {
    id: 'accountTypeReport',
    path: 'AccountTypeReport',
    title: 'Transaction Summary, Account Type',
    label: 'Account Type',
    heading: 'Transaction Summary',
    pdf: 'accountTypeReport',
    staffOnly: true,
  },
];

export const navHeadings = ['Audit Details', 'Statement', 'Transaction Summary'] as const;

export const isStaffRole = (role: Role | undefined) => role === 'TRIMIN' || role === 'COUNTY';

/** The reports this user may open: the county turns each on; the account type one is TRIMIN's and COUNTY's. */
export function offeredReports(config: CountyConfig, role: Role | undefined): ReportPage[] {
  const switches = config.reports;
  if (!switches) return [];
  return reportPages.filter((p) => switches[p.id] && (!p.staffOnly || isStaffRole(role)));
}
