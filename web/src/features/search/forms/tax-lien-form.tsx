// Search of tax liens (spec 2): Search Method picks a date range, document number, lien number or taxpayer, and only
// that method's fields show (a submit clears the others, so nothing hidden is sent). Current/Expired defaults to
// current, and the form says that expired liens are left out until All is chosen. The taxpayer method has the
// Match choice (Exact or Sounds like, issue 30).
import { searchTypes } from '@portal/shared/search/search-types';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { DocumentTypeField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { MatchModeField } from '../components/match-mode-field.tsx';
import { RadioGroup } from '../components/radio-group.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { textValues } from '../search-state.ts';
import { clearOtherMethods, taxLienMethodOf } from './tax-lien-method.ts';
import { useFormTitle } from './use-form-title.ts';
import { type SearchForm, useSearchForm } from './use-search-form.ts';

export function TaxLienForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByTaxLien');
  const method = taxLienMethodOf(form.values);
  const defaults = textValues(searchTypes.searchByTaxLien.defaults(form.today));
  // what Current or Expired leaves out, said next to the choice (nothing for All)
  const notes: Record<string, string> = {
    CURRENT: t('Current liens only: expired liens are not shown. Choose All to include them.'),
    EXPIRED: t('Expired liens only: current liens are not shown. Choose All to include them.'),
  };
  const note = notes[(form.values.currentOrExpired ?? '').toUpperCase()];
  return (
    <SearchFormPage
      form={form}
      title={useFormTitle('searchByTaxLien')}
      onSubmit={() => void form.submit({ prepare: (values) => clearOtherMethods(values, defaults) })}
    >
      {/* the radio labels differ from the field labels, so each control has its own name */}
      <RadioGroup
        legend={t('Search Method')}
        name="searchByTaxLienMethod"
        value={method}
        onChange={form.set('searchByTaxLienMethod')}
        options={[
          { value: 'dateRange', label: t('By Date Range') },
          { value: 'documentNumber', label: t('By Document Number') },
          { value: 'lienNumber', label: t('By Lien Number') },
          { value: 'taxpayer', label: t('By Taxpayer') },
        ]}
      />
      <FieldGrid>
        <MethodFields form={form} method={method} />
        <SelectField
          label={t('Current/Expired')}
          hint={note}
          options={[
            { value: 'ALL', label: t('All') },
            { value: 'CURRENT', label: t('Current') },
            { value: 'EXPIRED', label: t('Expired') },
          ]}
          {...form.bind('currentOrExpired')}
        />
      </FieldGrid>
      {method === 'taxpayer' && <MatchModeField form={form} />}
    </SearchFormPage>
  );
}

function MethodFields({ form, method }: { form: SearchForm; method: ReturnType<typeof taxLienMethodOf> }) {
  const { t } = useTranslation();
  switch (method) {
    case 'dateRange':
      return (
        <>
          <DateRangeFields form={form} />
          <DocumentTypeField {...form.bind('documentType')} />
        </>
      );
    case 'documentNumber':
      return (
        <>
          <TextField label={t('Document Number')} required maxLength={20} {...form.bind('documentNumber')} />
          <DocumentTypeField {...form.bind('documentType')} />
        </>
      );
    case 'lienNumber':
      return <TextField label={t('Lien Number')} required maxLength={30} {...form.bind('lienNumber')} />;
    case 'taxpayer':
      return (
        <>
          <TextField
            label={t('Name or Business Name')}
            hint={t('One word minimum')}
            required
            maxLength={120}
            {...form.bind('taxpayerName')}
          />
          <TextField label={t('First Name')} maxLength={60} {...form.bind('taxpayerFirstName')} />
          <TextField label={t('MI')} maxLength={1} {...form.bind('taxpayerMiddleInitial')} />
        </>
      );
  }
}
