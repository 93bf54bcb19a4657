// The footer of the top-up windows (spec 1 'Image download windows'): Back when there is a way back, the buy
// button (Buy or Continue), Cancel. Every button waits while a call is running.
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export interface BuyFooterProps {
  busy?: boolean | undefined;
  onBack?: (() => void) | undefined;
  onCancel: () => void;
  /** left out when there is nothing to buy (an insufficient balance) */
  onBuy?: (() => void) | undefined;
  buyLabel?: string;
  buyDisabled?: boolean;
}

export function BuyFooter({ busy, onBack, onCancel, onBuy, buyLabel, buyDisabled = false }: BuyFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {onBack && (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('Back')}
        </Button>
      )}
      {onBuy && (
        <Button onClick={onBuy} disabled={busy || buyDisabled}>
          {buyLabel ?? t('Buy')}
        </Button>
      )}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
    </>
  );
}
