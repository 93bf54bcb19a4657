// The route table of spec 1 section 2. Open screens first, /efile without the session check, then the
// signed-in areas inside the session check and the shell.
// Declarative routes (<BrowserRouter> and useRoutes), not the data router: the app uses no loaders or actions, and
// the data router costs 16 KB gzip on every first page (issue 20's 120 KB login budget). Only the login page and
// the session check are in the first bundle; every other screen, the shell and each area load lazily.
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { setUnauthorizedHandler } from '#src/lib/api.ts';
import { markSessionVerified, setCurrentUser } from '#src/lib/current-user.ts';
import { areaRoute, efileArea, preloadArea, signedInAreas } from './areas.tsx';
import { NotFound } from './not-found.tsx';
import { SessionCheck } from './session-check.tsx';

/** A named export of a module, loaded on first render. */
function lazyNamed<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const shell = () => import('./shell/shell.tsx');
const RegisterPage = lazyNamed(() => import('#src/features/auth/register-page.tsx'), 'RegisterPage');
const ForgotUsernamePage = lazyNamed(() => import('#src/features/auth/forgot-username-page.tsx'), 'ForgotUsernamePage');
const ForgotPasswordPage = lazyNamed(() => import('#src/features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const PasswordResetPage = lazyNamed(() => import('#src/features/auth/password-reset-page.tsx'), 'PasswordResetPage');
const CompleteRegistrationPage = lazyNamed(
  () => import('#src/features/auth/complete-registration-page.tsx'),
  'CompleteRegistrationPage',
);
// property fraud alerts (issue 22): open pages reached from the login page and the e-mailed links
const AlertsSignUpPage = lazyNamed(() => import('#src/features/alerts/sign-up-page.tsx'), 'SignUpPage');
const AlertsConfirmPage = lazyNamed(() => import('#src/features/alerts/confirm-page.tsx'), 'ConfirmPage');
const AlertsManagePage = lazyNamed(() => import('#src/features/alerts/manage-page.tsx'), 'ManagePage');
// the public status page (issue 28), linked from the login page's footer
const StatusPage = lazyNamed(() => import('#src/features/status/status-page.tsx'), 'StatusPage');
// the API reference for programs (issue 31), linked from the login page's footer and the API Keys page
const DevelopersPage = lazyNamed(() => import('#src/features/developers/developers-page.tsx'), 'DevelopersPage');
const Shell = lazyNamed(shell, 'Shell');
const OptionalShell = lazyNamed(shell, 'OptionalShell');

/** The screens a visitor opens without signing in, outside the shell: the route table is their one list. */
const openRoutes: RouteObject[] = [
  { path: '/', Component: LoginPage },
  { path: '/login', Component: LoginPage },
  { path: '/register', Component: RegisterPage },
  { path: '/forgotUsername', Component: ForgotUsernamePage },
  { path: '/forgotPassword', Component: ForgotPasswordPage },
  { path: '/passwordReset/:ticket', Component: PasswordResetPage },
  { path: '/CompleteRegistration/:ticket', Component: CompleteRegistrationPage },
  { path: '/alerts', Component: AlertsSignUpPage },
  { path: '/alerts/confirm/:token', Component: AlertsConfirmPage },
  { path: '/alerts/manage/:token', Component: AlertsManagePage },
  { path: '/status', Component: StatusPage },
  { path: '/developers', Component: DevelopersPage },
];

/** E-file: open to visitors too, inside the shell when someone is signed in. */
const efileRoute: RouteObject = { Component: OptionalShell, children: [areaRoute({ ...efileArea, path: '/efile/*' })] };

/** Does one of these routes show this path? */
const shows = (table: RouteObject[], pathname: string) => matchRoutes(table, pathname) !== null;

/** An open screen outside the shell: the login, registration, recovery and fraud alert pages. */
export const isOpenScreen = (pathname: string) => shows(openRoutes, pathname);

/** A screen a visitor may see without signing in: a 401 or 403 there is the screen's own to show. */
export const isOpenToVisitors = (pathname: string) => isOpenScreen(pathname) || shows([efileRoute], pathname);

const routes: RouteObject[] = [
  ...openRoutes,
  efileRoute,
  {
    Component: SessionCheck,
    children: [{ Component: Shell, children: signedInAreas.map((a) => areaRoute({ ...a, path: `/${a.path}` })) }],
  },
  { path: '/index.html', element: <Navigate to="/login" replace /> },
  { path: '*', Component: NotFound },
];

/** A page opened straight on a signed-in screen fetches the shell and its area beside the session check, not
 * one after the other. */
export function preloadFor(pathname: string): void {
  if (isOpenScreen(pathname)) return;
  void shell();
  preloadArea(pathname);
}

function AppRoutes() {
  return useRoutes(routes);
}

/** A 401 or 403 from any call: forget the user and go to /login, remembering where the user was. */
function UnauthorizedGoesToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  latest.current = { navigate, location };
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { navigate, location } = latest.current;
      const { pathname, search, hash } = location;
      if (isOpenToVisitors(pathname)) return;
      markSessionVerified(false);
      setCurrentUser(null);
      navigate('/login', { replace: true, state: { from: pathname + search + hash } });
    });
  }, []);
  return null;
}

export function AppRouter({ basename = '/' }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <UnauthorizedGoesToLogin />
      {/* Only a first load waits here: later navigations are transitions that keep the screen until ready. */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
