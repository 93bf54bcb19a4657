// The Profile and Change Password windows' buttons before Close: the way to the other window, on the left, and
// Update.
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';

export interface UpdateButtonsProps {
  /** 'Change Password' or 'Back', translated */
  otherLabel: string;
  onOther: () => void;
  onUpdate: () => void;
  disabled: boolean;
}

export function UpdateButtons({ otherLabel, onOther, onUpdate, disabled }: UpdateButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onOther} className="mr-auto">
        {otherLabel}
      </Button>
      <Button onClick={onUpdate} disabled={disabled}>
        {t('Update')}
      </Button>
    </>
  );
}
