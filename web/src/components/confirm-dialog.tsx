// A Yes / No question (logout confirmation and the like).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  onYes: () => void;
  onNo: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ title, message, onYes, onNo, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      alert
      size="sm"
      title={title}
      onClose={onNo}
      footer={
        <>
          <Button variant="secondary" onClick={onNo} data-autofocus>
            {t('No')}
          </Button>
          <Button onClick={onYes} disabled={busy}>
            {t('Yes')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
