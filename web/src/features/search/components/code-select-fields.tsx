// The document type select (only with the county's property-code flag) and the instrument group select, filled
// from the county's code lists with 'All' first.
import type { CodeDescription } from '@portal/shared/search/details';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#src/components/fields.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCodeLists } from '../api/use-code-lists.ts';

interface Bound {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export const codeOptions = (items: CodeDescription[]) => items.map((i) => ({ value: i.code, label: i.description }));

export function DocumentTypeField(props: Bound) {
  const { t } = useTranslation();
  const propertyCode = useCountyConfig().landlink?.propertyCode === true;
  const { documentTypes } = useCodeLists();
  if (!propertyCode) return null;
  return (
    <SelectField
      label={t('Document Type')}
      options={[{ value: 'All', label: t('All') }, ...codeOptions(documentTypes)]}
      {...props}
    />
  );
}

export function InstrumentGroupField(props: Bound) {
  const { t } = useTranslation();
  const { instrumentGroups } = useCodeLists();
  return (
    <SelectField
      label={t('Instrument Group')}
      options={[{ value: 'all', label: t('All') }, ...codeOptions(instrumentGroups)]}
      {...props}
    />
  );
}
