// The transaction report window: Today, This month, YTD (default) or a Custom from/to range; an ACCOUNT
// administrator also chooses the whole account or only their own transactions (USER, default).
import type { Role } from '@portal/shared/auth/roles';
import {
  defaultReportDates,
  type ReportDates,
  type ReportRange,
  type ReportType,
  reportDateErrors,
  reportRanges,
} from '@portal/shared/home/transaction-report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { DateField } from '#src/components/date-field.tsx';
import { FormModal } from '#src/components/form-modal.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useCountyToday } from '#src/lib/county-config.ts';
import { useSubmitGuard } from '#src/lib/form.ts';
import { openTransactionReport } from '../api/transaction-report.ts';

function Radio({
  name,
  checked,
  label,
  onChange,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="h-4 w-4 text-brand-600" />
      {label}
    </label>
  );
}

export function TransactionReportModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<ReportRange>('YTD');
  const [reportType, setReportType] = useState<ReportType>('USER');
  const today = useCountyToday();
  // Until a date is typed, the custom range follows the county's today (known once the configuration loads).
  const [typed, setTyped] = useState<ReportDates | null>(null);
  const dates = typed ?? defaultReportDates(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const { running, run } = useSubmitGuard();
  const custom = range === 'CUSTOM';
  const rangeLabels: Record<ReportRange, string> = {
    TODAY: t('Today'),
    MONTH: t('This month'),
    YTD: t('YTD'),
    CUSTOM: t('Custom'),
  };

  const setDate = (field: 'fromDate' | 'toDate') => (value: string) => {
    setTyped({ ...dates, [field]: value });
    setErrors({});
    setMessage('');
  };

  const submit = () =>
    run(async () => {
      const found = custom ? reportDateErrors(dates, today) : {};
      setErrors(found);
      if (Object.keys(found).length) return;
      try {
        await openTransactionReport({ ...dates, reportType, reportRange: range });
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) return;
        setMessage(err instanceof Error ? err.message : String(err));
        if (err instanceof ApiError) setErrors(err.errors);
      }
    });

  return (
    <FormModal
      title={t('Transaction Report')}
      onClose={onClose}
      buttons={
        <Button onClick={submit} disabled={running}>
          {running ? t('Loading') : t('View Report')}
        </Button>
      }
      onSubmit={() => void submit()}
      formClassName="space-y-4"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('Date range')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {reportRanges.map((r) => (
            <Radio
              key={r}
              name="reportRange"
              checked={range === r}
              label={rangeLabels[r]}
              onChange={() => {
                setRange(r);
                setErrors({});
                setMessage('');
              }}
            />
          ))}
        </div>
      </fieldset>
      {custom && (
        <div className="grid gap-3 sm:grid-cols-2">
          <DateField
            label={t('From Date')}
            required
            value={dates.fromDate}
            onChange={setDate('fromDate')}
            error={errors.fromDate}
          />
          <DateField label={t('To Date')} value={dates.toDate} onChange={setDate('toDate')} error={errors.toDate} />
        </div>
      )}
      {role === 'ACCOUNT' && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('Transactions')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Radio
              name="reportType"
              checked={reportType === 'ACCOUNT'}
              label={t('All transactions for the account')}
              onChange={() => setReportType('ACCOUNT')}
            />
            <Radio
              name="reportType"
              checked={reportType === 'USER'}
              label={t('My transactions only')}
              onChange={() => setReportType('USER')}
            />
          </div>
        </fieldset>
      )}
      {message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(message)}
        </p>
      )}
    </FormModal>
  );
}
