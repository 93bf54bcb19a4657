// The control panel's side navigation (spec 3 section 2.4): Fee Structure, Account Admin, User Admin, Web Pages,
// and Technical for TRIMIN only.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SideNav } from '#src/components/side-nav.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { type PanelGroup, panelGroups } from '../panels.ts';

function Group({ group }: { group: PanelGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t(group.heading)}
      </h2>
      <ul className="space-y-0.5">
        {group.panels.map((p) => (
          <li key={p.path}>
            <NavLink
              to={`/controlPanel/${p.path}`}
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

export function ControlPanelNav() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const groups = panelGroups.filter((g) => !g.triminOnly || user?.role === 'TRIMIN');
  return (
    <SideNav>
      <nav aria-label={t('Control Panel')} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        {groups.map((g) => (
          <Group key={g.heading} group={g} />
        ))}
      </nav>
    </SideNav>
  );
}
