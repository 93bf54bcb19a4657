// Promise-based alert and Yes/No windows for a screen: `await alert(message)` resolves when the window closes,
// `await confirm(message)` with the answer. Render `dialogs` once in the screen. Texts are translated by the caller.
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from './alert-window.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Open =
  | { kind: 'alert'; message: ReactNode; type: 'MESSAGE' | 'WARNING'; done: () => void }
  | { kind: 'confirm'; message: ReactNode; title: ReactNode; done: (yes: boolean) => void };

export function useDialogs() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  const alert = useCallback(
    (message: ReactNode, type: 'MESSAGE' | 'WARNING' = 'MESSAGE') =>
      new Promise<void>((resolve) =>
        setOpen({
          kind: 'alert',
          message,
          type,
          done: () => {
            setOpen(null);
            resolve();
          },
        }),
      ),
    [],
  );
  const confirm = useCallback(
    (message: ReactNode, title?: ReactNode) =>
      new Promise<boolean>((resolve) =>
        setOpen({
          kind: 'confirm',
          message,
          title: title ?? t('Confirm'),
          done: (yes) => {
            setOpen(null);
            resolve(yes);
          },
        }),
      ),
    [t],
  );
  const dialogs =
    open?.kind === 'alert' ? (
      <AlertWindow message={open.message} type={open.type} onClose={open.done} />
    ) : open?.kind === 'confirm' ? (
      <ConfirmDialog
        title={open.title}
        message={open.message}
        onYes={() => open.done(true)}
        onNo={() => open.done(false)}
      />
    ) : null;
  return { alert, confirm, dialogs };
}
