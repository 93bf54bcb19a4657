// The Torrens certificate detail pane (spec 2): status badge, certificate number, file number (counties that use
// them), certified date, book/page and, for a cancelled certificate, the Cancelled By certificates (a certificate
// search each), and the certificate's chain of title.
import type { TorrensDetails } from '@portal/shared/search/details';
import type { TorrensResultRow } from '@portal/shared/search/results';
import { useTranslation } from 'react-i18next';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { getTorrensDetails } from '../api/get-torrens-details.ts';
import { showDate } from '../components/display.ts';
import { LinkButton } from '../components/link-button.tsx';
import { certificateStatusLabel } from '../components/record-labels.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { useCountyLabels } from '../search-titles.ts';
import { ChainLinks, certificateLand } from './chain-links.tsx';
import { DetailFields } from './detail-fields.tsx';
import { DetailPaneFrame } from './detail-pane-frame.tsx';
import { useDetails } from './use-details.ts';
import { useLinkSearches } from './use-link-searches.ts';

const tone = (status: string) => (status === 'ACTIVE' ? 'green' : status === 'CANCELLED' ? 'red' : 'amber');

export function TorrensDetailsPane({ row }: { row: TorrensResultRow }) {
  const { t } = useTranslation();
  const labels = useCountyLabels();
  const fileNumbers = useCountyConfig().landlink?.fileNumbers === true;
  const links = useLinkSearches();
  const state = useDetails<TorrensDetails>(row.id, () => getTorrensDetails(row.certificateNumber));
  return (
    <DetailPaneFrame
      label={t('{{torrens}} Certificate', { torrens: labels.torrens })}
      state={state}
      heading={(d) => d.certificateNumber}
      badges={(d) => <StatusBadge tone={tone(d.status)}>{certificateStatusLabel(t, d.status)}</StatusBadge>}
    >
      {(d) => (
        <>
          <DetailFields
            items={[
              [t('Certificate Number'), d.certificateNumber],
              [t('File Number'), fileNumbers && d.fileNumber],
              [t('Certified Date'), showDate(d.certifiedDate)],
              [t('{{book}}/Page', { book: labels.book }), d.displayBookAndPage],
            ]}
          />
          {d.cancelledBySearchResults.length > 0 && (
            <section>
              <h3 className="text-sm font-semibold text-slate-800">{t('Cancelled By')}</h3>
              <ul className="flex flex-wrap gap-x-4 text-sm">
                {d.cancelledBySearchResults.map((c) => (
                  <li key={c.cancelledByCertificateId}>
                    <LinkButton onClick={() => void links.byCertificate(c.cancelledByCertificateNumber)}>
                      {c.cancelledByCertificateNumber}
                    </LinkButton>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ChainLinks lands={[certificateLand(d.certificateNumber)]} />
        </>
      )}
    </DetailPaneFrame>
  );
}
