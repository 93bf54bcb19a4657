// The windows that top up a balance during the download flow (spec 1 'Image download windows'): the escrow
// add-on, the flat-fee add-on and its confirmation (the card windows are in components/card-frame.tsx).
import { formatCents } from '@portal/shared/format/money';
import type { EscrowOptions, FlatFeeOptions } from '@portal/shared/imaging/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { Modal } from '#src/components/modal.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import type { FlatFeeConfirmation } from '../api/top-ups.ts';

interface WindowActions {
  busy?: boolean;
  onBack?: () => void;
  onCancel: () => void;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-6 py-1 text-sm ${strong ? 'font-semibold' : ''}`}>
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );
}

export function EscrowAddOnWindow({
  options,
  busy,
  onBack,
  onCancel,
  onBuy,
}: WindowActions & { options: EscrowOptions; onBuy: (amountDollars: number) => void }) {
  const { t } = useTranslation();
  const [deposit, setDeposit] = useState('0');
  const cents = Math.round((Number(deposit) || 0) * 100);
  return (
    <Modal
      title={t('Escrow Account Add On')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('Back')}
          </Button>
          <Button onClick={() => onBuy(Number(deposit) || 0)} disabled={busy}>
            {t('Buy')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
        </>
      }
    >
      <p className="mb-2 text-sm">{options.accountMessage}</p>
      <Line label={t(options.beginningBalance.description)} value={options.beginningBalance.value} />
      <p className="my-2 text-sm text-red-700">{options.lowBalanceMessage}</p>
      <label className="block text-sm font-medium text-slate-700">
        {t('Deposit Amount')}
        <input
          type="number"
          step={0.01}
          min={0}
          value={deposit}
          onChange={(e) => setDeposit(e.target.value)}
          className="mt-1 block w-40 rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <p className="mt-1 text-xs text-slate-500">{options.depositAmountMessage}</p>
      {options.surchargeMessage && <p className="mt-2 text-sm">{options.surchargeMessage}</p>}
      <Line
        strong
        label={t(options.endingBalance.description)}
        value={formatCents(cents - options.shortfallCents, currentLocale())}
      />
    </Modal>
  );
}

export function FlatFeeAddOnWindow({
  options,
  busy,
  onBack,
  onCancel,
  onBuy,
}: WindowActions & { options: FlatFeeOptions; onBuy: (option: string) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(options.options[0]?.value ?? '');
  return (
    <Modal
      title={t('Flat Fee Account Add On')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('Back')}
          </Button>
          <Button onClick={() => onBuy(choice)} disabled={busy || !choice}>
            {t('Buy')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
        </>
      }
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
  busy,
  onBack,
  onCancel,
  onBuy,
}: WindowActions & { confirmation: FlatFeeConfirmation; onBuy: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('Flat Fee Account Add On Confirmation')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('Back')}
          </Button>
          {!confirmation.insufficientBalance && (
            <Button onClick={onBuy} disabled={busy}>
              {t('Buy')}
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
        </>
      }
    >
      {confirmation.headers?.map((h) => (
        <p key={h} className="text-sm font-medium">
          {h}
        </p>
      ))}
      {confirmation.accountMessage && <p className="my-2 text-sm">{confirmation.accountMessage}</p>}
      {confirmation.beginningBalance && (
        <Line label={t(confirmation.beginningBalance.description)} value={confirmation.beginningBalance.value} />
      )}
      {confirmation.purchase && <Line label={confirmation.purchase.description} value={confirmation.purchase.value} />}
      {confirmation.endingBalance && (
        <Line strong label={t(confirmation.endingBalance.description)} value={confirmation.endingBalance.value} />
      )}
    </Modal>
  );
}
