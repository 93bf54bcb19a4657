// One field of a configuration page, drawn by its kind; its message is bound by aria-invalid/aria-describedby.
import { useTranslation } from 'react-i18next';
import { DateField } from '#src/components/date-field.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#src/components/fields.tsx';
import { centsToDollars, dollarsToCents, textToNumber } from './money.ts';
import type { FieldSpec } from './page-types.ts';

export interface FieldInputProps {
  spec: FieldSpec;
  value: unknown;
  /** what is being typed in a number field, when it differs from the value */
  text?: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: unknown, text?: string) => void;
  className?: string;
}

const asText = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** 0:00 -> 00:00, as a time input wants it */
const padTime = (v: unknown) => asText(v).replace(/^(\d):/, '0$1:');

export function FieldInput({ spec, value, text, error, disabled, onChange, className }: FieldInputProps) {
  const { t } = useTranslation();
  const shell = {
    label: t(spec.label),
    error,
    disabled,
    required: spec.required,
    hint: spec.hint ? t(spec.hint) : undefined,
    className,
  };
  switch (spec.kind) {
    case 'checkbox':
    case 'toggle':
      return (
        <CheckboxField
          label={t(spec.label)}
          error={error}
          disabled={disabled}
          className={className}
          role={spec.kind === 'toggle' ? 'switch' : undefined}
          checked={value === true}
          onChange={(checked) => onChange(checked)}
        />
      );
    case 'yesNo':
      return (
        <SelectField
          {...shell}
          value={value === true ? 'true' : 'false'}
          options={[
            { value: 'true', label: t('Yes') },
            { value: 'false', label: t('No') },
          ]}
          onChange={(v) => onChange(v === 'true')}
        />
      );
    case 'select':
    case 'numberSelect':
      return (
        <SelectField
          {...shell}
          value={asText(value)}
          options={(spec.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(v) => onChange(spec.kind === 'numberSelect' ? Number(v) : v)}
        />
      );
    case 'money':
      return (
        <TextField
          {...shell}
          inputMode="decimal"
          value={text ?? centsToDollars(value)}
          onChange={(v) => onChange(dollarsToCents(v), v)}
        />
      );
    case 'number':
    case 'percent':
      return (
        <TextField
          {...shell}
          inputMode={spec.kind === 'percent' ? 'decimal' : 'numeric'}
          value={text ?? asText(value)}
          onChange={(v) => onChange(textToNumber(v), v)}
        />
      );
    case 'usDate':
      return <DateField {...shell} value={asText(value)} onChange={(v) => onChange(v)} />;
    case 'date':
      return <TextField {...shell} type="date" value={asText(value)} onChange={(v) => onChange(v)} />;
    case 'time':
      return <TextField {...shell} type="time" value={padTime(value)} onChange={(v) => onChange(v)} />;
    case 'textarea':
      return <TextAreaField {...shell} value={asText(value)} onChange={(v) => onChange(v)} />;
    default:
      return (
        <TextField
          {...shell}
          type={spec.kind === 'email' ? 'email' : 'text'}
          value={asText(value)}
          onChange={(v) => onChange(v)}
        />
      );
  }
}
