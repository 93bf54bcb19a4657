// Chain of title (issue 32) from a details pane: a link per piece of land (a document's parcels, Torrens
// certificates and Marianas tracts; a certificate's own number), opening /chainOfTitle with that land in the address
// bar. Shown where the county offers the report; the server checks the rest.
import type { DocumentDetails } from '@portal/shared/search/details';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCountyConfig } from '#src/lib/county-config.ts';

const chainPath = (land: Record<string, string>) => `/chainOfTitle?${new URLSearchParams(land)}`;

export interface ChainLand {
  label: string;
  land: Record<string, string>;
}

/** The pieces of land a document is recorded on. */
export function documentLands(d: DocumentDetails): ChainLand[] {
  return [
    ...d.parcelIds.map((parcelId) => ({ label: parcelId, land: { by: 'parcel', parcelId } })),
    ...d.torrensSearchResults.map((c) => certificateLand(c.certificateNumber)),
    ...d.tractSearchResults.map((tr) => ({
      label: `${tr.parcelId}, ${tr.village}`,
      land: { by: 'tract', island: tr.island, village: tr.village, parcelId: tr.parcelId },
    })),
  ];
}

export const certificateLand = (certificateNumber: string): ChainLand => ({
  label: certificateNumber,
  land: { by: 'certificate', certificateNumber },
});

export function ChainLinks({ lands }: { lands: ChainLand[] }) {
  const { t } = useTranslation();
  if (useCountyConfig().search2?.chainOfTitle === false) return null;
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
