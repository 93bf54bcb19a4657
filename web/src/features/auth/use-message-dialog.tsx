// The recovery screens' server message dialog: closing it after a success goes to /login, after an error it
// only closes and the user stays.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertWindow } from '#src/components/alert-window.tsx';

export function useMessageDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ text: string; ok: boolean } | null>(null);
  const dialog = shown && (
    <AlertWindow
      type={shown.ok ? 'MESSAGE' : 'WARNING'}
      message={t(shown.text)}
      onClose={() => (shown.ok ? navigate('/login') : setShown(null))}
    />
  );
  return { show: (text: string, ok: boolean) => setShown({ text, ok }), dialog };
}
