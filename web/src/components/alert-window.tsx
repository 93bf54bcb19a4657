// Message alert window (spec 1 modals): type MESSAGE (default) or WARNING, one Close button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface AlertWindowProps {
  message: ReactNode;
  type?: 'MESSAGE' | 'WARNING';
  title?: ReactNode;
  onClose: () => void;
}

export function AlertWindow({ message, type = 'MESSAGE', title, onClose }: AlertWindowProps) {
  const { t } = useTranslation();
  return (
    <Modal
      alert
      size="sm"
      title={title ?? (type === 'WARNING' ? t('Warning') : t('Message'))}
      onClose={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('Close')}
        </Button>
      }
    >
      <p className={type === 'WARNING' ? 'text-red-800' : ''}>{message}</p>
    </Modal>
  );
}
