// The header's add-money button (spec 1 Header and 'Escrow deposit'): an escrow deposit by card, for escrow
// accounts of a county that reloads escrow by card. The deposit itself is components/escrow-deposit.tsx, which the
// image download flow opens too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EscrowDeposit } from '#src/components/escrow-deposit.tsx';
import { headerButton } from '#src/components/header-button.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';

export function AddMoneyButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const escrow = useCountyConfig().escrow;
  const [open, setOpen] = useState(false);
  if (user?.paymentMethod !== 'ESCROW' || !escrow?.reloadByCreditCard) return null;
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={headerButton} onClick={() => setOpen(true)}>
        {t('Add Money')}
      </button>
      {open && (
        <EscrowDeposit
          escrow={escrow}
          title={t('Escrow Deposit')}
          buyLabel={t('Continue')}
          intro={<p className="mb-3 text-sm">{t('Add money to your escrow balance with a credit card.')}</p>}
          onCancel={close}
          onDeposited={close}
        />
      )}
    </>
  );
}
