// Every area's screen goes through this gate (areas.tsx): a role the route rules refuse sees Not Allowed, never
// the screen nor a 'not available yet' placeholder. It reads the whole location, so paths inside an area count.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { NotAllowed } from './not-allowed.tsx';
import { mayOpen } from './route-rules.ts';

export function RouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return mayOpen(user?.role, pathname) ? children : <NotAllowed />;
}
