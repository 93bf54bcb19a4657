// The one escrow deposit by card (spec 1 'Escrow deposit' and the image flow's 'Escrow Account Add On'): the amount
// window (default 0; min, max and step 0.01 from the county's reload limits; the card surcharge and the total),
// then escrowDeposit/initiateDeposit, then the 'Escrow Deposit - Credit Card Authorization' card window; the
// provider's transactResponse completes the deposit and the header's balance is read again; a declined card says
// so, with the provider's reason, and offers another card (a new deposit token). The header's add-money
// button and the image download flow both open it, with their own title, opening lines and ending lines.
// The amount is read into integer cents once, by the shared parser; the server checks the same rules again.
import type { ConfigGroup } from '@portal/shared/config/groups';
import { depositMessages, validateDepositAmount } from '@portal/shared/fees/deposit-amount';
import { escrowDepositSurcharge } from '@portal/shared/fees/escrow-surcharge';
import { parseCentsMessages } from '@portal/shared/fees/parse-cents';
import { formatCents } from '@portal/shared/format/money';
import type { CardDecline } from '@portal/shared/payments/responses';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { refreshUsageBalance } from '#src/lib/current-user.ts';
import { completeDeposit, initiateDeposit } from '#src/lib/payments-api.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import { AlertWindow } from './alert-window.tsx';
import { BuyFooter } from './buy-footer.tsx';
import { CardDeclinedWindow, declineOfError } from './card-declined.tsx';
import { CardWindow } from './card-frame.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { Modal } from './modal.tsx';
import { MoneyLine, MoneyLines } from './money-lines.tsx';

type Escrow = ConfigGroup<'escrow'>;

/** Before the county's escrow group has loaded: no limits and no surcharge on this side (the server has them). */
const unknownEscrow = {
  minReloadAmount: 0,
  maxReloadAmount: 0,
  applySurcharge: false,
  creditCardSurchargeMethod: 'DOLLARS',
  creditCardSurcharge: 0,
  creditCardSurchargePercent: 0,
} as const satisfies Partial<Escrow>;

export interface EscrowDepositProps {
  /** the county's escrow group (reload limits, card surcharge); undefined until it has loaded */
  escrow: Escrow | undefined;
  /** 'Escrow Deposit' (the header) or 'Escrow Account Add On' (the image flow) */
  title: string;
  /** the amount window's button: Continue (the header) or Buy (the image flow) */
  buyLabel: string;
  /** lines above the amount: what the deposit is for, the balance */
  intro: ReactNode;
  /** lines after the total for a deposit of `depositCents` (0 while the amount is not valid): the ending balance */
  endLines?: (depositCents: number) => ReactNode;
  /** the amount window's Back; with it, the card window's Cancel returns to the amount, else it ends the deposit */
  onBack?: () => void;
  onCancel: () => void;
  /** the deposit is credited and the header's balance read again */
  onDeposited: () => void;
}

type Step = { kind: 'amount' } | { kind: 'card'; token: string } | { kind: 'declined'; decline: CardDecline };

export function EscrowDeposit(props: EscrowDepositProps) {
  const { title, buyLabel, intro, endLines, onBack, onCancel, onDeposited } = props;
  const escrow = props.escrow ?? unknownEscrow;
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'amount' });
  const [amount, setAmount] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const inputId = useId();
  const money = (cents: number) => formatCents(cents, currentLocale());

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

  const { busy, run } = useOneStep((err) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return onCancel();
    if (err instanceof ApiError && err.errors.amount) return setError(explain(err.errors.amount));
    const decline = declineOfError(err);
    if (decline) return setStep({ kind: 'declined', decline });
    setAlert((err as Error).message);
  });

  const proceed = () => {
    if (!check.ok) return setError(explain(check.message));
    void run(async () => {
      const { tokenResults } = await initiateDeposit(amount.trim());
      setStep({ kind: 'card', token: tokenResults.token });
    });
  };

  /** With a way back, leaving the card returns to the amount; without one it ends the deposit. */
  const cancelCard = onBack ? () => setStep({ kind: 'amount' }) : onCancel;

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
          title={title}
          onClose={onCancel}
          footer={<BuyFooter busy={busy} onBack={onBack} onCancel={onCancel} onBuy={proceed} buyLabel={buyLabel} />}
        >
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              proceed();
            }}
          >
            {intro}
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
                className="block w-40 rounded-md border border-slate-500 px-2 py-1 tabular-nums"
              />
            </div>
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : (
              escrow.minReloadAmount > 0 &&
              escrow.maxReloadAmount > 0 && (
                <p className="mt-1 text-xs text-slate-500">
                  {t('Deposits from {{min}} to {{max}}.', {
                    min: money(escrow.minReloadAmount),
                    max: money(escrow.maxReloadAmount),
                  })}
                </p>
              )
            )}
            {surchargeText && <p className="mt-3 text-sm">{surchargeText}</p>}
            <MoneyLines>
              <MoneyLine label={t('Deposit')} value={money(charge.depositCents)} />
              {escrow.applySurcharge && <MoneyLine label={t('Surcharge')} value={money(charge.surchargeCents)} />}
              <MoneyLine strong label={t('Total charged to your card')} value={money(charge.totalCents)} />
              {endLines?.(charge.depositCents)}
            </MoneyLines>
          </form>
        </Modal>
      )}
      {step.kind === 'card' && (
        <CardWindow
          key={step.token}
          title={t('Escrow Deposit - Credit Card Authorization')}
          token={step.token}
          onCancel={cancelCard}
          onUnknown={(action) => console.warn('card frame: unknown action', action)}
          onResponse={(response) =>
            run(async () => {
              await completeDeposit(response);
              await refreshUsageBalance().catch(() => undefined);
              onDeposited();
            })
          }
        />
      )}
      {step.kind === 'declined' && (
        <CardDeclinedWindow decline={step.decline} busy={busy} onRetry={proceed} onCancel={cancelCard} />
      )}
      {busy && <LoadingOverlay />}
      {alert && (
        <AlertWindow
          type="WARNING"
          message={t(alert)}
          onClose={() => {
            setAlert(null);
            setStep({ kind: 'amount' });
          }}
        />
      )}
    </>
  );
}
