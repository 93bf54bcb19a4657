// The flat-fee add-on windows (spec 1 'Image download windows'): 'Flat Fee Account Add On' (the county's options,
// Back, Buy, Cancel) and its confirmation (headers, account message, beginning balance, the purchase, ending
// balance; Buy hidden when the balance is insufficient). The header's purchase-images button and the image
// download flow both open them.
import type { FlatFeeOptions } from '@portal/shared/imaging/types';
import type { FlatFeeConfirmation } from '@portal/shared/payments/responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuyFooter, type BuyFooterProps } from './buy-footer.tsx';
import { Modal } from './modal.tsx';
import { MoneyLine, MoneyLines } from './money-lines.tsx';

type WindowActions = Pick<BuyFooterProps, 'busy' | 'onBack' | 'onCancel'>;

export function FlatFeeAddOnWindow({
  options,
  onBuy,
  ...actions
}: WindowActions & { options: FlatFeeOptions; onBuy: (option: string) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(options.options[0]?.value ?? '');
  return (
    <Modal
      title={t('Flat Fee Account Add On')}
      onClose={actions.onCancel}
      footer={<BuyFooter {...actions} onBuy={() => onBuy(choice)} buyDisabled={!choice} />}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('Choose an add-on')}</legend>
        {options.options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="flatFeeOption" checked={choice === o.value} onChange={() => setChoice(o.value)} />
            {o.text}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}

export function FlatFeeConfirmWindow({
  confirmation,
  onBuy,
  ...actions
}: WindowActions & { confirmation: FlatFeeConfirmation; onBuy: () => void }) {
  const { t } = useTranslation();
  const { beginningBalance, purchase, endingBalance } = confirmation;
  return (
    <Modal
      title={t('Flat Fee Account Add On Confirmation')}
      onClose={actions.onCancel}
      footer={<BuyFooter {...actions} {...(confirmation.insufficientBalance ? {} : { onBuy })} />}
    >
      {confirmation.headers?.map((h) => (
        <p key={h} className="text-sm font-medium">
          {h}
        </p>
      ))}
      {confirmation.accountMessage && <p className="my-2 text-sm">{confirmation.accountMessage}</p>}
      <MoneyLines>
        {beginningBalance && <MoneyLine label={t(beginningBalance.description)} value={beginningBalance.value} />}
        {purchase && <MoneyLine label={purchase.description} value={purchase.value} />}
        {endingBalance && <MoneyLine strong label={t(endingBalance.description)} value={endingBalance.value} />}
      </MoneyLines>
    </Modal>
  );
}
