// Search by recorded date (spec 2): from date required, the range at most a month, document type, group.
import { DocumentTypeField, InstrumentGroupField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function DateForm() {
  const form = useSearchForm('searchByDate');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByDate')}>
      <FieldGrid>
        <DateRangeFields form={form} fromRequired />
        <DocumentTypeField {...form.bind('documentType')} />
        <InstrumentGroupField {...form.bind('instrumentGroup')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
