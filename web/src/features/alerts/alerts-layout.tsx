// The frame of the fraud alert pages: the county's name and the portal's title on top (the login page's public
// words), the page in a centred card, a way back to the login page.
import type { LoginPageContent } from '@portal/shared/auth/login-page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { MAIN_ID, SkipLink } from '#src/components/skip-link.tsx';

export function AlertsLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const info = useSWR<LoginPageContent>('auth/loginPage', { revalidateOnFocus: false }).data;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="bg-brand-800 text-white">
        <div className="mx-auto max-w-screen-xl px-4 py-3">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-100">{info?.countyName ?? '\u00a0'}</p>
          <Link to="/login" className="text-xl font-semibold leading-tight text-white hover:underline">
            {t(info?.appTitle || 'Land Record Portal')}
          </Link>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h1 className="mb-4 text-xl font-semibold text-slate-900">{title}</h1>
          {children}
        </section>
        <p className="mt-4 text-sm">
          <Link to="/login" className="text-brand-700 underline hover:text-brand-800">
            {t('Back to sign in')}
          </Link>
        </p>
      </main>
    </div>
  );
}

/** A message box: role alert for an error, status for news. */
export function Notice({ kind, children }: { kind: 'error' | 'ok'; children: ReactNode }) {
  const look =
    kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900';
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border p-3 text-sm ${look}`}>
      {children}
    </p>
  );
}
