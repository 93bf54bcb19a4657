// Chain of title (issue 32) from a document's details: a link per piece of land the document is recorded on (its
// parcels, its Torrens certificates, its Marianas tracts), opening /chainOfTitle with that land in the address bar.
// Shown where the county offers the report; the server checks the rest.
import type { DocumentDetails } from '@portal/shared/search/details';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCountyConfig } from '#src/lib/county-config.ts';

const chainPath = (land: Record<string, string>) => `/chainOfTitle?${new URLSearchParams(land)}`;

export function ChainLinks({ d }: { d: DocumentDetails }) {
  const { t } = useTranslation();
  if (useCountyConfig().search2?.chainOfTitle === false) return null;
  const lands = [
    ...d.parcelIds.map((parcelId) => ({ label: parcelId, land: { by: 'parcel', parcelId } })),
    ...d.torrensSearchResults.map((c) => ({
      label: c.certificateNumber,
      land: { by: 'certificate', certificateNumber: c.certificateNumber },
    })),
    ...d.tractSearchResults.map((tr) => ({
      label: `${tr.parcelId}, ${tr.village}`,
      land: { by: 'tract', island: tr.island, village: tr.village, parcelId: tr.parcelId },
    })),
  ];
  if (!lands.length) return null;
  return (
    <section aria-label={t('Chain of title')}>
      <h3 className="text-sm font-semibold text-slate-800">{t('Chain of title')}</h3>
      <ul className="flex flex-wrap gap-2 text-sm">
        {lands.map(({ label, land }) => (
          <li key={chainPath(land)}>
            <Link
              to={chainPath(land)}
              className="inline-block rounded-md border border-slate-300 px-2 py-1 text-brand-700 hover:bg-slate-50"
            >
              {t('Chain of title for {{land}}', { land: label })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
