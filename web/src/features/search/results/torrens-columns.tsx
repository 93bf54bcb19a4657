// The Torrens results table (spec 2): certificate number with its short status, file number (counties that use
// them), certified date, book/page and status.
import type { TorrensResultRow } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import { showDate } from '../components/display.ts';
import { certificateStatusLabel } from '../components/record-labels.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import type { CountyLabels } from '../search-titles.ts';
import type { Column } from './result-table.tsx';

export function torrensColumns(
  t: TFunction,
  labels: CountyLabels,
  fileNumbers: boolean,
): Array<Column<TorrensResultRow>> {
  const columns: Array<Column<TorrensResultRow> | false> = [
    {
      header: t('Certificate'),
      sortKeys: ['certificateNumber'],
      cell: (r) => (
        <span className="font-semibold">
          {r.certificateNumber} <StatusBadge>{r.shortStatus}</StatusBadge>
        </span>
      ),
    },
    fileNumbers && { header: t('File Number'), sortKeys: ['fileNumber'], cell: (r) => r.fileNumber },
    { header: t('Certified Date'), sortKeys: ['recordedDate'], cell: (r) => showDate(r.certifiedDate) },
    { header: t('{{book}}/Page', { book: labels.book }), sortKeys: ['bookAndPage'], cell: (r) => r.displayBookAndPage },
    { header: t('Status'), sortKeys: ['status'], cell: (r) => certificateStatusLabel(t, r.status) },
  ];
  return columns.filter((c): c is Column<TorrensResultRow> => !!c);
}
