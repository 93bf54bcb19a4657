// The confirm order window: titled '<document> Download' or 'Exceeding Current Preauthorization', the fee table,
// and Back, Cancel and one action: Add to Escrow, Continue to Preauthorization, or the server's download text.
import type { DownloadOrder } from '@portal/shared/imaging/types';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { Modal } from '#src/components/modal.tsx';
import { FeeTable } from './fee-table.tsx';

export interface ConfirmOrderWindowProps {
  order: DownloadOrder;
  busy: boolean;
  onBack: () => void;
  onCancel: () => void;
  onProceed: () => void;
}

export function ConfirmOrderWindow({ order, busy, onBack, onCancel, onProceed }: ConfirmOrderWindowProps) {
  const { t } = useTranslation();
  const { feeSchedule: fees, imageState } = order;
  const options = imageState.purchaseOptions;
  const short = fees.insufficientBalance;
  const exceeding = short && !!options.creditCardOptions?.authorizationInfo.authorized;
  const title = exceeding
    ? t('Exceeding Current Preauthorization')
    : t('{{title}} Download', { title: imageState.title.replace(/ Download$/, '') });
  const action = !short
    ? t(fees.downloadButtonText)
    : options.flatFeeOptions
      ? t('Buy Images')
      : options.escrowOptions
        ? t('Add to Escrow')
        : options.creditCardOptions
          ? t('Continue to Preauthorization')
          : t(fees.downloadButtonText);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('Back')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button onClick={onProceed} disabled={busy} data-autofocus>
            {action}
          </Button>
        </>
      }
    >
      <FeeTable fees={fees} />
      {exceeding && options.creditCardOptions && (
        <p className="mt-3 text-sm text-slate-700">
          {t('You may start another preauthorization of {{amount}}.', {
            amount: options.creditCardOptions.authorizationInfo.amount,
          })}
        </p>
      )}
    </Modal>
  );
}
