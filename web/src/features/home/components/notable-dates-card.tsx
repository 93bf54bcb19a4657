// Notable dates: a table of index dates per record type, dates shown in the reader's format.
import { formatDate } from '@portal/shared/format/dates';
import type { HomeContent } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#src/i18n/index.ts';
import { Card } from './card.tsx';
import { CardTable } from './card-table.tsx';

export function NotableDatesCard({ table }: { table: HomeContent['notableDates'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card id="home-notable-dates" title={t('Notable Dates')}>
      {table.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No dates to show.')}</p>
      ) : (
        <CardTable
          head={table.headings.map((h, i) =>
            i === 0 ? (
              <td key="corner" />
            ) : (
              <th key={h} scope="col" className="px-1 py-1 sm:px-2 font-medium">
                {t(h)}
              </th>
            ),
          )}
          rows={table.rows}
          cells={(r) =>
            r.values.map((v, i) => (
              <td key={table.headings[i + 1] ?? i} className="px-1 py-1 sm:px-2 tabular-nums">
                {v ? formatDate(v, locale) : ''}
              </td>
            ))
          }
        />
      )}
    </Card>
  );
}
