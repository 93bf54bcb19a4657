// Search by name (spec 2): two grantor/grantee names joined by AND or OR, how they match (Exact or Sounds like,
// issue 30), where to look, type, group and dates.
import { useTranslation } from 'react-i18next';
import { DocumentTypeField, InstrumentGroupField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { MatchModeField } from '../components/match-mode-field.tsx';
import { PartyNameFields } from '../components/party-name-fields.tsx';
import { RadioGroup } from '../components/radio-group.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { SearchInField } from '../components/search-in-field.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useSearchForm } from './use-search-form.ts';

export function NameForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByName');
  return (
    <SearchFormPage form={form} title={useFormTitle('searchByName')}>
      <PartyNameFields
        form={form}
        legend={t('First Name Set')}
        fields={{ last: 'lastName1', first: 'firstName1', mi: 'middleInitial1' }}
        lastRequired
      />
      <RadioGroup
        legend={t('And/Or')}
        name="andOr"
        value={form.values.andOr ?? 'OR'}
        onChange={form.set('andOr')}
        options={[
          { value: 'AND', label: t('AND') },
          { value: 'OR', label: t('OR') },
        ]}
      />
      <PartyNameFields
        form={form}
        legend={t('Second Name Set')}
        fields={{ last: 'lastName2', first: 'firstName2', mi: 'middleInitial2' }}
      />
      <MatchModeField form={form} />
      <SearchInField
        value={form.values.grantorGranteeSearchIn ?? 'both'}
        onChange={form.set('grantorGranteeSearchIn')}
      />
      <FieldGrid>
        <DocumentTypeField {...form.bind('documentType')} />
        <InstrumentGroupField {...form.bind('instrumentGroup')} />
        <DateRangeFields form={form} />
      </FieldGrid>
    </SearchFormPage>
  );
}
