// Unknown routes.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFound() {
  const { t } = useTranslation();
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
