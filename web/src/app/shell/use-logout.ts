// Logout: POST auth/logout (a POST, so the same-origin rule guards it), then the full reset (stored state, cached data, language, session flag) and /login.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import i18n from '#src/i18n/index.ts';
import { apiPost } from '#src/lib/api.ts';
import { markSessionVerified } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';

export function useLogout() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await apiPost('auth/logout', {}, { quietAuth: true });
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    markSessionVerified(false);
    resetStore();
    await mutate(() => true, undefined, { revalidate: false });
    await i18n.changeLanguage('en');
    navigate('/login', { replace: true });
  };
  return { logout, busy, failed, clearFailure: () => setFailed(false) };
}
