// A signed-in route this user's role may not open (route-rules.ts). Shown inside the shell, so a section, not <main>.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotAllowed() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // A screen reader hears why nothing opened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="not-allowed-title"
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      <h1
        id="not-allowed-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t('Not allowed')}
      </h1>
      <p className="mt-2 text-slate-700">{t('Your sign-in does not give access to this page.')}</p>
      <Link to="/home" className="mt-4 inline-block text-brand-700 underline">
        {t('Go to the home page')}
      </Link>
    </section>
  );
}
