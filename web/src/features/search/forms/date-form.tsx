// Search by recorded date (spec 2): from date required, the range at most a month, document type, group.
import { DocumentTypeField, InstrumentGroupField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const DateForm = gridSearchForm('searchByDate', (form) => (
  <>
    <DateRangeFields form={form} fromRequired />
    <DocumentTypeField {...form.bind('documentType')} />
    <InstrumentGroupField {...form.bind('instrumentGroup')} />
  </>
));
