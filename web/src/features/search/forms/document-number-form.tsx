// Search by document number (spec 2): document type (property-code counties), the number, an optional range end.
import { TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const DocumentNumberForm = gridSearchForm('searchByDocumentNumber', (form, t) => (
  <>
    <DocumentTypeField {...form.bind('documentType')} />
    <TextField label={t('Document Number')} required maxLength={20} {...form.bind('fromDocumentNumber')} />
    <TextField label={t('To Document Number')} maxLength={20} {...form.bind('toDocumentNumber')} />
  </>
));
