// The From Date / To Date pair of a search form (MM/DD/YYYY; checked together by the shared date rules).
import { useTranslation } from 'react-i18next';
import { DateField } from '#src/components/date-field.tsx';
import type { SearchForm } from '../forms/use-search-form.ts';

export function DateRangeFields({ form, fromRequired = false }: { form: SearchForm; fromRequired?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <DateField label={t('From Date')} required={fromRequired} {...form.bind('fromRecordedDate')} />
      <DateField label={t('To Date')} {...form.bind('toRecordedDate')} />
    </>
  );
}
