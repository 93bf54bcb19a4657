// The profile's money e-mails (issue 31): "E-mail me the monthly statement" for every user but the shared GUEST
// login (saved when ticked or cleared), and for an escrow account's administrator the low-balance alert's amount
// (blank: no alert), saved with its own button. Each saves on its own, apart from the profile's Update.
import { type MoneyMailSettings, moneyMailMessages, parseDollars } from '@portal/shared/accounts/money-mail';
import { formatCents } from '@portal/shared/format/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { CheckboxField, TextField } from '#src/components/fields.tsx';
import { ApiError } from '#src/lib/api.ts';
import { getMoneyMail, saveLowBalanceThreshold, saveMonthlyStatement } from './api.ts';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function MoneyMailSection({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<MoneyMailSettings>();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getMoneyMail().then(
      (s) => {
        if (!live) return;
        setSettings(s);
        setAmount(dollars(s.lowBalance?.thresholdCents ?? null));
      },
      () => undefined, // the section stays away; the profile itself says what went wrong
    );
    return () => {
      live = false;
    };
  }, []);

  if (!settings?.canChange) return null;

  const run = async (save: () => Promise<MoneyMailSettings>) => {
    setBusy(true);
    setStatus('');
    try {
      const next = await save();
      setSettings(next);
      setAmount(dollars(next.lowBalance?.thresholdCents ?? null));
      setError('');
      setStatus(t('Saved.'));
    } catch (err) {
      const message = err instanceof ApiError ? (err.errors.thresholdCents ?? err.message) : String(err);
      setError(t(message));
    } finally {
      setBusy(false);
    }
  };

  const saveAlert = () => {
    const cents = parseDollars(amount);
    if (cents === undefined || cents === 0) {
      setError(t(moneyMailMessages.threshold));
      return;
    }
    void run(() => saveLowBalanceThreshold(cents));
  };

  return (
    <fieldset className={`rounded-md border border-slate-200 p-3 ${className}`}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('E-mails about money')}</legend>
      <CheckboxField
        label={t('E-mail me the monthly statement')}
        name="monthlyStatement"
        checked={settings.monthlyStatement}
        disabled={busy}
        onChange={(on) => void run(() => saveMonthlyStatement(on))}
      />
      {settings.lowBalance && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <TextField
            label={t('Low-balance alert below (dollars)')}
            name="lowBalanceThreshold"
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault(); // Enter saves the alert, not the profile around it
              saveAlert();
            }}
            error={error}
            hint={t('Balance now {{balance}}. Leave blank for no alert.', {
              balance: formatCents(settings.lowBalance.balanceCents),
            })}
            maxLength={13}
            className="min-w-48 flex-1"
          />
          <Button variant="secondary" onClick={saveAlert} disabled={busy}>
            {t('Save alert')}
          </Button>
        </div>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </fieldset>
  );
}
