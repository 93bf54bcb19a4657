// The control panel's pages that are not a configuration group's form (Technical, TRIMIN only): performance
// monitoring and the two LS1 migration pages.
import type { ComponentType } from 'react';
import LandSharkOneAccountsUsers from './technical/ls1-accounts-users.tsx';
import LandSharkOneAuditLog from './technical/ls1-audit-log.tsx';
import PerformanceMonitoring from './technical/performance-monitoring.tsx';

export const technicalPages: Record<string, ComponentType> = {
  performanceMonitoring: PerformanceMonitoring,
  LandSharkOneAccountsUsers,
  LandSharkOneAuditLog,
};
