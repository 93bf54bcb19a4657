// One file's entries in the order made: when, what, the criteria in words (or the document), the result and the
// index's verified-through date; a search has Run again, which opens the search area with its criteria.
import { formatDate, formatDateTime } from '@portal/shared/format/dates';
import type { SearchLogEntry } from '@portal/shared/search-log/types';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { currentLocale } from '#src/i18n/index.ts';

interface Props {
  entries: SearchLogEntry[];
  timeZone?: string;
  onRunAgain: (entry: SearchLogEntry) => void;
}

function useResultText() {
  const { t } = useTranslation();
  return (e: SearchLogEntry) => {
    if (e.kind === 'IMAGES') return t('{{count}} pages bought', { count: e.resultCount });
    if (e.kind === 'DETAILS') return t('Viewed');
    if (e.resultCount === 0) return t('None found: nothing more was found');
    return t('{{count}} found', { count: e.resultCount });
  };
}

export function EntriesTable({ entries, timeZone, onRunAgain }: Props) {
  const { t } = useTranslation();
  const result = useResultText();
  const kind = { SEARCH: t('Search'), DETAILS: t('Details'), IMAGES: t('Images') };
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('Search log entries')}</caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('When')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('What')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('Criteria or document')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('Result')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('Verified through')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              <span className="sr-only">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e, i) => (
            <tr key={`${e.at}-${i}`} className="align-top">
              <td className="whitespace-nowrap px-2 py-2">{formatDateTime(e.at, currentLocale(), timeZone)}</td>
              <td className="px-2 py-2">{kind[e.kind]}</td>
              <td className="px-2 py-2 text-slate-800">{e.description}</td>
              <td className={`px-2 py-2 ${e.kind === 'SEARCH' && e.resultCount === 0 ? 'italic' : ''}`}>{result(e)}</td>
              <td className="whitespace-nowrap px-2 py-2">
                {e.verifiedThrough ? formatDate(e.verifiedThrough, currentLocale()) : t('Not stated')}
              </td>
              <td className="px-2 py-2">
                {e.kind === 'SEARCH' && e.type && (
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap px-2 py-1"
                    onClick={() => onRunAgain(e)}
                    aria-label={t('Run again: {{description}}', { description: e.description })}
                  >
                    {t('Run again')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
