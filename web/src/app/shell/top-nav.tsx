// Top navigation (spec 1): Home always; E-File when the county has e-file on; Search for TRIMIN and COUNTY or
// for anyone when e-file is off; Reports and User Manager for TRIMIN, COUNTY, ACCOUNT; Control Panel for
// TRIMIN and COUNTY.
import { managerRoles, type Role, staffRoles } from '@portal/shared/auth/roles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The links a role sees; with the county's e-file flag unknown yet (undefined) only Home, so nothing flickers. */
export function navItems(role: Role, efile: boolean | undefined): Array<{ to: string; label: string }> {
  const staff = staffRoles.includes(role);
  const items = [{ to: '/home', label: 'Home' }];
  if (efile === undefined) return items;
  if (efile) items.push({ to: '/efile', label: 'E-File' });
  if (staff || !efile) items.push({ to: '/search', label: 'Search' });
  if (managerRoles.includes(role))
    items.push({ to: '/reports', label: 'Reports' }, { to: '/userManager', label: 'User Manager' });
  if (staff) items.push({ to: '/controlPanel', label: 'Control Panel' });
  return items;
}

export function TopNav({ role, efile }: { role: Role; efile: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Main')} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-screen-2xl flex-wrap gap-1 px-2 sm:px-4">
        {navItems(role, efile).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block border-b-2 px-3 py-2.5 text-sm font-medium ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'}`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
