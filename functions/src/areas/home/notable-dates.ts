// The Notable Dates card: a table of index dates per record type (abstract, torrens, lien). The notableDates
// config group says which cells to show (flags such as abstractVerified, torrensLegalPosted,
// torrensCertificateThru); a cell's date is the config's `<flag>Date` (YYYY-MM-DD), else the records store's.
import type { ConfigGroup } from '@portal/shared/config/groups';
import type { NotableDates } from '@portal/shared/home/home-content';

export const recordTypes = ['abstract', 'torrens', 'lien'] as const;
type RecordType = (typeof recordTypes)[number];

const rowDefs: Array<{ field: string; label: string; types: RecordType[]; legal?: boolean; verify?: boolean }> = [
  { field: 'Verified', label: 'Verified', types: ['abstract', 'torrens', 'lien'], verify: true },
  { field: 'Posted', label: 'Posted', types: ['abstract', 'torrens', 'lien'] },
  { field: 'LegalVerified', label: 'Legal Verified', types: ['abstract', 'torrens'], legal: true, verify: true },
  { field: 'LegalPosted', label: 'Legal Indexed', types: ['abstract', 'torrens'], legal: true },
  { field: 'IndexBegin', label: 'Index Begin', types: ['abstract', 'torrens', 'lien'] },
  { field: 'ImageBegin', label: 'Image Begin', types: ['abstract', 'torrens', 'lien'] },
  { field: 'ImageThru', label: 'Image Thru', types: ['abstract', 'torrens', 'lien'] },
  { field: 'CertificateThru', label: 'Certificate Thru', types: ['torrens'] },
];

const isoDate = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : '');

/** Builds the table; `indexDates` holds dates known from the records store, by the same flag names. */
export function notableDatesTable(
  config: ConfigGroup<'notableDates'>,
  labels: { bookLabel: string; torrensLabel: string },
  indexDates: Record<string, string> = {},
): NotableDates {
  const cfg = config as Record<string, unknown>;
  if (!config.showNotableDates) return { headings: [], rows: [] };
  const shown = (type: RecordType, field: string) => cfg[`${type}${field}`] === true;
  const rows = rowDefs.filter(
    (r) =>
      (!r.legal || config.showSeparateIndexes) &&
      (!r.verify || config.useVerificationDate) &&
      r.types.some((t) => shown(t, r.field)),
  );
  const columns = recordTypes.filter((t) => rows.some((r) => r.types.includes(t) && shown(t, r.field)));
  const heading: Record<RecordType, string> = { abstract: 'Abstract', torrens: labels.torrensLabel, lien: 'Lien' };
  return {
    headings: ['', ...columns.map((t) => heading[t])],
    rows: rows.map((r) => ({
      label: r.label,
      values: columns.map((t) => {
        if (!r.types.includes(t) || !shown(t, r.field)) return '';
        const key = `${t}${r.field}`;
        return isoDate(cfg[`${key}Date`]) || isoDate(indexDates[key]);
      }),
    })),
  };
}
