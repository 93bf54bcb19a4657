// Search by book and page (spec 2): the county's book label, the book type when the county uses them (its book
// types from search/codeLists, after 'All'), book (required) and page.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCodeLists } from '../api/use-code-lists.ts';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useCountyLabels } from '../search-titles.ts';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function BookAndPageForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByBookAndPage');
  const labels = useCountyLabels();
  const usesBookTypes = useCountyConfig().landlink?.bookType === true;
  const { bookTypes } = useCodeLists();
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByBookAndPage')}>
      <FieldGrid>
        {usesBookTypes && (
          <SelectField
            label={t('{{book}} Type', { book: labels.book })}
            options={[
              { value: '', label: t('All') },
              ...bookTypes.map((b) => ({ value: b.code, label: b.description })),
            ]}
            {...form.bind('bookType')}
          />
        )}
        <TextField label={labels.book} required maxLength={10} {...form.bind('book')} />
        <TextField label={t('Page')} maxLength={10} {...form.bind('page')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
