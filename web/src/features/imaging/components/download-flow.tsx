// The document image download flow (spec 1 section 4): preview, then Continue computes the order, then the
// confirm window. Enough balance pays and downloads; otherwise the flat-fee add-on, else the escrow add-on, else
// the card preauthorization, else 'Buy options are not supported.'. 'There are insufficient funds.' recomputes.
import { formatCents } from '@portal/shared/format/money';
import { imagingMessages } from '@portal/shared/imaging/messages';
import type { DownloadOrder, EscrowOptions } from '@portal/shared/imaging/types';
import { cardMessages } from '@portal/shared/payments/messages';
import type { CardDecline, FlatFeeConfirmation } from '@portal/shared/payments/responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { CardDeclinedWindow } from '#src/components/card-declined.tsx';
import { CardWindow } from '#src/components/card-frame.tsx';
import { EscrowDeposit } from '#src/components/escrow-deposit.tsx';
import { FlatFeeAddOnWindow, FlatFeeConfirmWindow } from '#src/components/flat-fee-windows.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { MoneyLine } from '#src/components/money-lines.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { refreshUsageBalance } from '#src/lib/current-user.ts';
import {
  authorizeCard,
  getUserAddOnConfirmation,
  sendAuthorizationResponse,
  userAddOn,
} from '#src/lib/payments-api.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import {
  cancelImageState,
  computeDownloadOrder,
  type DocumentRef,
  getImage,
  payDownloadOrder,
  recomputeDownloadOrder,
} from '../api/imaging.ts';
import { translateMessage } from '../messages.ts';
import { saveAsName, savePdf } from '../save-pdf.ts';
import { ConfirmOrderWindow } from './confirm-order-window.tsx';
import { type PreviewPosition, ThumbnailPreviewWindow } from './thumbnail-preview-window.tsx';

type Step =
  | { kind: 'preview' }
  | { kind: 'confirm' }
  | { kind: 'flatFee' }
  | { kind: 'flatFeeConfirm'; confirmation: FlatFeeConfirmation }
  | { kind: 'escrow' }
  | { kind: 'preauthorization'; token: string }
  | { kind: 'declined'; decline: CardDecline }
  | { kind: 'idle' };

interface Alert {
  message: string;
  type: 'MESSAGE' | 'WARNING';
  afterClose?: () => void;
}

export function DownloadFlow({ doc, onDone }: { doc: DocumentRef; onDone: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'preview' });
  const [position, setPosition] = useState<PreviewPosition>();
  const [order, setOrder] = useState<DownloadOrder | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const escrow = useCountyConfig().escrow;

  /** Runs one step of the flow; a second click meanwhile is ignored; a 403 ends the flow (the app goes to /login). */
  const { busy, run } = useOneStep((err) => {
    if (err instanceof ApiError && err.status === 403) return onDone();
    setAlert({ message: (err as Error).message, type: 'WARNING' });
  });

  const warn = (message: string, afterClose?: () => void) => setAlert({ message, type: 'WARNING', afterClose });
  const cancelQuietly = (guid: string | undefined) => {
    if (guid) void cancelImageState(guid).catch(() => undefined);
  };

  const compute = (at: PreviewPosition) =>
    computeDownloadOrder({
      documentKey: `${at.settings.documentType}${at.settings.documentNumber}`,
      instrumentCode: doc.instrumentCode,
      pagesSelected: at.settings.selectedAsCsv,
      pageSelectionMethod: at.settings.pageSelectionMethod,
      pageCount: at.settings.pageCount,
    });

  /** Pays, refreshes the balance and saves the PDF; not paid: 'There are insufficient funds.' and recompute. */
  const pay = async (current: DownloadOrder) => {
    const guid = current.imageState.guid;
    let paid = false;
    try {
      paid = (await payDownloadOrder(guid)).status === 'PAID';
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) throw err;
    }
    if (!paid) {
      warn(imagingMessages.insufficientFunds, () =>
        run(async () => {
          setOrder(await recomputeDownloadOrder(guid));
          setStep({ kind: 'confirm' });
        }),
      );
      return;
    }
    await refreshUsageBalance().catch(() => undefined);
    const image = await getImage(guid);
    if (image.preview) {
      setStep({ kind: 'idle' });
      return setAlert({ message: imagingMessages.noContent, type: 'MESSAGE', afterClose: onDone });
    }
    const { pageSelectionMethod, selectedAsCsv } = current.imageState;
    const pagesNamed = pageSelectionMethod === 'CSV_PAGES' ? selectedAsCsv : '';
    savePdf(image.pdf, saveAsName(image.header?.uiSaveAsImageName, pagesNamed));
    onDone();
  };

  /** After a top-up: the order again; enough now pays at once when asked, else the confirm window. */
  const reprice = async (next: DownloadOrder, payIfEnough: boolean) => {
    setOrder(next);
    if (payIfEnough && !next.feeSchedule.insufficientBalance) return pay(next);
    setStep({ kind: 'confirm' });
  };

  const proceed = () =>
    run(async () => {
      if (!order) return;
      const options = order.imageState.purchaseOptions;
      if (!order.feeSchedule.insufficientBalance) return pay(order);
      if (options.flatFeeOptions) return setStep({ kind: 'flatFee' });
      if (options.escrowOptions) return setStep({ kind: 'escrow' });
      if (options.creditCardOptions) {
        const { token } = await authorizeCard();
        return setStep({ kind: 'preauthorization', token });
      }
      warn(imagingMessages.noBuyOptions);
    });

  const end = () => {
    cancelQuietly(order?.imageState.guid);
    onDone();
  };

  const toConfirm = () => setStep({ kind: 'confirm' });

  return (
    <>
      {step.kind === 'preview' && (
        <ThumbnailPreviewWindow
          doc={doc}
          initial={position}
          onCancel={onDone}
          onError={(message) => warn(message, onDone)}
          onContinue={(at) =>
            run(async () => {
              setPosition(at);
              try {
                setOrder(await compute(at));
                setStep({ kind: 'confirm' });
              } catch (err) {
                if (err instanceof ApiError && err.status === 400) return warn(err.message);
                throw err;
              }
            })
          }
        />
      )}
      {step.kind === 'confirm' && order && (
        <ConfirmOrderWindow
          order={order}
          busy={busy}
          onBack={() => {
            cancelQuietly(order.imageState.guid);
            setOrder(null);
            setStep({ kind: 'preview' });
          }}
          onCancel={end}
          onProceed={proceed}
        />
      )}
      {step.kind === 'flatFee' && order?.imageState.purchaseOptions.flatFeeOptions && (
        <FlatFeeAddOnWindow
          options={order.imageState.purchaseOptions.flatFeeOptions}
          busy={busy}
          onBack={toConfirm}
          onCancel={end}
          onBuy={(option) =>
            run(async () => {
              const confirmation = await getUserAddOnConfirmation(option, order.imageState.guid);
              if (!confirmation.ok) return warn(confirmation.errorMessage ?? t('The add-on could not be confirmed.'));
              setStep({ kind: 'flatFeeConfirm', confirmation });
            })
          }
        />
      )}
      {step.kind === 'flatFeeConfirm' && order && (
        <FlatFeeConfirmWindow
          confirmation={step.confirmation}
          busy={busy}
          onBack={() => setStep({ kind: 'flatFee' })}
          onCancel={end}
          onBuy={() =>
            run(async () => {
              const added = await userAddOn(order.imageState.guid);
              if (!added.ok) return warn(added.message ?? t('The add-on failed.'));
              await refreshUsageBalance().catch(() => undefined);
              // The add-on succeeded: the old order is cancelled and the flow goes on to payment.
              setAlert({
                message: added.message ?? t('The images were added to your account.'),
                type: 'MESSAGE',
                afterClose: () =>
                  run(async () => {
                    cancelQuietly(order.imageState.guid);
                    if (position) await reprice(await compute(position), true);
                  }),
              });
            })
          }
        />
      )}
      {step.kind === 'escrow' && order?.imageState.purchaseOptions.escrowOptions && (
        <EscrowAddOn
          options={order.imageState.purchaseOptions.escrowOptions}
          escrow={escrow}
          onBack={toConfirm}
          onCancel={end}
          onDeposited={() => run(async () => reprice(await recomputeDownloadOrder(order.imageState.guid), false))}
        />
      )}
      {step.kind === 'preauthorization' && order && (
        <CardWindow
          title={t('Credit Card Preauthorization')}
          token={step.token}
          onBack={toConfirm}
          onCancel={end}
          onUnknown={(action) => {
            console.warn('card frame: unknown action', action);
            toConfirm();
          }}
          onResponse={(response) =>
            run(async () => {
              const answer = await sendAuthorizationResponse(response);
              if (!answer.authorizationOkay && answer.declined) return setStep({ kind: 'declined', decline: answer });
              if (!answer.authorizationOkay) return warn(cardMessages.authorizationFailed, toConfirm);
              setAlert({
                message: t('Authorization successful'),
                type: 'MESSAGE',
                afterClose: () => run(async () => reprice(await recomputeDownloadOrder(order.imageState.guid), true)),
              });
            })
          }
        />
      )}
      {step.kind === 'declined' && (
        <CardDeclinedWindow decline={step.decline} busy={busy} onRetry={proceed} onCancel={toConfirm} />
      )}
      {busy && step.kind !== 'preview' && <LoadingOverlay />}
      {alert && (
        <AlertWindow
          type={alert.type}
          message={translateMessage(t, alert.message)}
          onClose={() => {
            setAlert(null);
            alert.afterClose?.();
          }}
        />
      )}
    </>
  );
}

/** The image flow's 'Escrow Account Add On': the one escrow deposit, opened with the order's balance lines. */
function EscrowAddOn({
  options,
  ...props
}: { options: EscrowOptions } & Pick<
  Parameters<typeof EscrowDeposit>[0],
  'escrow' | 'onBack' | 'onCancel' | 'onDeposited'
>) {
  const { t } = useTranslation();
  const intro = (
    <>
      <p className="mb-2 text-sm">{options.accountMessage}</p>
      <MoneyLine label={t(options.beginningBalance.description)} value={options.beginningBalance.value} />
      <p className="my-2 text-sm text-red-700">{options.lowBalanceMessage}</p>
    </>
  );
  return (
    <EscrowDeposit
      {...props}
      title={t('Escrow Account Add On')}
      buyLabel={t('Buy')}
      intro={intro}
      endLines={(depositCents) => (
        <MoneyLine
          strong
          label={t(options.endingBalance.description)}
          value={formatCents(depositCents - options.shortfallCents, currentLocale())}
        />
      )}
    />
  );
}
