// Search of the grantor-grantee books (spec 2): a business or last name required, where to look, dates.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { SearchInField } from '../components/search-in-field.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function GrantorGranteeBookForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByGrantorGranteeBook');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByGrantorGranteeBook')}>
      <FieldGrid>
        <TextField
          label={t('Business or Last Name')}
          required
          maxLength={120}
          {...form.bind('grantorGranteeLastName')}
        />
      </FieldGrid>
      <SearchInField
        value={form.values.grantorGranteeSearchIn ?? 'both'}
        onChange={form.set('grantorGranteeSearchIn')}
      />
      <FieldGrid>
        <DateRangeFields form={form} />
      </FieldGrid>
    </SearchFormPage>
  );
}
