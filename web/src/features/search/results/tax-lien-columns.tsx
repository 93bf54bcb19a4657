// The tax lien results table (spec 2): instrument and document number, recorded and lien dates, lien number and
// first taxpayer, first revision and release/revoke numbers with a 'more' badge.
import type { TaxLienResultRow } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import { CountBadge, MoreBadge } from '../components/count-badge.tsx';
import { showDate } from '../components/display.ts';
import type { Column } from './result-table.tsx';

export function taxLienColumns(t: TFunction): Array<Column<TaxLienResultRow>> {
  return [
    {
      header: t('Instrument / Document Number'),
      sortKeys: ['docNumber'],
      cell: (r) => (
        <>
          <div>{r.instrumentDescription}</div>
          <div className="font-semibold">{r.displayDocNumber || r.docNumber}</div>
        </>
      ),
    },
    {
      header: t('Recorded / Lien Date'),
      sortKeys: ['recordedDate', 'lienDate'],
      cell: (r) => (
        <>
          <div>{showDate(r.recordedDate)}</div>
          <div>{showDate(r.lienDate)}</div>
        </>
      ),
    },
    {
      header: t('Lien Number / Taxpayer'),
      sortKeys: ['lienNumber', 'taxpayer'],
      cell: (r) => (
        <>
          <div>{r.lienNumber}</div>
          <div>
            {r.taxpayer}
            <CountBadge count={r.taxpayerCount} />
          </div>
        </>
      ),
    },
    {
      header: t('Revision / Release'),
      cell: (r) => (
        <>
          <div>
            {r.firstRevision}
            <CountBadge count={r.revisionCount} />
          </div>
          <div>
            {[r.firstRelease, r.firstRevoke].filter(Boolean).join(' / ')}
            <MoreBadge count={r.releaseCount} />
          </div>
        </>
      ),
    },
  ];
}
