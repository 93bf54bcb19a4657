// Search by Torrens text (spec 2): the text and where to look (A all sections, L legal, D memorial document
// number, M memorial text, R recital). The text's label follows the choice.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function TorrensTextForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByTorrensText');
  const searchIn = form.values.searchIn ?? 'A';
  const textLabel =
    searchIn === 'D' ? t('Document Number') : searchIn === 'A' ? t('Text or Document Number') : t('Text');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByTorrensText')}>
      <FieldGrid>
        <SelectField
          label={t('Search In')}
          options={[
            { value: 'A', label: t('All Sections') },
            { value: 'L', label: t('Legal') },
            { value: 'D', label: t('Memorial Document Number') },
            { value: 'M', label: t('Memorial Text') },
            { value: 'R', label: t('Recital') },
          ]}
          {...form.bind('searchIn')}
        />
        <TextField label={textLabel} required maxLength={200} {...form.bind('text')} />
      </FieldGrid>
    </SearchFormPage>
  );
}
