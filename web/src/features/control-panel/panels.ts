// The control panel's pages by navigation group (spec 3 sections 2.4, 2.5): each page's path under /controlPanel
// and its label. Accounts is this area's; the configuration pages are drawn by config/ (one form engine over
// shared/config/registry.ts). Technical is for TRIMIN only; its E File and Languages live under technical/.
export interface Panel {
  path: string;
  label: string;
}

export interface PanelGroup {
  heading: string;
  panels: Panel[];
  triminOnly?: boolean;
}

export const panelGroups: PanelGroup[] = [
  {
    heading: 'Fee Structure',
    panels: [
      { path: 'creditCardAlternateRates', label: 'Credit Card Alternate Rates' },
      { path: 'creditCardExtra', label: 'Credit Card Extra' },
      { path: 'escrow', label: 'Escrow' },
      { path: 'flatFeeRates', label: 'Flat Fee Rates' },
      { path: 'flatFeeOverride', label: 'Flat Fee Override' },
      { path: 'alacarterates', label: 'A La Carte Rates' },
      { path: 'alacarteratesspecial', label: 'A La Carte Special Rates' },
      { path: 'feedPlans', label: 'Index Feed Plans' },
      { path: 'billingSchedule', label: 'Schedule' },
    ],
  },
  { heading: 'Account Admin', panels: [{ path: 'accounts', label: 'Accounts' }] },
  { heading: 'E-file', panels: [{ path: 'efileQueue', label: 'E-file Queue' }] },
  {
    heading: 'User Admin',
    panels: [
      { path: 'userAccess', label: 'User Access' },
      { path: 'userLockout', label: 'Lockout Step 1' },
      { path: 'userLockout2', label: 'Lockout Step 2' },
      { path: 'userPurgeNow', label: 'Purge Now' },
      { path: 'userPurgeSchedule', label: 'Purge Schedule' },
      { path: 'auditLogPurgeSchedule', label: 'Audit Log Purge' },
    ],
  },
  {
    heading: 'Web Pages',
    panels: [
      { path: 'common', label: 'Common' },
      { path: 'efile', label: 'E File' },
      { path: 'languages', label: 'Languages' },
      { path: 'homeLatestNews', label: 'More News' },
      { path: 'homeExternalLinks', label: 'More Links' },
      { path: 'homeNotableDates', label: 'Notable Dates' },
      { path: 'homeSelections', label: 'Home Selections' },
      { path: 'loginPageLinks', label: 'Login Page Links' },
      { path: 'loginPageLatestNews', label: 'Login Page Latest News' },
      { path: 'loginPageSlides', label: 'Login Page Slides' },
      { path: 'loginPageRegistration', label: 'Registration & Recovery' },
      { path: 'search', label: 'Search 1' },
      { path: 'search2', label: 'Search 2' },
      { path: 'reports', label: 'Reports' },
      { path: 'fraudAlerts', label: 'Property Fraud Alert' },
    ],
  },
  {
    heading: 'Technical',
    triminOnly: true,
    panels: [
      { path: 'technical/efile', label: 'E File' },
      { path: 'LandSharkOneAccountsUsers', label: 'LS1 Accounts & Users' },
      { path: 'LandSharkOneAuditLog', label: 'LS1 Audit Log' },
      { path: 'technical/languages', label: 'Languages' },
      { path: 'performanceMonitoring', label: 'Performance Monitoring' },
      { path: 'pageText', label: 'Page Text' },
    ],
  },
];

/** The page a path names (case-insensitive, as the control panel's routes are). */
export function panelOf(path: string): Panel | undefined {
  const wanted = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  for (const group of panelGroups) {
    const found = group.panels.find((p) => p.path.toLowerCase() === wanted);
    if (found) return found;
  }
  return undefined;
}
