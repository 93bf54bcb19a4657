// Search by the words on the page (issue 33): words anywhere on one page, an exact phrase in quotes, the document
// type and the recorded dates. The words are read from the page images by machine, so the hint says so.
import { TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const PageWordsForm = gridSearchForm('searchByPageWords', (form, t) => (
  <>
    <TextField
      label={t('Words')}
      hint={t('Words on one page, in any order; an exact phrase in quotes. The text is machine-recognised.')}
      required
      maxLength={200}
      {...form.bind('words')}
    />
    <DocumentTypeField {...form.bind('documentType')} />
    <DateRangeFields form={form} />
  </>
));
