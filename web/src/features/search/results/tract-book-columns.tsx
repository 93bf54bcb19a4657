// The tract book results table: entry id, book/page, description and first legal, from/to dates.
import type { TractBookResultRow } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import { CountBadge } from '../components/count-badge.tsx';
import { showDate } from '../components/display.ts';
import type { CountyLabels } from '../search-titles.ts';
import type { Column } from './result-table.tsx';

export function tractBookColumns(t: TFunction, labels: CountyLabels): Array<Column<TractBookResultRow>> {
  return [
    { header: t('Tract Book ID'), sortKeys: ['id'], cell: (r) => <span className="font-semibold">{r.id}</span> },
    { header: t('{{book}}/Page', { book: labels.book }), sortKeys: ['bookAndPage'], cell: (r) => r.displayBookAndPage },
    {
      header: t('Description / Legal'),
      cell: (r) => (
        <>
          <div>{r.description}</div>
          <div>
            {r.firstLegal}
            <CountBadge count={r.legalCount} />
          </div>
        </>
      ),
    },
    {
      header: t('From Date / To Date'),
      sortKeys: ['fromDate', 'toDate'],
      cell: (r) => `${showDate(r.fromDate)} – ${r.toDate ? showDate(r.toDate) : t('Open')}`,
    },
  ];
}
