// What each kind of results shows (spec 2 'Result screens'): its title, table columns, row id, sort choices and
// detail pane.
import type { ResultKind } from '@portal/shared/search/result-kinds';
import type { ResultRow, ResultRows } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { BookReferenceDetailsPane } from '../details/book-reference-details-pane.tsx';
import { DocumentDetailsPane } from '../details/document-details-pane.tsx';
import { TaxLienDetailsPane } from '../details/tax-lien-details-pane.tsx';
import { TorrensDetailsPane } from '../details/torrens-details-pane.tsx';
import { TractBookDetailsPane } from '../details/tract-book-details-pane.tsx';
import type { CountyLabels } from '../search-titles.ts';
import { bookReferenceColumns } from './book-reference-columns.tsx';
import { documentColumns } from './document-columns.tsx';
import type { Column } from './result-table.tsx';
import { taxLienColumns } from './tax-lien-columns.tsx';
import { torrensColumns } from './torrens-columns.tsx';
import { tractBookColumns } from './tract-book-columns.tsx';

export interface ViewContext {
  t: TFunction;
  labels: CountyLabels;
  fileNumbers: boolean;
}

export interface ResultView<R> {
  title: (c: ViewContext) => string;
  columns: (c: ViewContext) => Array<Column<R>>;
  rowId: (row: R) => string;
  sortOptions: (c: ViewContext) => Array<{ value: string; label: string }>;
  Details: ComponentType<{ row: R }>;
}

const bookPage = ({ t, labels }: ViewContext) => t('{{book}}/Page', { book: labels.book });

const views: { [K in ResultKind]: ResultView<ResultRows[K]> } = {
  documents: {
    title: ({ t }) => t('Search Results'),
    columns: ({ t, labels }) => documentColumns(t, labels),
    rowId: (r) => r.docId,
    sortOptions: (c) => [
      { value: 'docNumber', label: c.t('Document Number') },
      { value: 'recordedDate', label: c.t('Recorded Date') },
      { value: 'instrument', label: c.t('Instrument') },
      { value: 'bookAndPage', label: bookPage(c) },
      { value: 'grantor', label: c.t('Grantor') },
      { value: 'grantee', label: c.t('Grantee') },
    ],
    Details: DocumentDetailsPane,
  },
  taxLiens: {
    title: ({ t }) => t('Tax Lien Search Results'),
    columns: ({ t }) => taxLienColumns(t),
    rowId: (r) => r.docId,
    sortOptions: ({ t }) => [
      { value: 'docNumber', label: t('Document Number') },
      { value: 'recordedDate', label: t('Recorded Date') },
      { value: 'lienDate', label: t('Lien Date') },
      { value: 'lienNumber', label: t('Lien Number') },
      { value: 'taxpayer', label: t('Taxpayer') },
    ],
    Details: TaxLienDetailsPane,
  },
  torrens: {
    title: ({ t, labels }) => t('{{torrens}} Search Results', { torrens: labels.torrens }),
    columns: ({ t, labels, fileNumbers }) => torrensColumns(t, labels, fileNumbers),
    rowId: (r) => r.id,
    sortOptions: (c) =>
      [
        { value: 'recordedDate', label: c.t('Certified Date') },
        { value: 'certificateNumber', label: c.t('Certificate Number') },
        { value: 'fileNumber', label: c.t('File Number') },
        { value: 'bookAndPage', label: bookPage(c) },
        { value: 'status', label: c.t('Status') },
      ].filter((o) => c.fileNumbers || o.value !== 'fileNumber'),
    Details: TorrensDetailsPane,
  },
  bookReferences: {
    title: ({ t }) => t('Grantor Grantee Book Search Results'),
    columns: ({ t }) => bookReferenceColumns(t),
    rowId: (r) => r.id,
    sortOptions: ({ t }) => [
      { value: 'id', label: t('Reference Number') },
      { value: 'type', label: t('Type') },
      { value: 'fromName', label: t('From Name') },
      { value: 'toName', label: t('To Name') },
      { value: 'fromDate', label: t('From Date') },
      { value: 'toDate', label: t('To Date') },
    ],
    Details: BookReferenceDetailsPane,
  },
  tractBooks: {
    title: ({ t }) => t('Tract Book Search Results'),
    columns: ({ t, labels }) => tractBookColumns(t, labels),
    rowId: (r) => r.id,
    sortOptions: (c) => [
      { value: 'id', label: c.t('Tract Book ID') },
      { value: 'bookAndPage', label: bookPage(c) },
      { value: 'fromDate', label: c.t('From Date') },
      { value: 'toDate', label: c.t('To Date') },
    ],
    Details: TractBookDetailsPane,
  },
};

/** The view of a kind, for code that handles any kind of row. */
export const resultView = (kind: ResultKind) => views[kind] as unknown as ResultView<ResultRow>;
