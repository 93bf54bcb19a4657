// Search by parcel ID (spec 2): the parcel (letters and digits only) required, document type, dates.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function ParcelIdForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByParcelId');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByParcelId')}>
      <FieldGrid>
        <TextField label={t('Parcel ID')} required maxLength={30} {...form.bind('parcelId')} />
        <DocumentTypeField {...form.bind('documentType')} />
        <DateRangeFields form={form} />
      </FieldGrid>
    </SearchFormPage>
  );
}
