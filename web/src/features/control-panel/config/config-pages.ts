// Every configuration page by its path under /controlPanel (case-insensitive, as the control panel's routes are).
import type { ConfigPage } from './page-types.ts';
import { feePages } from './pages/fee-pages.ts';
import { fraudAlertsPage } from './pages/fraud-alerts-page.ts';
import { technicalPages, userAdminPages } from './pages/user-admin-pages.ts';
import { webPages } from './pages/web-pages.ts';

export const configPages: ConfigPage[] = [
  ...feePages,
  ...webPages,
  fraudAlertsPage,
  ...userAdminPages,
  ...technicalPages,
];

export function configPageOf(path: string): ConfigPage | undefined {
  const wanted = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  return configPages.find((p) => p.path.toLowerCase() === wanted);
}
