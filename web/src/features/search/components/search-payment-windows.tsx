// The credit-card payment windows of the search area (spec 2 section 4 'Payment flow'). A search, paging call or
// priced detail pane whose answer says paymentNeededAgain opens the re-authorization price window, one that says
// paymentNeeded the price list window; Continue opens the card authorization frame (500 px high, with the token
// asked for when the screen opened, or a fresh one once that token was used); the provider's transactResponse goes
// to creditcard/authorizationResponse, and when authorizationOkay the header's balance is read again, 'Authorization
// successful' shows briefly and the call is resent. A declined card says so, with the provider's reason, and offers
// another card (a fresh token); any other failure keeps the support message. Every window closes at every step.
import { formatCents } from '@portal/shared/format/money';
import { cardMessages } from '@portal/shared/payments/messages';
import type { CardDecline, CardSearchPrices } from '@portal/shared/payments/responses';
import type { PaymentOutcome } from '@portal/shared/search/results';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { Button } from '#src/components/button.tsx';
import { CardDeclinedWindow } from '#src/components/card-declined.tsx';
import { CardWindow } from '#src/components/card-frame.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { CloseButton, Modal } from '#src/components/modal.tsx';
import { MoneyLine, MoneyLines } from '#src/components/money-lines.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { authorizeCard, getCardSearchPrices, sendAuthorizationResponse } from '#src/lib/payments-api.ts';
import { priceItemLabel } from '#src/lib/price-item-label.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';

export interface PaymentRequest {
  window: 'priceList' | 'reauthorization';
  /** what is being bought: a search form type, or documentDetails / taxLienDetails */
  item: string;
  /** the card authorization token of the open screen, when the user pays by card */
  cardToken: string | null;
  /** sends the call again after the card is authorized */
  resend: () => void;
}

/** Which payment window an answer asks for: paymentNeededAgain wins over paymentNeeded. */
export function paymentWindowOf(outcome: Partial<PaymentOutcome>): PaymentRequest['window'] | null {
  if (outcome.paymentNeededAgain) return 'reauthorization';
  if (outcome.paymentNeeded) return 'priceList';
  return null;
}

/** How long 'Authorization successful' shows before the call is resent. */
export const SUCCESS_SHOWN_MS = 1500;

/** Tokens already posted to the provider's form: an approved one is spent, so the next payment asks for another. */
const postedTokens = new Set<string>();

type Step =
  | { kind: 'price' }
  | { kind: 'card'; token: string }
  | { kind: 'declined'; decline: CardDecline }
  | { kind: 'authorized' };

export function SearchPaymentWindows({ request, onClose }: { request: PaymentRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useCountyConfig();
  const [step, setStep] = useState<Step>({ kind: 'price' });
  const [prices, setPrices] = useState<CardSearchPrices | null>(null);
  // The price windows open once the prices have come (or failed to): a window that grew under the pointer when
  // its table arrived could take a click meant for Continue (a browser test once lost it that way).
  const [pricesSettled, setPricesSettled] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    let live = true;
    getCardSearchPrices()
      .then((p) => live && setPrices(p))
      .catch((err) => console.warn('card prices could not be loaded', err))
      .finally(() => live && setPricesSettled(true));
    return () => {
      live = false;
    };
  }, []);

  /** Closes the windows and resends the call, once. */
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onClose();
    request.resend();
  };

  const finishLater = useRef(finish);
  finishLater.current = finish;
  useEffect(() => {
    if (step.kind !== 'authorized') return;
    const timer = setTimeout(() => finishLater.current(), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [step.kind]);

  const { busy, run } = useOneStep((err) => setFailure(err instanceof Error ? err.message : String(err)));

  const toCard = () =>
    run(async () => {
      let token = request.cardToken;
      if (!token || postedTokens.has(token)) token = (await authorizeCard()).token;
      postedTokens.add(token);
      setStep({ kind: 'card', token });
    });

  const onResponse = (response: unknown) =>
    run(async () => {
      const answer = await sendAuthorizationResponse(response);
      if (answer.authorizationOkay) setStep({ kind: 'authorized' });
      else if (answer.declined) setStep({ kind: 'declined', decline: answer });
      else setFailure(cardMessages.authorizationFailed);
    });

  const locale = currentLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const preauthorization = money(prices?.preauthorizationCents ?? config.creditCardExtra?.maxAmount ?? 0);
  const itemPrice = prices?.prices.find((p) => p.item === request.item)?.cents;
  const priceWindow = { busy, onContinue: toCard, onClose, surchargeMessage: config.creditCardExtra?.surchargeMessage };

  return (
    <>
      {step.kind === 'price' && !pricesSettled && <LoadingOverlay />}
      {step.kind === 'price' && pricesSettled && request.window === 'priceList' && (
        <PriceWindow title={t('Price List')} {...priceWindow}>
          <p className="text-sm">
            {t('Searches and details are paid by credit card. Continue to preauthorize {{amount}} on your card.', {
              amount: preauthorization,
            })}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t('Each search or details view is drawn from the preauthorization at the prices below.')}
          </p>
          <PriceTable prices={prices} item={request.item} />
        </PriceWindow>
      )}
      {step.kind === 'price' && pricesSettled && request.window === 'reauthorization' && (
        <PriceWindow title={t('Exceeding Current Preauthorization')} {...priceWindow}>
          <p className="text-sm">{t('This purchase exceeds your current credit card preauthorization.')}</p>
          <MoneyLines>
            {itemPrice !== undefined && (
              <MoneyLine label={priceItemLabel(t, request.item) ?? request.item} value={money(itemPrice)} />
            )}
            {prices?.remainingCents != null && (
              <MoneyLine label={t('Left on your current preauthorization')} value={money(prices.remainingCents)} />
            )}
          </MoneyLines>
          <p className="text-sm">
            {t('You may start another preauthorization of {{amount}}.', { amount: preauthorization })}
          </p>
        </PriceWindow>
      )}
      {step.kind === 'card' && (
        <CardWindow
          key={step.token}
          title={t('Credit Card Authorization')}
          token={step.token}
          onBack={() => setStep({ kind: 'price' })}
          onCancel={onClose}
          onUnknown={(action) => {
            console.warn('card frame: unknown action', action);
            onClose();
          }}
          onResponse={onResponse}
        />
      )}
      {step.kind === 'declined' && (
        <CardDeclinedWindow decline={step.decline} busy={busy} onRetry={toCard} onCancel={onClose} />
      )}
      {step.kind === 'authorized' && <AlertWindow message={t('Authorization successful')} onClose={finish} />}
      {busy && <LoadingOverlay />}
      {failure && (
        <AlertWindow
          type="WARNING"
          message={t(failure)}
          onClose={() => {
            setFailure(null);
            setStep({ kind: 'price' });
          }}
        />
      )}
    </>
  );
}

/** The price list and re-authorization windows: what they say, the card surcharge note, Continue and Close. */
function PriceWindow({
  title,
  busy,
  onContinue,
  onClose,
  surchargeMessage,
  children,
}: {
  title: string;
  busy: boolean;
  onContinue: () => void;
  onClose: () => void;
  surchargeMessage: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onContinue} disabled={busy} data-autofocus>
            {t('Continue')}
          </Button>
          <CloseButton onClose={onClose} />
        </>
      }
    >
      {children}
      {surchargeMessage && <p className="mt-3 text-sm text-slate-600">{surchargeMessage}</p>}
    </Modal>
  );
}

function PriceTable({ prices, item }: { prices: CardSearchPrices | null; item: string }) {
  const { t } = useTranslation();
  if (!prices) return null;
  const locale = currentLocale();
  // Free items are left out; the item being bought always shows.
  const rows = prices.prices.filter((p) => p.cents > 0 || p.item === item);
  return (
    <table className="mt-3 w-full text-sm" aria-label={t('Credit card prices')}>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th className="py-1 font-medium">{t('Item')}</th>
          <th className="py-1 text-right font-medium">{t('Price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr
            key={p.item}
            className={`border-b border-slate-100 ${p.item === item ? 'bg-brand-50 font-semibold' : ''}`}
            aria-current={p.item === item ? 'true' : undefined}
          >
            <td className="py-1">{priceItemLabel(t, p.item) ?? p.item}</td>
            <td className="py-1 text-right tabular-nums">{formatCents(p.cents, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
