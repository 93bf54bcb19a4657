// A chain of title as the examiner reads it: the land, the county's disclaimer, the downloads, the vested owner with
// the deed, the open encumbrances (oldest first, amounts), the released ones behind a disclosure button, a Torrens
// certificate's status and memorials not on file, then every document by group.
import type { ChainOfTitleResponse } from '@portal/shared/chain-of-title/chain';
import { formatDate } from '@portal/shared/format/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { ChainGroups } from './chain-groups.tsx';
import { EncumbranceTable } from './encumbrance-table.tsx';
import { recorded, rowId } from './show.ts';

export function ChainReport(props: {
  report: ChainOfTitleResponse;
  onDownload: (kind: 'pdf' | 'xlsx') => void;
  downloading: boolean;
}) {
  const { t } = useTranslation();
  const { report } = props;
  const { chain } = report;
  const byId = useMemo(() => new Map(chain.documents.map((d) => [d.docId, d])), [chain]);
  const [showReleased, setShowReleased] = useState(false);
  const owner = chain.vestedOwner;
  const cert = report.certificate;

  return (
    <article aria-labelledby="chain-land" className="mt-6">
      <h2 id="chain-land" className="text-xl font-semibold text-slate-900">
        {report.land}
      </h2>
      <p className="text-sm text-slate-700">
        {t('{{count}} documents recorded on this land', { count: report.documentCount })}
        {report.verifiedThrough &&
          ` · ${t('Index verified through {{date}}', { date: formatDate(report.verifiedThrough, currentLocale()) })}`}
      </p>
      {report.truncated && (
        <p className="mt-1 text-sm text-amber-900">
          {t('This land has more documents than a chain shows: the newest {{count}} are shown.', {
            count: report.documentCount,
          })}
        </p>
      )}
      <p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900">
        {report.disclaimer}
      </p>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" disabled={props.downloading} onClick={() => props.onDownload('pdf')}>
          {t('Download PDF')}
        </Button>
        <Button variant="secondary" disabled={props.downloading} onClick={() => props.onDownload('xlsx')}>
          {t('Download Excel')}
        </Button>
      </div>

      <section aria-labelledby="chain-owner" className="mt-5">
        <h3 id="chain-owner" className="text-base font-semibold text-slate-900">
          {t('Vested owner')}
        </h3>
        {owner ? (
          <p className="text-sm">
            <strong>{owner.names.join('; ')}</strong> {t('by document')}{' '}
            <a className="text-brand-700 underline" href={`#${rowId(owner.deed)}`}>
              {owner.displayNumber}
            </a>
            {', '}
            {t('recorded {{date}}', { date: recorded(owner.recordedDateTime) })}
          </p>
        ) : (
          <p className="text-sm text-slate-700">{t('No conveyance is recorded on this land.')}</p>
        )}
      </section>

      <section aria-labelledby="chain-open" className="mt-5">
        <h3 id="chain-open" className="text-base font-semibold text-slate-900">
          {t('Open encumbrances')} ({chain.openEncumbrances.length})
        </h3>
        <EncumbranceTable caption={t('Open encumbrances')} list={chain.openEncumbrances} released={false} byId={byId} />
      </section>

      <section aria-labelledby="chain-released" className="mt-5">
        <h3 id="chain-released" className="text-base font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={showReleased}
            aria-controls="chain-released-list"
            onClick={() => setShowReleased((s) => !s)}
            className="rounded text-left focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden>{showReleased ? '▾' : '▸'}</span> {t('Released encumbrances')} (
            {chain.releasedEncumbrances.length})
          </button>
        </h3>
        <div id="chain-released-list" hidden={!showReleased}>
          <EncumbranceTable
            caption={t('Released encumbrances')}
            list={chain.releasedEncumbrances}
            released
            byId={byId}
          />
        </div>
      </section>

      {cert && (
        <section aria-labelledby="chain-certificate" className="mt-5">
          <h3 id="chain-certificate" className="text-base font-semibold text-slate-900">
            {t('Torrens certificate {{number}}', { number: cert.certificateNumber })}
          </h3>
          <p className="text-sm">
            {t('Status')}: {cert.status}
            {cert.cancelledBy.length > 0 && ` · ${t('Cancelled by')} ${cert.cancelledBy.join(', ')}`}
          </p>
          {cert.memorialsNotOnFile.length > 0 && (
            <p className="text-sm text-amber-900">
              {t('Memorials not on file')}: {cert.memorialsNotOnFile.join(', ')}
            </p>
          )}
        </section>
      )}

      {chain.missingReferences.length > 0 && (
        <p className="mt-5 text-sm text-amber-900">
          {t('{{count}} references point to documents not on file; they are marked below.', {
            count: chain.missingReferences.length,
          })}
        </p>
      )}
      <ChainGroups chain={chain} byId={byId} />
    </article>
  );
}
