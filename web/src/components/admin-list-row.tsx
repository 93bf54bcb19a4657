// The parts of a Users or Accounts list row: its cell padding and the actions cell (Edit and the like, then
// Deactivate or Activate and Delete, which nobody is offered on their own user or account; the server refuses
// them too).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export const listCell = 'px-3 py-2 text-sm';

export function RowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" className="px-2 py-1" onClick={onClick}>
      {children}
    </Button>
  );
}

export interface RowActionsProps {
  children: ReactNode;
  /** false on the caller's own row */
  changeable: boolean;
  /** 'Activate' or 'Deactivate', translated */
  toggleLabel: string;
  onToggle: () => void;
  onDelete: () => void;
}

export function RowActions({ children, changeable, toggleLabel, onToggle, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <td className={`${listCell} whitespace-nowrap text-right`}>
      <div className="flex items-center justify-end gap-1">
        {children}
        {changeable && (
          <>
            <RowButton onClick={onToggle}>{toggleLabel}</RowButton>
            <Button variant="ghost" className="px-2 py-1 text-red-700" onClick={onDelete}>
              {t('Delete')}
            </Button>
          </>
        )}
      </div>
    </td>
  );
}
