// The session check of spec 1 section 2: GET currentUser/profile, 'LOADING' while waiting; a visitor who is not
// signed in goes to /login and the original location is remembered (location state `from`).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { apiGet } from '#src/lib/api.ts';
import { type CurrentUser, isSessionVerified, markSessionVerified, setCurrentUser } from '#src/lib/current-user.ts';

export function SessionCheck() {
  const { t } = useTranslation();
  const location = useLocation();
  const [state, setState] = useState<'LOADING' | 'SUCCESS' | 'NONE'>(isSessionVerified() ? 'SUCCESS' : 'LOADING');

  useEffect(() => {
    if (isSessionVerified()) return;
    let live = true;
    apiGet<CurrentUser>('currentUser/profile', { quietAuth: true })
      .then((user) => {
        if (!live) return;
        setCurrentUser(user);
        markSessionVerified(true);
        setState('SUCCESS');
      })
      .catch(() => {
        if (!live) return;
        setCurrentUser(null);
        setState('NONE');
      });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'LOADING') {
    return (
      <p role="status" className="p-8 text-center font-medium tracking-wide text-slate-600">
        {t('LOADING')}
      </p>
    );
  }
  if (state === 'NONE') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  }
  return <Outlet />;
}
