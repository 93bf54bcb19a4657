// The header's purchase-images button of a FLAT_FEE account administrator (spec 1 Header and 'Flat fee add-on
// window'): the county's add-on options, their confirmation, then the purchase; the balance is refreshed after.
import type { FlatFeeOptions } from '@portal/shared/imaging/types';
import type { FlatFeeConfirmation } from '@portal/shared/payments/responses';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { FlatFeeAddOnWindow, FlatFeeConfirmWindow } from '#src/components/flat-fee-windows.tsx';
import { headerButton } from '#src/components/header-button.ts';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { ApiError } from '#src/lib/api.ts';
import { refreshUsageBalance } from '#src/lib/current-user.ts';
import { getAddOnOptions, getUserAddOnConfirmation, userAddOn } from '#src/lib/payments-api.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';

export function PurchaseImagesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={headerButton} onClick={() => setOpen(true)}>
        {t('Purchase Images')}
      </button>
      {open && <PurchaseImages onDone={() => setOpen(false)} />}
    </>
  );
}

type Step =
  | { kind: 'loading' }
  | { kind: 'options'; guid: string; options: FlatFeeOptions }
  | { kind: 'confirm'; guid: string; options: FlatFeeOptions; confirmation: FlatFeeConfirmation }
  | { kind: 'idle' };

export function PurchaseImages({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [alert, setAlert] = useState<{ message: string; type: 'MESSAGE' | 'WARNING'; end: boolean } | null>(null);

  const fail = (err: unknown) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return onDone();
    setAlert({ message: (err as Error).message, type: 'WARNING', end: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are asked for once
  useEffect(() => {
    getAddOnOptions()
      .then(({ guid, purchaseOptions }) => {
        const options = purchaseOptions.flatFeeOptions;
        if (!options?.options.length) {
          setStep({ kind: 'idle' });
          return setAlert({ message: 'Buy options are not supported.', type: 'WARNING', end: true });
        }
        setStep({ kind: 'options', guid, options });
      })
      .catch((err) => {
        setStep({ kind: 'idle' });
        fail(err);
      });
  }, []);

  const { busy, run } = useOneStep(fail);

  return (
    <>
      {step.kind === 'options' && (
        <FlatFeeAddOnWindow
          options={step.options}
          busy={busy}
          onBack={onDone}
          onCancel={onDone}
          onBuy={(option) =>
            run(async () => {
              const confirmation = await getUserAddOnConfirmation(option, step.guid);
              if (!confirmation.ok) {
                return setAlert({
                  message: confirmation.errorMessage ?? 'The add-on could not be confirmed.',
                  type: 'WARNING',
                  end: false,
                });
              }
              setStep({ ...step, kind: 'confirm', confirmation });
            })
          }
        />
      )}
      {step.kind === 'confirm' && (
        <FlatFeeConfirmWindow
          confirmation={step.confirmation}
          busy={busy}
          onBack={() => setStep({ kind: 'options', guid: step.guid, options: step.options })}
          onCancel={onDone}
          onBuy={() =>
            run(async () => {
              const added = await userAddOn(step.guid);
              if (!added.ok) {
                return setAlert({ message: added.message || 'The add-on failed.', type: 'WARNING', end: false });
              }
              await refreshUsageBalance().catch(() => undefined);
              setStep({ kind: 'idle' });
              setAlert({
                message: added.message || 'The images were added to your account.',
                type: 'MESSAGE',
                end: true,
              });
            })
          }
        />
      )}
      {(busy || step.kind === 'loading') && <LoadingOverlay />}
      {alert && (
        <AlertWindow
          type={alert.type}
          message={t(alert.message)}
          onClose={() => {
            setAlert(null);
            if (alert.end) onDone();
          }}
        />
      )}
    </>
  );
}
