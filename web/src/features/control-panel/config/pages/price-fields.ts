// The price fields of A La Carte Rates and Credit Card Alternate Rates (spec 3.7): one label per price, the card
// page's names with the CreditCard suffix.
import { type PriceField, priceFields } from '@portal/shared/config/groups';
import type { FieldSpec } from '../page-types.ts';

const priceLabels: Record<PriceField, string> = {
  searchByAddress: 'Address Search',
  searchByBookAndPage: 'Book and Page Search',
  searchByDate: 'Date Search',
  searchByDocumentNumber: 'Document Number Search',
  searchByLegalDescription: 'Legal Description Search',
  searchByName: 'Name Search',
  searchByParcelId: 'Parcel ID Search',
  searchByTorrensCertificateNumber: 'Torrens Certificate Search',
  searchByTorrensText: 'Torrens Text Search',
  searchByPlat: 'Plat Search',
  searchByTaxLien: 'Tax Lien Search',
  searchByGrantorGranteeBook: 'Grantor Grantee Book Search',
  searchByTractBook: 'Tract Book Search',
  searchByTractIndexNMI: 'Tract Index Search',
  searchByPageWords: 'Words on the Page Search',
  documentDetails: 'Document Details',
  taxLienDetails: 'Tax Lien Details',
  chainOfTitle: 'Chain of Title (per report)',
  imageDocument: 'Image per Document',
  imageFirstPage: 'Image First Page',
  imageAdditionalPages: 'Image Additional Pages',
};

const isSearch = (f: PriceField) => f.startsWith('searchBy');

/** The searches' prices, then the details' and images' ($). */
export function priceBlocks(suffix: '' | 'CreditCard') {
  const field = (f: PriceField): FieldSpec => ({ name: `${f}${suffix}`, label: priceLabels[f], kind: 'money' });
  return [
    { kind: 'fields', heading: 'Searches', columns: 3, fields: priceFields.filter(isSearch).map(field) },
    {
      kind: 'fields',
      heading: 'Details and Images',
      columns: 3,
      fields: priceFields.filter((f) => !isSearch(f)).map(field),
    },
  ] as const;
}
