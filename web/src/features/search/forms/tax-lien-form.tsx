// Search of tax liens (spec 2): Search By a date range, document number, lien number or taxpayer; the fields of
// every method show, and a submit clears those of the other methods. Current/Expired defaults to current.
import { searchTypes } from '@portal/shared/search/search-types';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { RadioGroup } from '../components/radio-group.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { textValues } from '../search-state.ts';
import { clearOtherMethods } from './tax-lien-method.ts';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function TaxLienForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByTaxLien');
  const method = form.values.searchByTaxLienMethod ?? 'taxpayer';
  const defaults = textValues(searchTypes.searchByTaxLien.defaults(form.today));
  return (
    <SearchFormPage
      form={form}
      title={useFormTitle('searchByTaxLien')}
      onSubmit={() => void form.submit({ prepare: (values) => clearOtherMethods(values, defaults) })}
    >
      <RadioGroup
        legend={t('Search By')}
        value={method}
        onChange={form.set('searchByTaxLienMethod')}
        options={[
          { value: 'dateRange', label: t('Date Range') },
          { value: 'documentNumber', label: t('Document Number') },
          { value: 'lienNumber', label: t('Lien Number') },
          { value: 'taxpayer', label: t('Taxpayer') },
        ]}
      />
      <FieldGrid>
        <DateRangeFields form={form} />
        <DocumentTypeField {...form.bind('documentType')} />
        <TextField
          label={t('Document Number')}
          required={method === 'documentNumber'}
          maxLength={20}
          {...form.bind('documentNumber')}
        />
        <TextField
          label={t('Lien Number')}
          required={method === 'lienNumber'}
          maxLength={30}
          {...form.bind('lienNumber')}
        />
        <TextField
          label={t('Name or Business Name')}
          hint={t('One word minimum')}
          required={method === 'taxpayer'}
          maxLength={120}
          {...form.bind('taxpayerName')}
        />
        <TextField label={t('First Name')} maxLength={60} {...form.bind('taxpayerFirstName')} />
        <TextField label={t('MI')} maxLength={1} {...form.bind('taxpayerMiddleInitial')} />
        <SelectField
          label={t('Current/Expired')}
          options={[
            { value: 'ALL', label: t('All') },
            { value: 'CURRENT', label: t('Current') },
            { value: 'EXPIRED', label: t('Expired') },
          ]}
          {...form.bind('currentOrExpired')}
        />
      </FieldGrid>
    </SearchFormPage>
  );
}
