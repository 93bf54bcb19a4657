// The field set of the legal forms (spec 2 'Legal Description', 'Tract Book by Legal'): lots and blocks (LB) or
// metes and bounds (MB), the match method, and each type's rows; QQQQ, QQQ, base, meridian, municipality, sublot
// and the MB other lot show only with the county's landlink flags. Both types keep their own other lot and
// grantor/grantee fields.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCodeLists } from '../api/use-code-lists.ts';
import { codeOptions, DocumentTypeField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { FieldGrid } from '../components/field-grid.tsx';
import { PartyNameFields } from '../components/party-name-fields.tsx';
import { RadioGroup } from '../components/radio-group.tsx';
import { LegalPlatField } from './legal-plat-field.tsx';
import type { SearchForm } from './use-search-form.ts';

/** Quarter choices: the compass directions of spec 1 (the spec does not list the quarter options). */
const quarters = ['NE', 'NW', 'SE', 'SW', 'N', 'S', 'E', 'W'];

export function LegalFields({ form }: { form: SearchForm }) {
  const { t } = useTranslation();
  const flags = useCountyConfig().landlink;
  const { otherLotCodes } = useCodeLists();
  const lb = (form.values.legalType ?? 'LB') === 'LB';
  const quarterOptions = [{ value: '', label: t('Any') }, ...quarters.map((q) => ({ value: q, label: q }))];
  const otherLotTypes = [{ value: '', label: t('Any') }, ...codeOptions(otherLotCodes)];
  const quarter = (field: string, label: string) => (
    <SelectField label={label} options={quarterOptions} {...form.bind(field)} />
  );
  const prefix = lb ? 'lb' : 'mb';

  return (
    <>
      <div className="flex flex-wrap gap-x-10 gap-y-3">
        <RadioGroup
          legend={t('Legal Type')}
          name="legalType"
          value={lb ? 'LB' : 'MB'}
          onChange={form.set('legalType')}
          options={[
            { value: 'LB', label: t('Lots and Blocks') },
            { value: 'MB', label: t('Metes and Bounds') },
          ]}
        />
        <RadioGroup
          legend={t('Search Method')}
          name="searchMethod"
          value={form.values.searchMethod ?? 'CONTAINS'}
          onChange={form.set('searchMethod')}
          options={[
            { value: 'CONTAINS', label: t('Contains') },
            { value: 'EXACT', label: t('Matches Exactly') },
          ]}
        />
      </div>
      {lb ? (
        <FieldGrid>
          <LegalPlatField form={form} />
          <TextField label={t('Lot')} maxLength={10} {...form.bind('lot')} />
          <TextField label={t('Block')} maxLength={10} {...form.bind('block')} />
          {flags?.sublot && <TextField label={t('Sublot')} maxLength={10} {...form.bind('sublot')} />}
          <SelectField label={t('Other Lot Type')} options={otherLotTypes} {...form.bind('lbOtherLotType')} />
          <TextField label={t('Other Lot')} maxLength={10} {...form.bind('lbOtherLot')} />
          <TextField label={t('Building')} maxLength={10} {...form.bind('building')} />
          <TextField label={t('Unit')} maxLength={10} {...form.bind('unit')} />
          <TextField label={t('Garage')} maxLength={10} {...form.bind('garage')} />
        </FieldGrid>
      ) : (
        <FieldGrid>
          <TextField label={t('Section')} required maxLength={3} {...form.bind('section')} />
          <TextField label={t('Township')} required maxLength={4} {...form.bind('township')} />
          <TextField label={t('Range')} required maxLength={4} {...form.bind('range')} />
          {flags?.qqqq && quarter('qqqq', t('QQQQ'))}
          {flags?.qqq && quarter('qqq', t('QQQ'))}
          {quarter('qq', t('QQ'))}
          {quarter('q', t('Q'))}
          {flags?.baseline && <TextField label={t('Base')} maxLength={10} {...form.bind('base')} />}
          {flags?.meridian && <TextField label={t('Meridian')} maxLength={10} {...form.bind('meridian')} />}
          {flags?.municipality && <TextField label={t('Municipality')} maxLength={60} {...form.bind('municipality')} />}
          {flags?.mbOtherLot && (
            <>
              <SelectField label={t('Other Lot Type')} options={otherLotTypes} {...form.bind('mbOtherLotType')} />
              <TextField label={t('Other Lot')} maxLength={10} {...form.bind('mbOtherLot')} />
            </>
          )}
        </FieldGrid>
      )}
      <FieldGrid>
        <DocumentTypeField {...form.bind('documentType')} />
        <DateRangeFields form={form} />
      </FieldGrid>
      <PartyNameFields
        key={prefix}
        form={form}
        legend={t('Grantor/Grantee (optional)')}
        fields={{ last: `${prefix}LastName`, first: `${prefix}FirstName`, mi: `${prefix}MiddleInitial` }}
      />
    </>
  );
}
