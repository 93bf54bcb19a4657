// Where a name is looked for: Both Grantors & Grantees (default), Grantors Only, Grantees Only.
import { useTranslation } from 'react-i18next';
import { RadioGroup } from './radio-group.tsx';

export function SearchInField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      legend={t('Search In')}
      name="grantorGranteeSearchIn"
      value={value}
      onChange={onChange}
      options={[
        { value: 'both', label: t('Both Grantors & Grantees') },
        { value: 'GRANTORS', label: t('Grantors Only') },
        { value: 'GRANTEES', label: t('Grantees Only') },
      ]}
    />
  );
}
