// Top navigation (spec 1): Home always; E-File when the county has e-file on; Search for TRIMIN and COUNTY or
// for anyone when e-file is off; Reports, User Manager, API Keys and Feed (issue 31) for TRIMIN, COUNTY, ACCOUNT;
// Control Panel for TRIMIN and COUNTY.
import { managerRoles, type Role, staffRoles } from '@portal/shared/auth/roles';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export interface NavItem {
  to: string;
  label: string;
  /** other paths that belong to the same area: a deep link under /externalsearch shows the search area */
  also?: string[];
}

/** The links a role sees; with the county's e-file flag unknown yet (undefined) only Home, so nothing flickers. */
export function navItems(role: Role, efile: boolean | undefined): NavItem[] {
  const staff = staffRoles.includes(role);
  const items: NavItem[] = [{ to: '/home', label: 'Home' }];
  if (efile === undefined) return items;
  if (efile) items.push({ to: '/efile', label: 'E-File' });
  if (staff || !efile) items.push({ to: '/search', label: 'Search', also: ['/externalsearch'] });
  if (managerRoles.includes(role))
    items.push(
      { to: '/reports', label: 'Reports' },
      { to: '/userManager', label: 'User Manager' },
      { to: '/apiKeys', label: 'API Keys' },
      { to: '/feed', label: 'Feed' },
    );
  if (staff) items.push({ to: '/controlPanel', label: 'Control Panel' });
  return items;
}

const within = (pathname: string, base: string) =>
  pathname.toLowerCase() === base.toLowerCase() || pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`);

/** Whether the page at `pathname` is in the item's area (marked current in the navigation). */
export const isCurrent = (item: NavItem, pathname: string) =>
  [item.to, ...(item.also ?? [])].some((base) => within(pathname, base));

export function TopNav({ role, efile }: { role: Role; efile: boolean | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('Main')} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-screen-2xl flex-wrap gap-1 px-2 sm:px-4">
        {navItems(role, efile).map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={`block border-b-2 px-3 py-2.5 text-sm font-medium ${current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'}`}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
