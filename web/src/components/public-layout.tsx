// The frame of the open screens: county name, app title and the provider link on top; the version footer with
// copyright years 2022 to this year at the bottom.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProductVersion } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useLoginPageInfo } from '#src/lib/login-page-info.ts';
import { publicConfig } from '#src/lib/public-config.ts';
import { useUserLanguage } from '#src/lib/user-language.ts';
import { useDocumentTitle } from './document-title.tsx';
import { RouteFocusMark } from './route-focus.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

export function copyrightYears(now = new Date()): string {
  const year = now.getFullYear();
  return year > 2022 ? `2022–${year}` : '2022';
}

export function PublicLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const info = useLoginPageInfo();
  const version = useProductVersion();
  const { providerUrl, providerName } = publicConfig();
  useUserLanguage(useCurrentUser()?.language);
  useDocumentTitle(t(info?.appTitle || 'Land Record Portal'));
  return (
    <div className="flex min-h-screen flex-col">
      <RouteFocusMark />
      <SkipLink />
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-brand-100">{info?.countyName ?? '\u00a0'}</p>
            <Link to="/login" className="text-xl font-semibold leading-tight text-white hover:underline">
              {t(info?.appTitle || 'Land Record Portal')}
            </Link>
          </div>
          {providerUrl && (
            <a
              href={providerUrl}
              className="text-sm text-brand-100 underline hover:text-white"
              rel="noopener"
              target="_blank"
            >
              {providerName || t('Provider')}
            </a>
          )}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-screen-xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
      {footer}
      <footer className="border-t border-slate-200 bg-white px-4 py-3 text-center text-xs text-slate-600">
        {t('Copyright © {{years}} {{title}}. All rights reserved.', {
          years: copyrightYears(),
          title: t(info?.appTitle || 'Land Record Portal'),
        })}
        {version && <span className="ml-2">{t('Version {{version}}', { version })}</span>}
      </footer>
    </div>
  );
}

/** A centred card with a heading: the registration, recovery and fraud alert screens. */
export function AuthCard({ title, children, wide = false }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section
      className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6`}
    >
      <h1 className="mb-4 text-xl font-semibold text-slate-900">{title}</h1>
      {children}
    </section>
  );
}
