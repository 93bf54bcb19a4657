// Search by tract index (Northern Mariana Islands, spec 2): island and village required, parcel, dates.
import { SelectField, TextField } from '#src/components/fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

/** The islands of the Commonwealth with land records (the spec does not list them). */
const islands = ['SAIPAN', 'TINIAN', 'ROTA'] as const;

export const TractIndexForm = gridSearchForm('searchByTractIndexNMI', (form, t) => (
  <>
    <SelectField
      label={t('Island')}
      required
      options={[{ value: '', label: t('Select an island') }, ...islands.map((i) => ({ value: i, label: i }))]}
      {...form.bind('island')}
    />
    <TextField label={t('Village')} required maxLength={60} {...form.bind('village')} />
    <TextField label={t('Parcel ID')} maxLength={30} {...form.bind('parcelId')} />
    <DateRangeFields form={form} />
  </>
));
