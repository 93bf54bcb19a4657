// The legal description details pop-up (spec 2): up to three tables (metes and bounds, lots and blocks, condo),
// each with its headers and rows. A failure is only logged.
import type { LegalDescriptionDetails } from '@portal/shared/search/details';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Modal } from '#src/components/modal.tsx';
import { getLegalDescriptionDetails } from '../api/get-legal-description-details.ts';
import { DetailsTable } from './details-table.tsx';

function LegalTable({ title, headers, rows }: { title: string; headers: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  return (
    <section className="mb-4">
      <h3 className="mb-1 text-sm font-semibold text-slate-800">{title}</h3>
      <DetailsTable
        headers={headers.map((h) => t(h))}
        rows={rows.map((cells, i) => ({ key: i, cells }))}
        cellClassName="px-2 py-1"
      />
    </section>
  );
}

export function LegalDetailsModal({ docId, onClose }: { docId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<LegalDescriptionDetails | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    getLegalDescriptionDetails(docId)
      .then((d) => live && setDetails(d))
      .catch((err) => {
        console.warn('legal description details failed', err);
        if (live) setDetails('failed');
      });
    return () => {
      live = false;
    };
  }, [docId]);

  const tables =
    details && details !== 'failed'
      ? [
          { title: t('Metes and Bounds'), headers: details.metesAndBoundsHeaders, rows: details.metesAndBoundsRows },
          { title: t('Lots and Blocks'), headers: details.lotsAndBlocksHeaders, rows: details.lotsAndBlocksRows },
          { title: t('Condo'), headers: details.condoHeaders, rows: details.condoRows },
        ].filter((table) => table.rows?.legalDescriptionTypeDetails?.length)
      : [];

  return (
    <Modal
      title={t('Legal Description Details')}
      onClose={onClose}
      size="lg"
      footer={<CloseButton onClose={onClose} />}
    >
      {details === null && <p className="text-sm text-slate-600">{t('Loading')}</p>}
      {details !== null && tables.length === 0 && <p className="text-sm text-slate-600">{t('No details to show.')}</p>}
      {tables.map((table) => (
        <LegalTable
          key={table.title}
          title={table.title}
          headers={table.headers}
          rows={table.rows.legalDescriptionTypeDetails}
        />
      ))}
    </Modal>
  );
}
