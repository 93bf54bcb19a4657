// The grantor-grantee book results table (spec 2): reference id, type, from/to names, from/to dates.
import type { BookReferenceResultRow } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import { showDate } from '../components/display.ts';
import type { Column } from './result-table.tsx';

export function bookReferenceColumns(t: TFunction): Array<Column<BookReferenceResultRow>> {
  return [
    { header: t('Reference Number'), cell: (r) => <span className="font-semibold">{r.id}</span> },
    { header: t('Type'), cell: (r) => r.type },
    { header: t('From Name / To Name'), cell: (r) => `${r.fromName} – ${r.toName}` },
    { header: t('From Date / To Date'), cell: (r) => `${showDate(r.fromDate)} – ${showDate(r.toDate)}` },
  ];
}
