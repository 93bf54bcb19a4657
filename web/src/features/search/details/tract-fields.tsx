// The document pane's tracts (Northern Mariana Islands tract index): island, village and tract (parcel) of each,
// the one the tract index search matched first and marked. Nothing shows for a document without tracts.
import type { TractRef } from '@portal/shared/search/results';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../components/status-badge.tsx';
import { SubTable } from './sub-table.tsx';

// the search's tract comes from the index key, whose names are normalised (punctuation as spaces)
const key = (x: TractRef) =>
  [x.island, x.village, x.parcelId]
    .map((s) =>
      s
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ' ')
        .trim(),
    )
    .join('|');
const same = (a: TractRef, b: TractRef | undefined) => !!b && key(a) === key(b);

export function TractFields({ tracts, matched }: { tracts: TractRef[]; matched?: TractRef }) {
  const { t } = useTranslation();
  // the matched tract leads, so it is on the table's first page
  const rows = [...tracts.filter((x) => same(x, matched)), ...tracts.filter((x) => !same(x, matched))];
  return (
    <SubTable
      title={t('Tracts')}
      headers={[t('Island'), t('Village'), t('Tract')]}
      rows={rows}
      cells={(x) => [
        x.island,
        x.village,
        <span key="p">
          {x.parcelId}
          {same(x, matched) && (
            <span className="ml-1.5">
              <StatusBadge tone="green">{t('Matched')}</StatusBadge>
            </span>
          )}
        </span>,
      ]}
    />
  );
}
