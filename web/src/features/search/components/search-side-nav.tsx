// The search area's side navigation (spec 2): Search By and Special Searches, each sorted by name and showing
// only what the county and the user's searchList allow, then Recent Searches for every role but GUEST. A skip link
// comes first (shown when focused): without it the form's first field is some 27 Tabs past the Search tab.
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { SideNav } from '#src/components/side-nav.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { type SearchEntry, type SearchGroup, searchEntries } from '../available-searches.ts';
import { useSearchTitle } from '../search-titles.ts';
import { SEARCH_FORM_ID, SEARCH_RESULTS_ID } from '../skip-targets.ts';
import { RecentSearches } from './recent-searches.tsx';
import { TitleFileField } from './title-file-field.tsx';

function EntryGroup({ heading, entries }: { heading: string; entries: SearchEntry[] }) {
  const headingId = useId();
  if (!entries.length) return null;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {heading}
      </h2>
      <ul className="space-y-0.5">
        {entries.map((e) => (
          <li key={e.type}>
            <NavLink
              to={`/search/${e.type}`}
              className={({ isActive }) =>
                `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {e.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SearchNavigation() {
  const { t } = useTranslation();
  const config = useCountyConfig();
  const user = useCurrentUser();
  const title = useSearchTitle();
  const entries = (group: SearchGroup) => searchEntries(group, config, user?.searchList ?? [], title);
  // The county's configuration decides the entries: until it comes, Recent Searches would show alone and then be
  // pushed down by them (a layout shift on a results deep link), so the list waits for it whole.
  if (!config.common) return null;
  return (
    <nav aria-label={t('Searches')} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      {user && user.role !== 'GUEST' && <TitleFileField />}
      <EntryGroup heading={t('Search By')} entries={entries('searchBy')} />
      <EntryGroup heading={t('Special Searches')} entries={entries('special')} />
      {config.search2?.chainOfTitle !== false && (
        <p className="mb-5">
          {/* issue 32: the chain of title of a piece of land, its own screen */}
          <NavLink
            to="/chainOfTitle"
            className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
          >
            {t('Chain of title')}
          </NavLink>
        </p>
      )}
      {user && user.role !== 'GUEST' && <RecentSearches />}
    </nav>
  );
}

/** Moves focus to the form (or the results heading) itself: following the #hash would make the router remount
 *  the form and lose what was typed. */
function SkipLink() {
  const { t } = useTranslation();
  const results = useLocation().pathname.endsWith('Results');
  const target = results ? SEARCH_RESULTS_ID : SEARCH_FORM_ID;
  const skip = (e: MouseEvent) => {
    e.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:mb-2 focus:block focus:rounded-md focus:border focus:border-brand-600 focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700"
    >
      {results ? t('Skip to results') : t('Skip to search form')}
    </a>
  );
}

export function SearchSideNav() {
  return (
    <SideNav>
      <SkipLink />
      <SearchNavigation />
    </SideNav>
  );
}
