// Search by tract index (Northern Mariana Islands, spec 2): island and village required, parcel, dates.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

/** The islands of the Commonwealth with land records (the spec does not list them). */
const islands = ['SAIPAN', 'TINIAN', 'ROTA'] as const;

export function TractIndexForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByTractIndexNMI');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByTractIndexNMI')}>
      <FieldGrid>
        <SelectField
          label={t('Island')}
          required
          options={[{ value: '', label: t('Select an island') }, ...islands.map((i) => ({ value: i, label: i }))]}
          {...form.bind('island')}
        />
        <TextField label={t('Village')} required maxLength={60} {...form.bind('village')} />
        <TextField label={t('Parcel ID')} maxLength={30} {...form.bind('parcelId')} />
        <DateRangeFields form={form} />
      </FieldGrid>
    </SearchFormPage>
  );
}
