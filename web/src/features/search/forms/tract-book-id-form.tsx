// Tract book by ID (spec 2): one field, sent as fromDocumentNumber.
import { TextField } from '#src/components/fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const TractBookIdForm = gridSearchForm('searchByTractBookId', (form, t) => (
  <TextField label={t('Tract Book ID')} required maxLength={30} {...form.bind('fromDocumentNumber')} />
));
