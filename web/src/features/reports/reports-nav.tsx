// The reports' side navigation (spec 3 section 2.2): the headings Audit Details, Statement and Transaction
// Summary, each with the links of the reports the county offers this user.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SideNav } from '#src/components/side-nav.tsx';
import { navHeadings, type ReportPage } from './reports.ts';

function Group({ heading, pages }: { heading: string; pages: ReportPage[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t(heading)}
      </h2>
      <ul className="space-y-0.5">
        {pages.map((p) => (
          <li key={p.path}>
            <NavLink
              to={`/reports/${p.path}`}
              className={({ isActive }) =>
                `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {t(p.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReportsNav({ pages }: { pages: ReportPage[] }) {
  const { t } = useTranslation();
  return (
    <SideNav>
      <nav aria-label={t('Reports')} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        {navHeadings.map((heading) => (
          <Group key={heading} heading={heading} pages={pages.filter((p) => p.heading === heading)} />
        ))}
      </nav>
    </SideNav>
  );
}
