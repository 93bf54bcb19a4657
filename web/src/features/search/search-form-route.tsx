// /search/{searchType} and /search/{searchType}/{searchHistoryNumber}: the form, when the type exists and the county
// and the user allow it; /search/searchHistory/{type}/{n} goes to the history-number form; /search itself opens the
// county's default search (or the first allowed one). The form sits in the skip link's target.
import { searchMessages } from '@portal/shared/search/messages';
import type { SearchType } from '@portal/shared/search/search-types';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { isSearchAllowed, searchGroups } from './available-searches.ts';
import { searchForms } from './forms/search-forms.ts';
import { isSearchType } from './search-history.ts';
import { SEARCH_FORM_ID } from './skip-targets.ts';

function Notice({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
      {text}
    </p>
  );
}

function useAllowed() {
  const config = useCountyConfig();
  const searchList = useCurrentUser()?.searchList ?? [];
  return { loaded: !!config.search, allowed: (type: SearchType) => isSearchAllowed(type, config, searchList), config };
}

export function SearchFormRoute() {
  const { t } = useTranslation();
  const { searchType } = useParams();
  const location = useLocation();
  const { loaded, allowed } = useAllowed();
  if (!isSearchType(searchType)) return <Notice text={t('The address you opened does not exist.')} />;
  if (!loaded) return <Notice text={t('Loading')} />;
  if (!allowed(searchType)) return <Notice text={t(searchMessages.searchNotAllowed)} />;
  const Form = searchForms[searchType];
  return (
    <div id={SEARCH_FORM_ID} tabIndex={-1} className="outline-none">
      <Form key={location.key} />
    </div>
  );
}

export function HistoryRedirect() {
  const { searchType, historyNumber } = useParams();
  return <Navigate to={`/search/${searchType}/${historyNumber}`} replace />;
}

export function DefaultSearch() {
  const { t } = useTranslation();
  const { loaded, allowed, config } = useAllowed();
  if (!loaded) return <Notice text={t('Loading')} />;
  const preferred = config.search?.defaultSearch;
  const first = (Object.keys(searchGroups) as SearchType[]).find(allowed);
  const type = isSearchType(String(preferred)) && allowed(preferred as SearchType) ? preferred : first;
  if (!type) return <Notice text={t('No searches are available to your account.')} />;
  return <Navigate to={`/search/${type}`} replace />;
}
