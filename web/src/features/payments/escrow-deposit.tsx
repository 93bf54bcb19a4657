// The header's add-money button and the escrow deposit (spec 1 'Escrow deposit'): the amount window (default 0,
// min and max from the county's reload limits, step 0.01, 'Amount must be greater than zero', the card surcharge
// and the total), then escrowDeposit/initiateDeposit, then the 'Escrow Deposit - Credit Card Authorization' card
// window; the provider's transactResponse completes the deposit, the balance is refreshed and the window closes.
import type { ConfigGroup } from '@portal/shared/config/groups';
import { depositMessages, validateDepositAmount } from '@portal/shared/fees/deposit-amount';
import { escrowDepositSurcharge } from '@portal/shared/fees/escrow-surcharge';
import { parseCentsMessages } from '@portal/shared/fees/parse-cents';
import { formatCents } from '@portal/shared/format/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerButton } from '#src/app/shell/header-button.ts';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { Button } from '#src/components/button.tsx';
import { CardWindow } from '#src/components/card-frame.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { Modal } from '#src/components/modal.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { refreshUsageBalance, useCurrentUser } from '#src/lib/current-user.ts';
import { completeDeposit, initiateDeposit } from './api.ts';

type Escrow = ConfigGroup<'escrow'>;

/** The header's add-money button: an escrow deposit by card, when the county reloads escrow by card. */
export function AddMoneyButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const escrow = useCountyConfig().escrow;
  const [open, setOpen] = useState(false);
  if (user?.paymentMethod !== 'ESCROW' || !escrow?.reloadByCreditCard) return null;
  return (
    <>
      <button type="button" className={headerButton} onClick={() => setOpen(true)}>
        {t('Add Money')}
      </button>
      {open && <EscrowDeposit escrow={escrow} onDone={() => setOpen(false)} />}
    </>
  );
}

type Step = { kind: 'amount' } | { kind: 'card'; token: string };

export function EscrowDeposit({ escrow, onDone }: { escrow: Escrow; onDone: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'amount' });
  const [amount, setAmount] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ message: string; afterClose: () => void } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const locale = currentLocale();
  const money = (cents: number) => formatCents(cents, locale);

  const check = validateDepositAmount(amount, escrow);
  const charge = check.ok
    ? escrowDepositSurcharge({ depositCents: check.cents, escrow })
    : { depositCents: 0, surchargeCents: 0, totalCents: 0 };

  /** The deposit rules' messages in the reader's language. */
  const explain = (message: string): string => {
    if (message === depositMessages.notPositive) return t('Amount must be greater than zero');
    if (message === depositMessages.minimum(escrow.minReloadAmount)) {
      return t('Minimum deposit is {{amount}}.', { amount: money(escrow.minReloadAmount) });
    }
    if (message === depositMessages.maximum(escrow.maxReloadAmount)) {
      return t('Maximum deposit is {{amount}}.', { amount: money(escrow.maxReloadAmount) });
    }
    if (message === parseCentsMessages.EMPTY) return t('Required.');
    if (message === parseCentsMessages.INVALID) return t('Enter an amount in dollars and cents, like 12.50.');
    if (message === parseCentsMessages.TOO_MANY_DECIMALS) return t('Use at most two decimal places.');
    if (message === parseCentsMessages.TOO_LARGE) return t('Amount is too large.');
    return t(message);
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return onDone();
      if (err instanceof ApiError && err.errors.amount) return setError(explain(err.errors.amount));
      setAlert({ message: (err as Error).message, afterClose: () => setStep({ kind: 'amount' }) });
    } finally {
      setBusy(false);
    }
  };

  const proceed = () => {
    if (!check.ok) return setError(explain(check.message));
    void run(async () => {
      const { tokenResults } = await initiateDeposit(amount.trim());
      setStep({ kind: 'card', token: tokenResults.token });
    });
  };

  const surchargeText = !escrow.applySurcharge
    ? ''
    : escrow.creditCardSurchargeMethod === 'PERCENT'
      ? t('A card surcharge of {{percent}}% of the deposit is added to the amount charged.', {
          percent: escrow.creditCardSurchargePercent,
        })
      : t('A card surcharge of {{amount}} is added to the amount charged.', {
          amount: money(escrow.creditCardSurcharge),
        });

  return (
    <>
      {step.kind === 'amount' && (
        <Modal
          title={t('Escrow Deposit')}
          onClose={onDone}
          footer={
            <>
              <Button onClick={proceed} disabled={busy}>
                {t('Continue')}
              </Button>
              <Button variant="secondary" onClick={onDone}>
                {t('Cancel')}
              </Button>
            </>
          }
        >
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              proceed();
            }}
          >
            <p className="mb-3 text-sm">{t('Add money to your escrow balance with a credit card.')}</p>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
              {t('Deposit Amount')}
            </label>
            <div className="mt-1 flex items-center gap-1">
              <span aria-hidden>$</span>
              <input
                id={inputId}
                type="number"
                inputMode="decimal"
                step={0.01}
                min={escrow.minReloadAmount ? escrow.minReloadAmount / 100 : undefined}
                max={escrow.maxReloadAmount ? escrow.maxReloadAmount / 100 : undefined}
                value={amount}
                data-autofocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setError(null);
                }}
                className="block w-40 rounded-md border border-slate-300 px-2 py-1 tabular-nums"
              />
            </div>
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : (
              escrow.minReloadAmount > 0 &&
              escrow.maxReloadAmount > 0 && (
                <p id={`${inputId}-limits`} className="mt-1 text-xs text-slate-500">
                  {t('Deposits from {{min}} to {{max}}.', {
                    min: money(escrow.minReloadAmount),
                    max: money(escrow.maxReloadAmount),
                  })}
                </p>
              )
            )}
            {surchargeText && <p className="mt-3 text-sm">{surchargeText}</p>}
            <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-200 text-sm">
              <Line label={t('Deposit')} value={money(charge.depositCents)} />
              {escrow.applySurcharge && <Line label={t('Surcharge')} value={money(charge.surchargeCents)} />}
              <Line strong label={t('Total charged to your card')} value={money(charge.totalCents)} />
            </dl>
          </form>
        </Modal>
      )}
      {step.kind === 'card' && (
        <CardWindow
          key={step.token}
          title={t('Escrow Deposit - Credit Card Authorization')}
          token={step.token}
          onCancel={onDone}
          onUnknown={(action) => console.warn('card frame: unknown action', action)}
          onResponse={(response) =>
            run(async () => {
              await completeDeposit(response);
              await refreshUsageBalance().catch(() => undefined);
              onDone();
            })
          }
        />
      )}
      {busy && <LoadingOverlay />}
      {alert && (
        <AlertWindow
          type="WARNING"
          message={t(alert.message)}
          onClose={() => {
            setAlert(null);
            alert.afterClose();
          }}
        />
      )}
    </>
  );
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-6 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
