// The document pane's street addresses and parcel ids, as recorded: a user who searched by address or parcel sees
// which of the document's addresses or parcels the search matched. Nothing shows for a document without them.
import type { DocumentDetails } from '@portal/shared/search/details';
import { useTranslation } from 'react-i18next';
import { SubTable } from './sub-table.tsx';

type Props = Pick<DocumentDetails, 'addressSearchResults' | 'parcelIds'>;

export function AddressFields({ addressSearchResults, parcelIds }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <SubTable
        title={t('Addresses')}
        headers={[t('House Number'), t('Street Name'), t('City')]}
        rows={addressSearchResults ?? []}
        cells={(a) => [a.streetNumber, a.streetName, a.city]}
      />
      <SubTable
        title={t('Parcel IDs')}
        headers={[t('Parcel ID')]}
        rows={(parcelIds ?? []).map((id) => ({ id }))}
        cells={(p) => [p.id]}
      />
    </>
  );
}
