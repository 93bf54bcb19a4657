// Search by Torrens certificate (spec 2): the certificate number, marked required but not checked.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function TorrensCertificateForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByTorrensCertificate');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByTorrensCertificate')}>
      <FieldGrid>
        <TextField label={t('Certificate Number')} required maxLength={20} {...form.bind('certificateNumber')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
