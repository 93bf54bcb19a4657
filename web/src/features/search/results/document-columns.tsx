// The document results table (spec 2): instrument and document number; recorded date and book/page; first
// grantor and grantee with count badges; first reference and legal with count badges, and the tract a tract index
// search matched (island, village, parcel).
import type { DocumentResultRow } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CountBadge } from '../components/count-badge.tsx';
import { showDate } from '../components/display.ts';
import type { CountyLabels } from '../search-titles.ts';
import type { Column } from './result-table.tsx';

const Line = ({ children }: { children: ReactNode }) => <div>{children}</div>;

export function documentColumns(t: TFunction, labels: CountyLabels): Array<Column<DocumentResultRow>> {
  return [
    {
      header: t('Instrument / Document Number'),
      sortKeys: ['instrument', 'docNumber'],
      cell: (r) => (
        <>
          <Line>{r.instrumentDescription}</Line>
          <Line>
            <span className="font-semibold">{r.displayDocNumber || r.docNumber}</span>
          </Line>
        </>
      ),
    },
    {
      header: t('Recorded / {{book}}/Page', { book: labels.book }),
      sortKeys: ['recordedDate', 'bookAndPage'],
      cell: (r) => (
        <>
          <Line>{showDate(r.recordedDate)}</Line>
          <Line>{r.displayBookAndPage}</Line>
        </>
      ),
    },
    {
      header: t('Grantors / Grantees'),
      sortKeys: ['grantor', 'grantee'],
      cell: (r) => (
        <>
          <Line>
            {r.grantor}
            <CountBadge count={r.grantorCount} />
          </Line>
          <Line>
            {r.grantee}
            <CountBadge count={r.granteeCount} />
          </Line>
        </>
      ),
    },
    {
      header: t('References / Legals'),
      cell: (r) => (
        <>
          <Line>
            {r.firstReference}
            <CountBadge count={r.referenceCount} />
          </Line>
          {r.tract && <Line>{t('Tract {{parcelId}}, {{village}}, {{island}}', { ...r.tract })}</Line>}
          <Line>
            {r.firstLegal}
            <CountBadge count={r.legalCount} />
          </Line>
        </>
      ),
    },
  ];
}
