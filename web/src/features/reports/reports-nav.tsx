// The reports' side navigation (spec 3 section 2.2): the headings Audit Details, Statement and Transaction
// Summary, each with the links of the reports the county offers this user.
import { useTranslation } from 'react-i18next';
import { SideNavMenu } from '#src/components/side-nav-menu.tsx';
import { navHeadings, type ReportPage } from './reports.ts';

export function ReportsNav({ pages }: { pages: ReportPage[] }) {
  const { t } = useTranslation();
  const groups = navHeadings.map((heading) => ({
    heading,
    links: pages.filter((p) => p.heading === heading).map((p) => ({ to: `/reports/${p.path}`, label: p.label })),
  }));
  return <SideNavMenu label={t('Reports')} groups={groups} />;
}
