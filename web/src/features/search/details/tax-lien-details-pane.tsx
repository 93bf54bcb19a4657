// The tax lien detail pane (spec 2): instrument, lien type badge, document number (a lien document search),
// recorded, lien and instrument dates, lien number, total, and the taxpayers (a taxpayer search each), revisions
// and releases tables. A payment answer opens the payment windows and shows no details.
import type { TaxLienDetails } from '@portal/shared/search/details';
import type { TaxLienResultRow } from '@portal/shared/search/results';
import { useTranslation } from 'react-i18next';
import { getTaxLienDetails } from '../api/get-tax-lien-details.ts';
import { showDate, showMoney } from '../components/display.ts';
import { LinkButton } from '../components/link-button.tsx';
import { lienTypeLabel } from '../components/record-labels.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { applySearchAnswer } from '../search-history.ts';
import { useSearchSession } from '../search-session.tsx';
import { DetailFields } from './detail-fields.tsx';
import { DetailPaneFrame } from './detail-pane-frame.tsx';
import { SubTable } from './sub-table.tsx';
import { useDetails } from './use-details.ts';
import { useLinkSearches } from './use-link-searches.ts';

export function TaxLienDetailsPane({ row }: { row: TaxLienResultRow }) {
  const { t } = useTranslation();
  const { askPayment } = useSearchSession();
  const links = useLinkSearches();
  const state = useDetails<TaxLienDetails>(row.docId, async () => {
    const answer = await getTaxLienDetails({ docId: row.docId, description: row.displayDocNumber });
    applySearchAnswer({ usageBalance: answer.usageBalance });
    if (askPayment(answer, 'taxLienDetails', () => state.reload())) return null;
    return answer.details;
  });

  const lienDocument = (docType: string, docNumber: string, display: string) =>
    docNumber ? (
      <LinkButton onClick={() => void links.byLienDocument(docType, docNumber)}>{display || docNumber}</LinkButton>
    ) : (
      ''
    );

  return (
    <DetailPaneFrame
      label={t('Tax Lien Details')}
      state={state}
      heading={(d) => d.instrumentDescription}
      badges={(d) => d.lienType && <StatusBadge tone="red">{lienTypeLabel(t, d.lienType)}</StatusBadge>}
    >
      {(d) => (
        <>
          <DetailFields
            items={[
              [t('Document Number'), lienDocument(d.docType, d.docNumber, d.displayDocNumber)],
              [t('Recorded Date'), showDate(d.recordedDate)],
              [t('Lien Date'), showDate(d.lienDate)],
              [t('Lien Number'), d.lienNumber],
              [t('Instrument Date'), showDate(d.instrumentDate)],
              [t('Total Amount'), showMoney(d.totalAmountCents)],
            ]}
          />
          <SubTable
            title={t('Taxpayers')}
            headers={[t('Name'), t('Address')]}
            rows={d.taxpayerSearchResults}
            cells={(p) => [
              <LinkButton key="n" onClick={() => void links.byTaxpayer(p.name)}>
                {p.name}
              </LinkButton>,
              p.displayAddress,
            ]}
          />
          <SubTable
            title={t('Revisions')}
            headers={[t('Flag'), t('Document')]}
            rows={d.revisionSearchResults}
            cells={(r) => [r.flag, lienDocument(r.docType, r.docNumber, r.displayDocNumber)]}
          />
          <SubTable
            title={t('Releases')}
            headers={[t('Partial/Full'), t('Released By'), t('Release Date'), t('Revoked By'), t('Revoke Date')]}
            rows={d.releaseSearchResults}
            cells={(r) => [
              r.partialFullFlag === 'P' ? t('Partial') : t('Full'),
              lienDocument(r.releaseDocType, r.releaseDocNumber, r.releaseDisplayDocNumber),
              showDate(r.releaseDate),
              lienDocument(r.revokeDocType, r.revokeDocNumber, r.revokeDisplayDocNumber),
              showDate(r.revokeDate),
            ]}
          />
        </>
      )}
    </DetailPaneFrame>
  );
}
