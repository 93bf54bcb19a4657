// The buttons above a results table (spec 2): Image (the user's imageRetrieval) or, for Torrens, Certificate (the
// user's certificateRetrieval), which open the image download flow; Tax and GIS (county search2 tax and map) on
// document results, which open the links window. With no row chosen they say 'Select a document.' or
// 'Select a certificate.'.
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

const docIdOf = (row: ResultRow) => ('docId' in row ? row.docId : '');
const instrumentOf = (row: ResultRow) => ('instrumentCode' in row ? row.instrumentCode : undefined);

export function ResultActions({ kind, selected }: { kind: ResultKind; selected: ResultRow | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const search2 = useCountyConfig().search2;
  const { openImage } = useImageDownload();
  const [message, setMessage] = useState('');
  const [links, setLinks] = useState<LinkSystem | null>(null);
  const torrens = kind === 'torrens';

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
      <span role="status" aria-live="polite" className="text-sm font-medium text-red-700">
        {message ? t(message) : ''}
      </span>
      {links && selected && <LinksModal system={links} docId={docIdOf(selected)} onClose={() => setLinks(null)} />}
    </div>
  );
}
