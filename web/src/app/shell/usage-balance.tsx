// The header's usage balance (spec 1 Header): A_LA_CARTE + ESCROW shows balance and refresh (and add money for
// ACCOUNT when the county reloads by card); INVOICE or CREDIT_CARD shows the balance text only; FLAT_FEE shows
// balance, refresh and, for ACCOUNT, purchase-image and add-money; TRIMIN, COUNTY and GUEST see none.
import { staffRoles } from '@portal/shared/auth/roles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { headerButton } from '#src/components/header-button.ts';
import { useAnnounce } from '#src/components/live-region.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { type CurrentUser, refreshUsageBalance, type UsageBalance } from '#src/lib/current-user.ts';
import { shellSlots } from './slots.tsx';

export interface BalanceView {
  show: boolean;
  refresh: boolean;
  addMoney: boolean;
  purchaseImages: boolean;
}

/** Which parts of the balance area a user sees. */
export function balanceView(user: CurrentUser, reloadByCreditCard: boolean): BalanceView {
  const none = { show: false, refresh: false, addMoney: false, purchaseImages: false };
  if (staffRoles.includes(user.role) || user.role === 'GUEST') return none;
  const account = user.role === 'ACCOUNT';
  if (user.accountType === 'FLAT_FEE') return { show: true, refresh: true, addMoney: account, purchaseImages: account };
  if (user.paymentMethod === 'ESCROW') {
    return { show: true, refresh: true, addMoney: account && reloadByCreditCard, purchaseImages: false };
  }
  return { ...none, show: true };
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function UsageBalanceArea({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const config = useCountyConfig();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const view = balanceView(user, config.escrow?.reloadByCreditCard ?? false);
  const text = balanceText(t, user.usageBalance, user.paymentMethod === 'CREDIT_CARD');
  useAnnounceChange(view.show && user.usageBalance ? text : '');
  if (!view.show) return null;
  const { AddMoneyButton, PurchaseImagesButton } = shellSlots;

  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await refreshUsageBalance();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-white">
      <span data-testid="usage-balance">{text}</span>
      {view.refresh && (
        <button
          type="button"
          className={headerButton}
          onClick={refresh}
          disabled={busy}
          aria-label={t('Refresh usage balance')}
        >
          ↻ <span className="sr-only sm:not-sr-only">{t('Refresh')}</span>
        </button>
      )}
      {view.purchaseImages && PurchaseImagesButton && <PurchaseImagesButton />}
      {view.addMoney && AddMoneyButton && <AddMoneyButton />}
      {failed && (
        <AlertWindow type="WARNING" message={t('Cannot refresh usage balance')} onClose={() => setFailed(false)} />
      )}
    </div>
  );
}

/** Says a new balance (after a purchase, a deposit or a refresh) in the shell's live region; not the first one. */
function useAnnounceChange(text: string): void {
  const announce = useAnnounce();
  const last = useRef(text);
  useEffect(() => {
    if (text && last.current && text !== last.current) announce(text);
    last.current = text;
  }, [text, announce]);
}

/** A card payer's balance is what is left of the card preauthorization, and says so; others keep 'Usage balance'. */
function balanceText(
  t: (k: string, o?: Record<string, unknown>) => string,
  balance: UsageBalance | null,
  card: boolean,
): string {
  if (balance?.kind === 'IMAGES') return t('Images remaining: {{count}}', { count: balance.imagesRemaining });
  const amount = dollars(balance?.cents ?? 0);
  return card ? t('Card authorization: {{amount}} left', { amount }) : t('Usage balance: {{amount}}', { amount });
}
