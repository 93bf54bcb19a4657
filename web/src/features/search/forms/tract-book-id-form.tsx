// Tract book by ID (spec 2): one field, sent as fromDocumentNumber.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function TractBookIdForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByTractBookId');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByTractBookId')}>
      <FieldGrid>
        <TextField label={t('Tract Book ID')} required maxLength={30} {...form.bind('fromDocumentNumber')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
