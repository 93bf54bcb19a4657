// The heading of a search form: 'Search by' and the search's (county-labelled) name.
import type { SearchType } from '@portal/shared/search/search-types';
import { useTranslation } from 'react-i18next';
import { useSearchTitle } from '../search-titles.ts';

export function useFormTitle(type: SearchType): string {
  const { t } = useTranslation();
  const title = useSearchTitle();
  return t('Search by {{search}}', { search: title(type) });
}
