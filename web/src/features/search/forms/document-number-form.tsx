// Search by document number (spec 2): document type (property-code counties), the number, an optional range end.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function DocumentNumberForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByDocumentNumber');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByDocumentNumber')}>
      <FieldGrid>
        <DocumentTypeField {...form.bind('documentType')} />
        <TextField label={t('Document Number')} required maxLength={20} {...form.bind('fromDocumentNumber')} />
        <TextField label={t('To Document Number')} maxLength={20} {...form.bind('toDocumentNumber')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
