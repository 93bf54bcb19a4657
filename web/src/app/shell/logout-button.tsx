// The header's logout button: Yes/No confirmation, then logout; 'Logout Failed.' when the call fails.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { headerButton } from '#src/components/header-button.ts';
import { useLogout } from './use-logout.ts';

export function LogoutButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { logout, busy, failed, clearFailure } = useLogout();
  return (
    <>
      <button type="button" className={headerButton} onClick={() => setAsking(true)}>
        {t('Logout')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('Logout')}
          message={t('Are you sure you want to log out?')}
          busy={busy}
          onNo={() => setAsking(false)}
          onYes={() => {
            setAsking(false);
            void logout();
          }}
        />
      )}
      {failed && <AlertWindow type="WARNING" message={t('Logout Failed.')} onClose={clearFailure} />}
    </>
  );
}
