// The signed-in header (spec 1 Header): county name, app title, greeting, usage balance, profile (not for
// GUEST) and logout.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerButton } from '#src/components/header-button.ts';
import type { CurrentUser } from '#src/lib/current-user.ts';
import { LogoutButton } from './logout-button.tsx';
import { shellSlots } from './slots.tsx';
import { UsageBalanceArea } from './usage-balance.tsx';

export function Header({ user, countyName, appTitle }: { user: CurrentUser; countyName: string; appTitle: string }) {
  const { t } = useTranslation();
  const [profileOpen, setProfileOpen] = useState(false);
  const { ProfileModal } = shellSlots;
  return (
    <header className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <div className="min-w-0">
          {/* a space holds the line until the configuration names the county, so the header does not grow */}
          <p className="truncate text-xs font-medium uppercase tracking-wide text-brand-100">
            {countyName || '\u00a0'}
          </p>
          <p className="text-xl font-semibold leading-tight">{t(appTitle)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm">{t('Welcome, {{name}}', { name: user.username })}</p>
          <UsageBalanceArea user={user} />
          <div className="flex gap-2">
            {user.role !== 'GUEST' && (
              <button
                type="button"
                className={headerButton}
                onClick={() => setProfileOpen(true)}
                disabled={!ProfileModal}
                title={ProfileModal ? undefined : t('Profile is not available yet.')}
              >
                {t('Profile')}
              </button>
            )}
            <LogoutButton />
          </div>
        </div>
      </div>
      {profileOpen && ProfileModal && <ProfileModal onClose={() => setProfileOpen(false)} />}
    </header>
  );
}
