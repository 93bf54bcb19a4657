// A report's criteria form (spec 3 sections 3.1, 4.2, 5.1, 6): the date and time fields defaulting to today,
// 12:00 am to 11:59 pm; the report's own fields; the form status (a spinner while a file is made, a tick when it
// downloaded; editing resets it; a second click while loading is ignored); the shared date checks before the
// call; an ERROR answer in an alert, the loading state cleared. TRIMIN and COUNTY see the account lookup, the data
// source and the unrestricted transaction types; other roles the user-level filters only.
import {
  accountOrders,
  amPm,
  criteriaErrors,
  dataSources,
  defaultCriteria,
  hours,
  logInformation,
  minutes,
  type ReportCall,
  staffTransactionTypes,
  transactionTypeLabels,
  userTransactionTypes,
} from '@portal/shared/reports/criteria';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { DateField } from '#src/components/date-field.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useCountyToday } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { readStored, writeStored } from '#src/lib/persistent-state.ts';
import { AccountLookup } from './account-lookup.tsx';
import { downloadReport } from './api.ts';
import { isStaffRole, type ReportPage } from './reports.ts';
import { UserLookup } from './user-lookup.tsx';

type Criteria = Record<string, string>;

const option = (value: string, label = value) => ({ value, label });

function TimeFields({
  prefix,
  label,
  criteria,
  error,
  set,
}: {
  prefix: 'from' | 'to';
  label: string;
  criteria: Criteria;
  error?: string | undefined;
  set: (field: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t(label)}</legend>
      <div className="grid grid-cols-3 gap-2">
        <SelectField
          label={t('Hour')}
          value={criteria[`${prefix}Hour`]}
          options={hours.map((h) => option(h))}
          error={error}
          onChange={(v) => set(`${prefix}Hour`, v)}
        />
        <SelectField
          label={t('Minute')}
          value={criteria[`${prefix}Minute`]}
          options={minutes.map((m) => option(m))}
          onChange={(v) => set(`${prefix}Minute`, v)}
        />
        <SelectField
          label={t('AM/PM')}
          value={criteria[`${prefix}AmPm`]}
          options={amPm.map((a) => option(a, a === 'AM' ? 'am' : 'pm'))}
          onChange={(v) => set(`${prefix}AmPm`, v)}
        />
      </div>
    </fieldset>
  );
}

export function ReportForm({ page }: { page: ReportPage }) {
  const { t } = useTranslation();
  const today = useCountyToday();
  const user = useCurrentUser();
  const staff = isStaffRole(user?.role);
  const audit = page.id === 'auditAccountsReport' || page.id === 'auditUsersReport';
  const storeKey = `reports.${page.id}`;
  const [criteria, setCriteria] = useState<Criteria>(() => ({
    ...(defaultCriteria(today)[page.id] as unknown as Criteria),
    ...(audit ? readStored<Criteria>(storeKey, {}) : {}),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { status, edited, submit } = useFormStatus();

  const set = (field: string, value: string) => {
    setCriteria((c) => ({ ...c, [field]: value }));
    setErrors((e) => {
      const { [field]: _, ...rest } = e;
      return rest;
    });
    edited();
  };

  const run = (call: ReportCall) =>
    submit(async () => {
      const found = criteriaErrors(criteria as never, today);
      if (Object.keys(found).length) {
        setErrors(found);
        return false;
      }
      setErrors({});
      try {
        await downloadReport(call, criteria);
        if (audit) writeStored(storeKey, criteria);
        return true;
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError(0, 'An unexpected error 101 has occurred.');
        if (Object.keys(e.errors).length) setErrors(e.errors);
        window.alert(t(e.message));
        return false;
      }
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run(page.pdf);
  };

  // spec 6: the user audit's switch to the unrestricted list can never be true, so it keeps the user-level list
  const types: readonly string[] =
    staff && page.id !== 'auditUsersReport' ? staffTransactionTypes : userTransactionTypes;
  const typeOptions = [option('all', t('All')), ...types.map((v) => option(v, t(transactionTypeLabels[v] ?? v)))];
  const showDataSource = staff;
  const hasUser = page.id !== 'accountTypeReport';

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h1 className="text-xl font-semibold text-slate-900">{t(page.title)}</h1>
      {page.id === 'accountTypeReport' && (
        <SelectField
          label={t('Transaction Type')}
          value={criteria.transactionType}
          options={typeOptions}
          onChange={(v) => set('transactionType', v)}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          label={t('From Date')}
          required
          value={criteria.fromDate}
          error={errors.fromDate}
          onChange={(v) => set('fromDate', v)}
        />
        <DateField
          label={t('To Date')}
          value={criteria.toDate}
          error={errors.toDate}
          onChange={(v) => set('toDate', v)}
        />
        <TimeFields prefix="from" label="From Time" criteria={criteria} error={errors.fromHour} set={set} />
        <TimeFields prefix="to" label="To Time" criteria={criteria} error={errors.toHour} set={set} />
      </div>
      {staff && (page.id === 'statementReport' || page.id === 'auditAccountsReport') && (
        <AccountLookup
          accountName={criteria.accountName ?? ''}
          error={errors.accountName ?? errors.accountId}
          onChange={({ accountId, accountName }) => {
            set('accountId', accountId);
            set('accountName', accountName);
          }}
        />
      )}
      {hasUser && (
        <div className="grid gap-3 sm:grid-cols-2">
          {(staff || user?.role === 'ACCOUNT') && (
            <UserLookup
              username={criteria.username ?? ''}
              error={errors.username}
              onChange={(v) => set('username', v)}
            />
          )}
          {page.id === 'statementReport' && (
            <TextField
              label={t('Statement Number')}
              value={criteria.statementNumber}
              maxLength={30}
              onChange={(v) => set('statementNumber', v)}
            />
          )}
        </div>
      )}
      {audit && (
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t('Transaction Type')}
            value={criteria.transactionType}
            options={typeOptions}
            error={errors.transactionType}
            onChange={(v) => set('transactionType', v)}
          />
          <SelectField
            label={t('Log Information')}
            value={criteria.logInformation}
            options={logInformation.map((l) =>
              option(l, t({ all: 'All', transactions: 'Transactions', changes: 'Changes' }[l])),
            )}
            onChange={(v) => set('logInformation', v)}
          />
          {page.id === 'auditAccountsReport' && (
            <SelectField
              label={t('Order By')}
              value={criteria.orderBy}
              options={accountOrders.map((o) => option(o, t(o === 'username' ? 'Username' : 'Timestamp')))}
              onChange={(v) => set('orderBy', v)}
            />
          )}
        </div>
      )}
      {showDataSource && (
        <SelectField
          label={t('Data Source')}
          value={criteria.dataSource}
          className="max-w-xs"
          options={dataSources.map((d) => option(d, d === 'ALL' ? t('All') : d))}
          onChange={(v) => set('dataSource', v)}
        />
      )}
      <div className="flex items-center gap-3">
        <Button type="submit">{t('PDF')}</Button>
        {page.excel && (
          <Button variant="secondary" onClick={() => page.excel && void run(page.excel)}>
            {t('Excel')}
          </Button>
        )}
        <FormStatusIndicator status={status} />
      </div>
    </form>
  );
}
