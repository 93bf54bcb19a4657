// /search/* and /externalsearch/*: mounted lazily by app/areas.tsx. The search area's side navigation, its forms
// (spec 2 'Routes'), results screens and the deep links, all inside one search session.
import { Navigate, Route, Routes } from 'react-router-dom';
import { SearchSideNav } from './components/search-side-nav.tsx';
import { ExternalSearchRun } from './external-search.tsx';
import { RerunSearch } from './rerun-search.tsx';
import { ResultsPage } from './results/results-page.tsx';
import { DefaultSearch, HistoryRedirect, SearchFormRoute } from './search-form-route.tsx';
import { SearchSessionProvider } from './search-session.tsx';

export default function SearchArea() {
  return (
    <SearchSessionProvider>
      <SearchSideNav />
      <Routes>
        <Route index element={<DefaultSearch />} />
        <Route path="SearchResults" element={<ResultsPage kind="documents" />} />
        <Route path="TaxLienSearchResults" element={<ResultsPage kind="taxLiens" />} />
        <Route path="TorrensSearchResults" element={<ResultsPage kind="torrens" />} />
        <Route path="GrantorGranteeBookSearchResults" element={<ResultsPage kind="bookReferences" />} />
        <Route path="TractBookSearchResults" element={<ResultsPage kind="tractBooks" />} />
        <Route path="searchHistory/:searchType/:historyNumber" element={<HistoryRedirect />} />
        <Route path="rerun" element={<RerunSearch />} />
        <Route path=":searchType" element={<SearchFormRoute />} />
        <Route path=":searchType/:historyNumber" element={<SearchFormRoute />} />
        <Route path="*" element={<Navigate to="/search" replace />} />
      </Routes>
    </SearchSessionProvider>
  );
}

/** /externalsearch/parcelid/{id} and /externalsearch/documentnumber/{id}. The side navigation shows while the
 *  search runs too: appearing only with the results, it shifted the whole screen right (CLS 0.17). */
export function ExternalSearch() {
  return (
    <SearchSessionProvider>
      <SearchSideNav />
      <Routes>
        <Route path="parcelid/:id" element={<ExternalSearchRun link="parcelid" />} />
        <Route path="documentnumber/:id" element={<ExternalSearchRun link="documentnumber" />} />
        <Route path="*" element={<Navigate to="/search" replace />} />
      </Routes>
    </SearchSessionProvider>
  );
}
