// The configuration page a path under /controlPanel names (case-insensitive), or 'not available yet' for any
// other; the Technical pages are for TRIMIN only.
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { PanelUnavailable } from '../components/panel-unavailable.tsx';
import { ConfigPageView } from './config-form.tsx';
import { configPageOf } from './config-pages.ts';
import { EndUserSessionsPage } from './end-user-sessions-page.tsx';

export function ConfigRoute() {
  const { '*': rest = '' } = useParams();
  const role = useCurrentUser()?.role;
  if (rest.toLowerCase() === 'userlockout2') return <EndUserSessionsPage />;
  const page = configPageOf(rest);
  if (!page || (page.heading === 'Technical' && role !== 'TRIMIN')) return <PanelUnavailable />;
  return <ConfigPageView key={page.path} page={page} />;
}
