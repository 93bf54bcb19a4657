// /controlPanel/accounts/{id}: the account entry form (spec 3 sections 3.3, 4.4, 4.5, 5.4); id 0 is a new account.
// The form's dependencies are shared/accounts/form-rules.ts (the server applies the same), its checks the same
// accountEntrySchema. An inactive account cannot be edited except its status. Run Monthly Renewal shows only when
// the account needs one. After a save or delete the server's message is shown, then the list.
import {
  accountFormState,
  applyAccountFormRules,
  landLinkRequired,
  paymentMethodsFor,
} from '@portal/shared/accounts/form-rules';
import { accountEntrySchema } from '@portal/shared/accounts/schemas';
import type { AccountDetails } from '@portal/shared/accounts/types';
import type { AccountType, PaymentMethod } from '@portal/shared/auth/roles';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { EntryChangeButtons, EntryLoading, EntryPage, recordButtons } from '#src/components/entry-page.tsx';
import { CheckboxField, SelectField, TextField } from '#src/components/fields.tsx';
import { StateZipPhone } from '#src/components/state-zip-phone.tsx';
import { useEntryPage } from '#src/components/use-entry-page.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { changeAccountStatusSingle } from '../api/change-account-status.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { useAccount } from '../api/get-account.ts';
import { runMonthlyRenewal } from '../api/run-monthly-renewal.ts';
import { saveAccount } from '../api/save-account.ts';
import { AccountsButtons } from './accounts-buttons.tsx';
import { InactiveBadge } from './inactive-badge.tsx';

/** The form's values: the account's fields with the monthly fee as typed dollars. */
type Values = Omit<AccountDetails, 'monthlyFee'> & { monthlyFee: string };

const typeLabels: Record<AccountType, string> = { A_LA_CARTE: 'A La Carte', FLAT_FEE: 'Flat Fee' };
const methodLabels: Record<PaymentMethod, string> = {
  ESCROW: 'Escrow',
  CREDIT_CARD: 'Credit Card',
  INVOICE: 'Invoice',
};
const chargeLabels = { DOCUMENT: 'Document', PAGE: 'Page' };

/** The fields chosen from a list of fixed values. */
type Choice = 'accountType' | 'paymentMethod' | 'imageChargeMethod' | 'certificateChargeMethod';

const toValues = (a: AccountDetails): Values => ({ ...a, monthlyFee: (a.monthlyFee / 100).toFixed(2) });
const toCents = (dollars: string) => {
  const n = Number(dollars.trim() || '0');
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="pr-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function AccountEntry() {
  const { t } = useTranslation();
  const { id = '0' } = useParams();
  const { account, error } = useAccount(id);
  const torrens = useCountyConfig().landlink?.torrens === true;
  const [values, setValues] = useState<Values | null>(null);
  const { errors, status, edited, saveChecked, step, busy, dialogs } = useEntryPage('/controlPanel/accounts');
  const isNew = id === '0';

  useEffect(() => {
    if (account) setValues(toValues(account));
  }, [account]);

  if (error || !account || !values) return <EntryLoading error={error} />;

  const disabled = !isNew && values.status !== 'A';
  const state = accountFormState(values, { torrens });
  const set = (patch: Partial<Values>) => {
    setValues((v) => {
      if (!v) return v;
      const next = { ...v, ...patch };
      if (!paymentMethodsFor(next.accountType).includes(next.paymentMethod) && next.paymentMethod !== 'INVOICE')
        next.paymentMethod = paymentMethodsFor(next.accountType)[0] ?? 'ESCROW';
      return applyAccountFormRules(next);
    });
    edited();
  };
  const text = (
    name: 'name' | 'address' | 'city' | 'email' | 'landLinkAccount',
    label: string,
    max: number,
    required = false,
  ) => (
    <TextField
      label={t(label)}
      name={name}
      required={required}
      value={values[name]}
      maxLength={max}
      onChange={(v) => set({ [name]: v })}
      error={errors[name]}
      disabled={disabled}
    />
  );
  const check = (name: keyof Values & string, label: string, readOnly = false) => (
    <CheckboxField
      label={t(label)}
      name={name}
      checked={Boolean(values[name])}
      onChange={(v) => set({ [name]: v })}
      disabled={disabled || readOnly}
      error={errors[name]}
    />
  );
  const methods: PaymentMethod[] = state.paymentMethods.includes(values.paymentMethod)
    ? state.paymentMethods
    : [values.paymentMethod, ...state.paymentMethods];
  const typeOptions = (['A_LA_CARTE', 'FLAT_FEE'] as const).map((v) => ({ value: v, label: t(typeLabels[v]) }));
  const methodOptions = methods.map((v) => ({ value: v, label: t(methodLabels[v]) }));
  const chargeOptions = (['DOCUMENT', 'PAGE'] as const).map((v) => ({ value: v, label: t(chargeLabels[v]) }));
  /** A choice among fixed values; the options' values are the field's type. */
  const select = (name: Choice, label: string, options: { value: string; label: string }[], error?: string) => (
    <SelectField
      label={label}
      name={name}
      value={values[name]}
      onChange={(v) => set({ [name]: v })}
      error={error}
      disabled={disabled}
      options={options}
    />
  );
  const rateLevels = [
    { value: '0', label: t('Free') },
    ...account.countyConfigFlatFee.rates
      .filter((r) => r.offered || r.level === values.flatFeeRateLevel)
      .map((r) => ({ value: String(r.level), label: `${r.level}: ${r.label}` })),
  ];

  const refresh = (a: AccountDetails | undefined) => a && setValues(toValues(a));
  const onSave = () =>
    saveChecked(
      accountEntrySchema,
      { ...values, id: isNew ? '0' : values.id, monthlyFee: toCents(values.monthlyFee) },
      saveAccount,
    );
  const onToggle = () =>
    step(
      values.status === 'A'
        ? t('Deactivate Account {{name}} and users?', { name: values.name })
        : t('Activate Account {{name}} and users?', { name: values.name }),
      () => changeAccountStatusSingle(values.id),
      { show: (answer) => refresh(answer.account) },
    );
  const onDelete = () =>
    step(
      t('Delete account and its users?'),
      () => deleteAccount({ accountId: values.id, filterText: '', includeInactive: true }),
      { leave: true },
    );
  const onRenewal = () =>
    step(undefined, () => runMonthlyRenewal(values.id), { show: (answer) => refresh(answer.account) });

  return (
    <EntryPage
      titleId="account-title"
      title={isNew ? t('New Account') : t('Account')}
      subtitle={
        isNew ? undefined : (
          <>
            {values.name}
            <InactiveBadge status={values.status} />
          </>
        )
      }
      width="max-w-3xl"
      layout="two-columns"
      onSubmit={() => void onSave()}
      busy={busy}
      dialogs={dialogs}
    >
      {text('name', 'Account Name', 60, isNew)}
      {select('accountType', t('Account Type'), typeOptions, errors.accountType)}
      {select('paymentMethod', t('Payment Method'), methodOptions, errors.paymentMethod)}
      {values.accountType === 'FLAT_FEE' && (
        <SelectField
          label={t('Flat Fee Rate Level')}
          name="flatFeeRateLevel"
          value={String(values.flatFeeRateLevel)}
          onChange={(v) => set({ flatFeeRateLevel: Number(v) })}
          error={errors.flatFeeRateLevel}
          disabled={disabled}
          options={rateLevels}
        />
      )}
      <TextField
        label={t('Monthly Fee ($)')}
        name="monthlyFee"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        value={values.monthlyFee}
        onChange={(v) => set({ monthlyFee: v })}
        error={errors.monthlyFee}
        disabled={disabled}
      />
      {select('imageChargeMethod', t('Image Charge Method'), chargeOptions)}
      <Fieldset legend={t('Contact')}>
        {text('address', 'Address', 50)}
        {text('city', 'City', 50)}
        <StateZipPhone values={values} errors={errors} disabled={disabled} onChange={set} />
        {text('email', 'Email', 50)}
      </Fieldset>
      <Fieldset legend={t('LandLink')}>
        {text('landLinkAccount', 'LandLink Account', 10, landLinkRequired(values))}
        <div className="self-end pb-2">
          {check('postToLandLink', 'Post to LandLink', values.paymentMethod !== 'CREDIT_CARD')}
        </div>
      </Fieldset>
      <Fieldset legend={t('Retrieval')}>
        {check('imageRetrieval', 'Image Retrieval')}
        {check('previewRetrieval', 'Preview Retrieval', state.previewRetrievalReadOnly)}
        {state.showCertificateRow && (
          <>
            {check('certificateRetrieval', 'Certificate Retrieval')}
            {check(
              'certificatePreviewRetrieval',
              'Certificate Preview Retrieval',
              state.certificatePreviewRetrievalReadOnly,
            )}
            {select('certificateChargeMethod', t('Certificate Charge Method'), chargeOptions)}
          </>
        )}
        {check('userReload', 'Reload by Account Admin')}
      </Fieldset>
      {!isNew && (
        <Fieldset legend={t('Monthly Renewal')}>
          <p className="text-sm text-slate-700">
            {t('Last Monthly Renewal')}: {values.lastMonthlyRenewal || t('None')}
          </p>
          {values.needsMonthlyRenewal && (
            <div>
              <Button variant="secondary" onClick={onRenewal} disabled={disabled}>
                {t('Run Monthly Renewal')}
              </Button>
            </div>
          )}
        </Fieldset>
      )}
      <AccountsButtons className={recordButtons} submitDisabled={disabled} status={status}>
        {!isNew && (
          <EntryChangeButtons
            toggleLabel={values.status === 'A' ? t('Deactivate') : t('Activate')}
            onToggle={onToggle}
            onDelete={onDelete}
          />
        )}
      </AccountsButtons>
    </EntryPage>
  );
}
