// Recent Searches (spec 2, not for GUEST): a numbered link per past search (entry 1 'Current') to its form filled
// with that search's criteria, and a button that runs it again at once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { historyOf, isSearchType } from '../search-history.ts';
import { useSearchSession } from '../search-session.tsx';
import { textValues } from '../search-state.ts';

function parse(json: string): Record<string, string> {
  try {
    return textValues(JSON.parse(json));
  } catch {
    return {};
  }
}

export function RecentSearches() {
  const { t } = useTranslation();
  const headingId = useId();
  const { runLinkSearch } = useSearchSession();
  const history = historyOf(useCurrentUser());
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('Recent Searches')}
      </h2>
      {history.length === 0 && <p className="text-sm text-slate-500">{t('No recent searches.')}</p>}
      <ol className="space-y-2">
        {history.map((entry, i) => {
          const n = i + 1;
          const type = entry.type;
          if (!isSearchType(type)) return null;
          return (
            <li key={`${n}-${entry.criteriaJson}`} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/search/${type}/${n}`}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                  aria-label={t('Search history {{n}}: {{description}}', {
                    n: n === 1 ? t('Current') : n,
                    description: entry.longDescription,
                  })}
                >
                  {n === 1 ? t('Current') : n}
                </Link>
                <p className="truncate text-xs text-slate-600" title={entry.longDescription}>
                  {entry.longDescription}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void runLinkSearch(type, parse(entry.criteriaJson))}
                className="rounded px-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                aria-label={t('Run search {{n}} again', { n })}
                title={t('Run search {{n}} again', { n })}
              >
                ↻
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
