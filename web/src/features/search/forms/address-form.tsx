// Search by address (spec 2): house number and street name required, city optional, instrument group, dates.
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { InstrumentGroupField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function AddressForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByAddress');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByAddress')}>
      <FieldGrid>
        <TextField label={t('House Number')} required maxLength={10} {...form.bind('streetNumber')} />
        <TextField label={t('Street Name')} required maxLength={60} {...form.bind('streetName')} />
        <TextField label={t('City/Town')} maxLength={40} {...form.bind('city')} />
        <InstrumentGroupField {...form.bind('instrumentGroup')} />
        <DateRangeFields form={form} />
      </FieldGrid>
    </SearchFormPage>
  );
}
