// A grantor/grantee name: last name, first name and middle initial (one character) under a legend.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import type { SearchForm } from '../forms/use-search-form.ts';

export interface PartyFields {
  last: string;
  first: string;
  mi: string;
}

export function PartyNameFields({
  form,
  legend,
  fields,
  lastRequired = false,
}: {
  form: SearchForm;
  legend: string;
  fields: PartyFields;
  lastRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <TextField label={t('Last Name')} required={lastRequired} maxLength={120} {...form.bind(fields.last)} />
      <TextField label={t('First Name')} maxLength={60} {...form.bind(fields.first)} />
      <TextField label={t('MI')} maxLength={1} {...form.bind(fields.mi)} />
    </fieldset>
  );
}
