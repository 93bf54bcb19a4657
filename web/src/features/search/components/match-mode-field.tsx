// The Match choice of a name search (issue 30): Exact or Sounds like, with what each does in plain words; shown
// only where the county offers Sounds like. The radios are named matchMode, so the choice is sent (shown-values.ts).
import { useTranslation } from 'react-i18next';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { offersSoundsLike } from '../forms/match-mode.ts';
import type { SearchForm } from '../forms/use-search-form.ts';
import { RadioGroup } from './radio-group.tsx';

export function MatchModeField({ form }: { form: SearchForm }) {
  const { t } = useTranslation();
  const search2 = useCountyConfig().search2;
  if (!offersSoundsLike(search2)) return null;
  return (
    <RadioGroup
      legend={t('Match')}
      name="matchMode"
      value={form.values.matchMode || search2?.defaultMatchMode || 'exact'}
      onChange={form.set('matchMode')}
      options={[
        { value: 'exact', label: t('Exact') },
        { value: 'soundsLike', label: t('Sounds like') },
      ]}
      hint={
        <>
          <p>{t('Exact finds the name as you type it; the last name may be the start of a longer name.')}</p>
          <p>
            {t(
              'Sounds like also finds names spelled differently that sound alike (Smith, Smyth, Schmidt), nicknames (Bill for William), initials, and business suffixes (Corp for Corporation). Exact matches are listed first.',
            )}
          </p>
          <p>{t('A Sounds like search is priced as one search.')}</p>
        </>
      }
    />
  );
}
