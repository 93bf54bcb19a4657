// The configuration page a path under /controlPanel names (case-insensitive); any other path (or a Technical page
// for a role other than TRIMIN) goes to the current panel's form (spec 3 section 2.4, current-panel.ts).
import { Navigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { currentPanelPath } from '../current-panel.ts';
import { ConfigPageView } from './config-form.tsx';
import { configPageOf } from './config-pages.ts';
import { EndUserSessionsPage } from './end-user-sessions-page.tsx';

export function ConfigRoute() {
  const { '*': rest = '' } = useParams();
  const role = useCurrentUser()?.role;
  if (rest.toLowerCase() === 'userlockout2') return <EndUserSessionsPage />;
  const page = configPageOf(rest);
  if (!page || (page.heading === 'Technical' && role !== 'TRIMIN')) {
    return <Navigate to={`/controlPanel/${currentPanelPath(role)}`} replace />;
  }
  return <ConfigPageView key={page.path} page={page} />;
}
