// The State, Zip and Phone of the account and user entry forms: the state from the US list, the zip kept to five
// digits and the phone formatted as typed, each with its example.
import { formatPhone } from '@portal/shared/auth/schemas';
import { usStates } from '@portal/shared/auth/states';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '#src/lib/form.ts';
import { SelectField, TextField } from './fields.tsx';

/** The states by name, with an empty first choice for none yet. */
export const usStateOptions = [
  { value: '', label: '' },
  ...usStates.map((s) => ({ value: s.code, label: s.description })),
];

interface Values {
  state: string;
  zip: string;
  phone: string;
}

export interface StateZipPhoneProps {
  values: Values;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<Values>) => void;
}

export function StateZipPhone({ values, errors, disabled, onChange }: StateZipPhoneProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('State')}
        name="state"
        value={values.state}
        onChange={(v) => onChange({ state: v })}
        error={errors.state}
        disabled={disabled}
        options={usStateOptions}
      />
      <TextField
        label={t('Zip')}
        name="zip"
        inputMode="numeric"
        value={values.zip}
        onChange={(v) => onChange({ zip: v.replace(/\D/g, '').slice(0, 5) })}
        error={errors.zip}
        disabled={disabled}
        hint="55111"
      />
      <TextField
        label={t('Phone')}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={(v) => onChange({ phone: formatPhone(v) })}
        error={errors.phone}
        disabled={disabled}
        hint="(612) 555-1234"
      />
    </>
  );
}
