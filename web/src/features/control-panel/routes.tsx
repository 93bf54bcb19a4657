// /controlPanel/*: mounted lazily by app/areas.tsx; its routes are case-insensitive (React Router's default).
// The side navigation, the Accounts list and entry, Flat Fee Usage Override and page access, the Technical pages,
// and the county configuration pages (config/, one form engine); any other path goes to the current panel's form
// (current-panel.ts).
import { mayManageAccounts } from '@portal/shared/accounts/form-rules';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { AccountEntry } from './components/account-entry.tsx';
import { AccountPageAccess } from './components/account-page-access.tsx';
import { AccountReload } from './components/account-reload.tsx';
import { AccountsList } from './components/accounts-list.tsx';
import { ControlPanelNav } from './components/control-panel-nav.tsx';
import { ConfigRoute } from './config/config-route.tsx';
import { currentPanelPath, rememberPanel } from './current-panel.ts';
import EfileQueuePage from './efile-queue/efile-queue-page.tsx';
import { technicalPages } from './technical-pages.tsx';

export default function ControlPanelArea() {
  // Only TRIMIN and COUNTY enter (the server refuses the rest).
  const user = useCurrentUser();
  const { pathname } = useLocation();
  useEffect(() => rememberPanel(pathname.replace(/^\/controlPanel\/?/i, ''), user?.role), [pathname, user?.role]);
  if (user && !mayManageAccounts(user.role)) return <Navigate to="/home" replace />;
  return (
    <>
      <ControlPanelNav />
      <Routes>
        <Route index element={<Navigate to={`/controlPanel/${currentPanelPath(user?.role)}`} replace />} />
        <Route path="accounts" element={<AccountsList />} />
        <Route path="accounts/:id" element={<AccountEntry />} />
        <Route path="accountReload/:id/:name" element={<AccountReload />} />
        <Route path="accountPageAccess/:id/:name" element={<AccountPageAccess />} />
        <Route path="efileQueue/*" element={<EfileQueuePage />} />
        {user?.role === 'TRIMIN' &&
          Object.entries(technicalPages).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
        <Route path="*" element={<ConfigRoute />} />
      </Routes>
    </>
  );
}
