// /search/rerun: runs a search again from its criteria, handed over in the location's state by the Search log
// screen (issue 32, an entry's Run again), as Recent Searches' button does: records go to the results, none to
// the form with 'No Records Found.'. Opened without criteria, it goes to the searches.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { isSearchType } from './search-history.ts';
import { useSearchSession } from './search-session.tsx';
import { textValues } from './search-state.ts';

interface Rerun {
  type?: string;
  criteriaJson?: string;
}

function criteriaOf(json: string | undefined) {
  try {
    return textValues(JSON.parse(json ?? '{}'));
  } catch {
    return {};
  }
}

export function RerunSearch() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as Rerun;
  const { runLinkSearch } = useSearchSession();
  const started = useRef(false);
  const type = state.type;

  useEffect(() => {
    if (started.current || !isSearchType(type)) return;
    started.current = true;
    void runLinkSearch(type, criteriaOf(state.criteriaJson));
  }, [type, state.criteriaJson, runLinkSearch]);

  if (!isSearchType(type)) return <Navigate to="/search" replace />;
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
      {t('Running the search again')}
    </p>
  );
}
