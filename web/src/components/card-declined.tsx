// The window after the card provider declined a card (issue 18): the card was declined and nothing was charged,
// the provider's reason when it gave one, and a way to try another card. A decline is the payer's to fix, so it is
// no warning to call support: that text (cardMessages.authorizationFailed) stays for real faults.
import { cardMessages } from '@portal/shared/payments/messages';
import { type CardDecline, DECLINED_CARD_FIELD } from '@portal/shared/payments/responses';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#src/lib/api.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface CardDeclinedWindowProps {
  decline: CardDecline;
  /** opens the card form again, with a fresh token */
  onRetry: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function CardDeclinedWindow({ decline, onRetry, onCancel, busy = false }: CardDeclinedWindowProps) {
  const { t } = useTranslation();
  return (
    <Modal
      alert
      size="sm"
      title={t('Card declined')}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onRetry} disabled={busy} data-autofocus>
            {t(cardMessages.tryAnotherCard)}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </>
      }
    >
      <p className="font-medium text-red-800">{t(cardMessages.declined)}</p>
      {decline.reason && (
        <p className="mt-2 text-sm">
          {t(cardMessages.declineReason)} <q>{decline.reason}</q>
        </p>
      )}
    </Modal>
  );
}

/** A declined card as a payment call's refusal reports it (409 with errors.card, the provider's reason). */
export function declineOfError(err: unknown): CardDecline | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  const reason = err.errors[DECLINED_CARD_FIELD];
  if (reason === undefined) return undefined;
  return reason ? { declined: true, reason } : { declined: true };
}
