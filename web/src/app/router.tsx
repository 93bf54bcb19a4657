// The route table of spec 1 section 2. Open screens first, /efile without the session check, then the
// signed-in areas inside the session check and the shell.
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { CompleteRegistrationPage } from '#src/features/auth/complete-registration-page.tsx';
import { ForgotPasswordPage } from '#src/features/auth/forgot-password-page.tsx';
import { ForgotUsernamePage } from '#src/features/auth/forgot-username-page.tsx';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { PasswordResetPage } from '#src/features/auth/password-reset-page.tsx';
import { RegisterPage } from '#src/features/auth/register-page.tsx';
import { setUnauthorizedHandler } from '#src/lib/api.ts';
import { markSessionVerified, setCurrentUser } from '#src/lib/current-user.ts';
import { areaRoute, efileArea, signedInAreas } from './areas.tsx';
import { NotFound } from './not-found.tsx';
import { SessionCheck } from './session-check.tsx';
import { OptionalShell, Shell } from './shell/shell.tsx';

const openPaths = /^\/(login|register|forgotUsername|forgotPassword|passwordReset|CompleteRegistration|efile)?(\/|$)/;

export function createAppRouter(basename = '/') {
  const router = createBrowserRouter(
    [
      { path: '/', Component: LoginPage },
      { path: '/login', Component: LoginPage },
      { path: '/register', Component: RegisterPage },
      { path: '/forgotUsername', Component: ForgotUsernamePage },
      { path: '/forgotPassword', Component: ForgotPasswordPage },
      { path: '/passwordReset/:ticket', Component: PasswordResetPage },
      { path: '/CompleteRegistration/:ticket', Component: CompleteRegistrationPage },
      { Component: OptionalShell, children: [areaRoute({ ...efileArea, path: '/efile/*' })] },
      {
        Component: SessionCheck,
        children: [{ Component: Shell, children: signedInAreas.map((a) => areaRoute({ ...a, path: `/${a.path}` })) }],
      },
      { path: '/index.html', element: <Navigate to="/login" replace /> },
      { path: '*', Component: NotFound },
    ],
    { basename },
  );

  // A 401 or 403 from any call: forget the user and go to /login, remembering where the user was.
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    if (openPaths.test(pathname)) return;
    markSessionVerified(false);
    setCurrentUser(null);
    void router.navigate('/login', { replace: true, state: { from: pathname + search + hash } });
  });
  return router;
}
