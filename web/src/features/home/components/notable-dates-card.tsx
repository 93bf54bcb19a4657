// Notable dates: a table of index dates per record type, dates shown in the reader's format.
import { formatDate } from '@portal/shared/format/dates';
import type { HomeContent } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#src/i18n/index.ts';
import { Card } from './card.tsx';

export function NotableDatesCard({ table }: { table: HomeContent['notableDates'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card id="home-notable-dates" title={t('Notable Dates')}>
      {table.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No dates to show.')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-xs sm:text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {table.headings.map((h, i) =>
                  i === 0 ? (
                    <td key="corner" />
                  ) : (
                    <th key={h} scope="col" className="px-1 py-1 sm:px-2 font-medium">
                      {t(h)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.label} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-1 py-1 sm:px-2 font-medium text-slate-700">
                    {t(r.label)}
                  </th>
                  {r.values.map((v, i) => (
                    <td key={table.headings[i + 1] ?? i} className="px-1 py-1 sm:px-2 tabular-nums">
                      {v ? formatDate(v, locale) : ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
