// The control panel's pages that are not a configuration group's form (Technical, TRIMIN only): performance
// monitoring, the two LS1 migration pages and the page text job.
import type { ComponentType } from 'react';
import LandSharkOneAccountsUsers from './technical/ls1-accounts-users.tsx';
import LandSharkOneAuditLog from './technical/ls1-audit-log.tsx';
import PageText from './technical/page-text.tsx';
import PerformanceMonitoring from './technical/performance-monitoring.tsx';

export const technicalPages: Record<string, ComponentType> = {
  performanceMonitoring: PerformanceMonitoring,
  LandSharkOneAccountsUsers,
  LandSharkOneAuditLog,
  pageText: PageText,
};
