// Search by parcel ID (spec 2): the parcel (letters and digits only) required, document type, dates.
import { TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const ParcelIdForm = gridSearchForm('searchByParcelId', (form, t) => (
  <>
    <TextField label={t('Parcel ID')} required maxLength={30} {...form.bind('parcelId')} />
    <DocumentTypeField {...form.bind('documentType')} />
    <DateRangeFields form={form} />
  </>
));
