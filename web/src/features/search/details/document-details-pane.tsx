// The document detail pane (spec 2 'Detail panes'): instrument, verified badge, number, recorded date and time,
// instrument date, book/page, amounts, Torrens certificates (docType T), grantors/grantees, legal descriptions
// (with the Details pop-up), reference documents, additional info and display-only fields. Names, references and
// certificates start new searches. A payment answer opens the payment windows and shows no details.
import type { DocumentDetails, PartyResult } from '@portal/shared/search/details';
import type { DocumentResultRow } from '@portal/shared/search/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { getDocumentDetails } from '../api/get-document-details.ts';
import { showDate, showMoney } from '../components/display.ts';
import { LinkButton } from '../components/link-button.tsx';
import { certificateStatusLabel } from '../components/record-labels.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { applySearchAnswer } from '../search-history.ts';
import { useSearchSession } from '../search-session.tsx';
import { useCountyLabels } from '../search-titles.ts';
import { AddressFields } from './address-fields.tsx';
import { ChainLinks, documentLands } from './chain-links.tsx';
import { DetailFields } from './detail-fields.tsx';
import { DetailPaneFrame } from './detail-pane-frame.tsx';
import { LegalDetailsModal } from './legal-details-modal.tsx';
import { SubTable } from './sub-table.tsx';
import { TractFields } from './tract-fields.tsx';
import { useDetails } from './use-details.ts';
import { useLinkSearches } from './use-link-searches.ts';

export function DocumentDetailsPane({ row }: { row: DocumentResultRow }) {
  const { t } = useTranslation();
  const { askPayment } = useSearchSession();
  const labels = useCountyLabels();
  const links = useLinkSearches();
  const [legalDetails, setLegalDetails] = useState(false);
  const state = useDetails<DocumentDetails>(row.docId, async () => {
    const answer = await getDocumentDetails({ docId: row.docId, description: row.displayDocNumber });
    applySearchAnswer({ usageBalance: answer.usageBalance });
    if (askPayment(answer, 'documentDetails', () => state.reload())) return null;
    return answer.details;
  });

  const name = (p: PartyResult | undefined) =>
    p ? <LinkButton onClick={() => void links.byName(p)}>{p.displayName}</LinkButton> : '';

  return (
    <DetailPaneFrame
      label={t('Document Details')}
      state={state}
      heading={(d) => d.instrumentDescription}
      badges={(d) => (
        <StatusBadge tone={d.verifiedStatus === 'VERIFIED' ? 'green' : 'amber'}>
          {d.verifiedStatus === 'VERIFIED' ? t('Verified', { context: 'status' }) : t('Unverified')}
        </StatusBadge>
      )}
    >
      {(d) => {
        const parties = Array.from(
          { length: Math.max(d.grantorSearchResults.length, d.granteeSearchResults.length) },
          (_, i) => [d.grantorSearchResults[i], d.granteeSearchResults[i]] as const,
        );
        return (
          <>
            <DetailFields
              items={[
                [t('Document Number'), d.displayDocNumber || d.docNumber],
                [t('Recorded'), `${showDate(d.recordedDate)} ${d.recordedTime} ${d.recordedAmPm}`.trim()],
                [t('Instrument Date'), showDate(d.instrumentDate)],
                [t('{{book}}/Page', { book: labels.book }), d.displayBookAndPage],
                [t('Sale Price'), showMoney(d.salePriceCents)],
                [t('Mortgage Amount'), showMoney(d.mortgageAmountCents)],
              ]}
            />
            {d.docType === 'T' && (
              <SubTable
                title={t('Torrens Certificates')}
                headers={[t('Certificate'), t('Status')]}
                rows={d.torrensSearchResults}
                cells={(c) => [
                  <LinkButton key="c" onClick={() => void links.byCertificate(c.certificateNumber)}>
                    {c.certificateNumber}
                  </LinkButton>,
                  certificateStatusLabel(t, c.status),
                ]}
              />
            )}
            <SubTable
              title={t('Grantors/Grantees')}
              headers={[t('Grantors'), t('Grantees')]}
              rows={parties}
              cells={([grantor, grantee]) => [name(grantor), name(grantee)]}
            />
            <SubTable
              title={t('Legal Description')}
              headers={[t('Description'), t('Comment')]}
              rows={d.legalSearchResults}
              cells={(l) => [l.description, l.comment]}
              action={
                <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setLegalDetails(true)}>
                  {t('Details')}
                </Button>
              }
            />
            <TractFields tracts={d.tractSearchResults} matched={row.tract} />
            <AddressFields addressSearchResults={d.addressSearchResults} parcelIds={d.parcelIds} />
            <ChainLinks lands={documentLands(d)} />
            <SubTable
              title={t('Reference Documents')}
              headers={[t('Document Number'), t('Instrument')]}
              rows={d.referenceDocumentSearchResults}
              cells={(r) => [
                <LinkButton key="r" onClick={() => void links.byDocument(r.docType, r.docNumber)}>
                  {r.displayDocNumber || r.docNumber}
                </LinkButton>,
                r.instrumentDescription,
              ]}
            />
            {d.additionalInfoSearchResults.length > 0 && (
              <section>
                <h3 className="text-sm font-semibold text-slate-800">{t('Additional Information')}</h3>
                <ul className="list-disc pl-5 text-sm">
                  {d.additionalInfoSearchResults.map((text, i) => (
                    <li key={i}>{text}</li>
                  ))}
                </ul>
              </section>
            )}
            <DetailFields items={d.displayOnlySearchResults.map((f) => [f.label, f.value])} />
            {legalDetails && <LegalDetailsModal docId={d.docId} onClose={() => setLegalDetails(false)} />}
          </>
        );
      }}
    </DetailPaneFrame>
  );
}
