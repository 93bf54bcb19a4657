// The buttons above a results table (spec 2): Image (the user's imageRetrieval) or, for Torrens, Certificate (the
// user's certificateRetrieval), which open the image download flow; Tax and GIS (county search2 tax and map) on
// document results, which open the links window. With no row chosen they say 'Select a document.' or
// 'Select a certificate.'. Beside them, what opening a row's details costs when the user pays for it (issue 18):
// choosing a row opens its details, so the price is said before the click.
import { searchMessages } from '@portal/shared/search/messages';
import type { ResultKind } from '@portal/shared/search/result-kinds';
import type { ResultRow } from '@portal/shared/search/results';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useImageDownload } from '#src/lib/image-download.ts';
import type { LinkSystem } from '../api/get-parcel-links.ts';
import { LinksModal } from '../components/links-modal.tsx';
import { usePrice } from '../components/use-prices.ts';

const docIdOf = (row: ResultRow) => ('docId' in row ? row.docId : '');
const instrumentOf = (row: ResultRow) => ('instrumentCode' in row ? row.instrumentCode : undefined);

/** The priced detail pane of a kind of results (the others' details are free). */
const pricedDetails: Partial<Record<ResultKind, string>> = { documents: 'documentDetails', taxLiens: 'taxLienDetails' };

export function ResultActions({ kind, selected }: { kind: ResultKind; selected: ResultRow | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const search2 = useCountyConfig().search2;
  const { openImage } = useImageDownload();
  const [message, setMessage] = useState('');
  const [links, setLinks] = useState<LinkSystem | null>(null);
  const torrens = kind === 'torrens';
  const detailsPrice = usePrice(pricedDetails[kind] ?? '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice clears the message
  useEffect(() => setMessage(''), [selected]);

  const withSelected = (act: (row: ResultRow) => void) => () => {
    if (!selected) return setMessage(torrens ? searchMessages.selectCertificate : searchMessages.selectDocument);
    setMessage('');
    act(selected);
  };
  const image = withSelected((row) =>
    openImage({ docType: row.docType, docNumber: row.docNumber, instrumentCode: instrumentOf(row) }),
  );
  const showImage = torrens ? user?.certificateRetrieval : user?.imageRetrieval;
  const documents = kind === 'documents';

  return (
    <div className="flex flex-wrap items-center gap-2">
      {showImage && (
        <Button variant="secondary" onClick={image}>
          {torrens ? t('Certificate') : t('Image')}
        </Button>
      )}
      {documents && search2?.tax && (
        <Button variant="secondary" onClick={withSelected(() => setLinks('tax'))}>
          {t('Tax')}
        </Button>
      )}
      {documents && search2?.map && (
        <Button variant="secondary" onClick={withSelected(() => setLinks('gis'))}>
          {t('GIS')}
        </Button>
      )}
      {detailsPrice && (
        <span className="text-sm text-slate-700">
          {kind === 'taxLiens'
            ? t('Opening a tax lien’s details costs {{price}} each time.', { price: detailsPrice })
            : t('Opening a document’s details costs {{price}} each time.', { price: detailsPrice })}
        </span>
      )}
      <span role="status" aria-live="polite" className="text-sm font-medium text-red-700">
        {message ? t(message) : ''}
      </span>
      {links && selected && <LinksModal system={links} docId={docIdOf(selected)} onClose={() => setLinks(null)} />}
    </div>
  );
}
