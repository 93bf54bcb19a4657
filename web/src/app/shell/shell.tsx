// The signed-in layout: header, top navigation, county lockout banner, the side navigation column (content from
// the area via <SideNav>, toggled open 250 px / closed) and the area itself.

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/document-title.tsx';
import { LiveRegion } from '#src/components/live-region.tsx';
import { PublicLayout } from '#src/components/public-layout.tsx';
import { RouteFocusMark } from '#src/components/route-focus.tsx';
import { SideNavContext, useSideNavCount } from '#src/components/side-nav.tsx';
import { MAIN_ID, SkipLink } from '#src/components/skip-link.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { type CurrentUser, useCurrentUser } from '#src/lib/current-user.ts';
import { usePersistentState } from '#src/lib/persistent-state.ts';
import { useUserLanguage } from '#src/lib/user-language.ts';
import { Header } from './header.tsx';
import { TopNav } from './top-nav.tsx';

export function Shell() {
  const user = useCurrentUser();
  if (!user) return null;
  return <SignedInLayout user={user} />;
}

/** /efile is open: signed-in users get the shell, visitors the public header. */
export function OptionalShell() {
  const user = useCurrentUser();
  if (user) return <SignedInLayout user={user} />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

function SignedInLayout({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const config = useCountyConfig();
  const [open, setOpen] = usePersistentState('sideNavOpen', true);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const { count, register } = useSideNavCount();
  const sideNav = useMemo(() => ({ element: target, register }), [target, register]);
  const lockout = config.userLockout;
  const appTitle = config.common?.appTitle || 'Land Record Portal';
  useDocumentTitle(t(appTitle));

  useUserLanguage(user.language);

  return (
    <LiveRegion>
      <div className="flex min-h-screen flex-col">
        <RouteFocusMark />
        <SkipLink />
        <Header user={user} countyName={config.common?.countyName ?? ''} appTitle={appTitle} />
        <TopNav role={user.role} efile={config.efile?.efile} />
        {lockout?.lockoutInPlace && lockout.messageHeadline && (
          <div
            role="alert"
            className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900"
          >
            {lockout.messageHeadline}
          </div>
        )}
        <SideNavContext.Provider value={sideNav}>
          <div className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col gap-5 p-4 md:flex-row">
            <aside
              aria-label={t('Side navigation')}
              className={`${count ? '' : 'hidden'} shrink-0 md:sticky md:top-4 md:self-start ${open ? 'md:w-[250px]' : 'md:w-10'}`}
            >
              <button
                type="button"
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                aria-controls="side-nav-content"
                className="mb-2 flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                aria-label={open ? t('Close side navigation') : t('Open side navigation')}
              >
                {open ? '«' : '»'}
              </button>
              <div id="side-nav-content" ref={setTarget} className={open ? '' : 'hidden'} />
            </aside>
            <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
              <Outlet />
            </main>
          </div>
        </SideNavContext.Provider>
      </div>
    </LiveRegion>
  );
}
