// The control panel's side navigation (spec 3 section 2.4): Fee Structure, Account Admin, User Admin, Web Pages,
// and Technical for TRIMIN only.
import { useTranslation } from 'react-i18next';
import { SideNavMenu } from '#src/components/side-nav-menu.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { panelGroups } from '../panels.ts';

export function ControlPanelNav() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const groups = panelGroups
    .filter((g) => !g.triminOnly || user?.role === 'TRIMIN')
    .map((g) => ({
      heading: g.heading,
      links: g.panels.map((p) => ({ to: `/controlPanel/${p.path}`, label: p.label })),
    }));
  return <SideNavMenu label={t('Control Panel')} groups={groups} />;
}
