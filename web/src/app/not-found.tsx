// Unknown routes. An /external... address is the server's (spec 1 section 2): the browser goes to the same path
// there, as the local server and CloudFront already send a fresh load of it; this covers a link inside the app.
import { externalServerPath } from '@portal/shared/web/external-path';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const external = externalServerPath(pathname, search);
  useEffect(() => {
    if (external) location.replace(external);
  }, [external]);
  if (external) return null;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-xl font-semibold">{t('Page not found')}</h1>
      <p className="mt-2 text-slate-700">{t('The address you opened does not exist.')}</p>
      <Link to="/home" className="mt-4 inline-block text-brand-700 underline">
        {t('Go to the home page')}
      </Link>
    </main>
  );
}
