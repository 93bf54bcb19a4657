// A window holding one form (Profile, Change Password, Transaction Report): the form submits on Enter through a
// hidden submit button, the footer holds the window's own buttons and Close last, and `after` (an alert window)
// opens above the form.
import type { ReactNode } from 'react';
import { CloseButton, Modal } from './modal.tsx';

export interface FormModalProps {
  title: string;
  onClose: () => void;
  /** the footer's buttons before Close */
  buttons: ReactNode;
  onSubmit: () => void;
  formClassName: string;
  children: ReactNode;
  after?: ReactNode;
}

export function FormModal({ title, onClose, buttons, onSubmit, formClassName, children, after }: FormModalProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          {buttons}
          <CloseButton onClose={onClose} />
        </>
      }
    >
      <form
        className={formClassName}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <button type="submit" hidden />
      </form>
      {after}
    </Modal>
  );
}
