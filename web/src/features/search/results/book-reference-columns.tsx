// The grantor-grantee book results table (spec 2): reference id, type, from/to names, from/to dates.
import type { BookReferenceResultRow } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import { showDate } from '../components/display.ts';
import type { Column } from './result-table.tsx';

export function bookReferenceColumns(t: TFunction): Array<Column<BookReferenceResultRow>> {
  return [
    { header: t('Reference Number'), sortKeys: ['id'], cell: (r) => <span className="font-semibold">{r.id}</span> },
    { header: t('Type'), sortKeys: ['type'], cell: (r) => r.type },
    { header: t('From Name / To Name'), sortKeys: ['fromName', 'toName'], cell: (r) => `${r.fromName} – ${r.toName}` },
    {
      header: t('From Date / To Date'),
      sortKeys: ['fromDate', 'toDate'],
      cell: (r) => `${showDate(r.fromDate)} – ${showDate(r.toDate)}`,
    },
  ];
}
