// A side navigation of headed link groups (the control panel's and the reports'): each heading names its list,
// and the link of the page shown is marked. Headings and labels are catalogue keys, translated here.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SideNav } from './side-nav.tsx';

export interface SideNavGroup {
  heading: string;
  links: { to: string; label: string }[];
}

function Group({ group }: { group: SideNavGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t(group.heading)}
      </h2>
      <ul className="space-y-0.5">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `label` names the navigation landmark (translated by the caller). */
export function SideNavMenu({ label, groups }: { label: string; groups: SideNavGroup[] }) {
  return (
    <SideNav>
      <nav aria-label={label} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        {groups.map((g) => (
          <Group key={g.heading} group={g} />
        ))}
      </nav>
    </SideNav>
  );
}
