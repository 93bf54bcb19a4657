// Search by book and page (spec 2): the county's book label, the book type when the county uses them, book
// (required) and page.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCodeLists } from '../api/use-code-lists.ts';
import { codeOptions } from '../components/code-select-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useCountyLabels } from '../search-titles.ts';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function BookAndPageForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByBookAndPage');
  const labels = useCountyLabels();
  const bookTypes = useCountyConfig().landlink?.bookType === true;
  const codes = useCodeLists();
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByBookAndPage')}>
      <FieldGrid>
        {bookTypes && (
          <SelectField
            label={t('{{book}} Type', { book: labels.book })}
            options={[{ value: '', label: t('All') }, ...codeOptions(codes.bookTypes)]}
            {...form.bind('bookType')}
          />
        )}
        <TextField label={labels.book} required maxLength={10} {...form.bind('book')} />
        <TextField label={t('Page')} maxLength={10} {...form.bind('page')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
