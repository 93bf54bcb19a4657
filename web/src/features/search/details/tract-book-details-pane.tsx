// The tract book entry detail pane: book/page, description, from and to dates, legal descriptions.
import type { TractBookDetails } from '@portal/shared/search/details';
import type { TractBookResultRow } from '@portal/shared/search/results';
import { useTranslation } from 'react-i18next';
import { getTractBookDetails } from '../api/get-tract-book-details.ts';
import { showDate } from '../components/display.ts';
import { useCountyLabels } from '../search-titles.ts';
import { DetailFields } from './detail-fields.tsx';
import { DetailPaneFrame } from './detail-pane-frame.tsx';
import { SubTable } from './sub-table.tsx';
import { useDetails } from './use-details.ts';

export function TractBookDetailsPane({ row }: { row: TractBookResultRow }) {
  const { t } = useTranslation();
  const labels = useCountyLabels();
  const state = useDetails<TractBookDetails>(row.id, () => getTractBookDetails(row.id));
  return (
    <DetailPaneFrame label={t('Tract Book Entry')} state={state} heading={(d) => d.id}>
      {(d) => (
        <>
          <DetailFields
            items={[
              [t('{{book}}/Page', { book: labels.book }), d.displayBookAndPage],
              [t('Description'), d.description],
              [t('From Date'), showDate(d.fromDate)],
              [t('To Date'), d.toDate ? showDate(d.toDate) : t('Open')],
            ]}
          />
          <SubTable
            title={t('Legal Description')}
            headers={[t('Description'), t('Comment')]}
            rows={d.legalSearchResults}
            cells={(l) => [l.description, l.comment]}
          />
        </>
      )}
    </DetailPaneFrame>
  );
}
