// The a la carte price of running one search, per search type (aLaCarte.searchBy..., or searchBy...CreditCard
// under credit-card alternate rates). Special rates do not apply to searches.
import type { SearchTypeKey } from '../config/groups.ts';
import { activeRates, type PriceField } from './active-rates.ts';
import { feeOf } from './fee-lines.ts';
import type { Fee, PricingContext } from './types.ts';

/** The price field and charge-line text of each search type (the search config's keys). */
export const searchPrices: Record<SearchTypeKey, { field: PriceField; description: string }> = {
  Address: { field: 'searchByAddress', description: 'Address search' },
  BookAndPage: { field: 'searchByBookAndPage', description: 'Book and page search' },
  Date: { field: 'searchByDate', description: 'Date search' },
  DocumentNumber: { field: 'searchByDocumentNumber', description: 'Document number search' },
  LegalDescription: { field: 'searchByLegalDescription', description: 'Legal description search' },
  Name: { field: 'searchByName', description: 'Name search' },
  ParcelId: { field: 'searchByParcelId', description: 'Parcel ID search' },
  TorrensCertificate: { field: 'searchByTorrensCertificateNumber', description: 'Torrens certificate search' },
  TorrensText: { field: 'searchByTorrensText', description: 'Torrens text search' },
  TaxLien: { field: 'searchByTaxLien', description: 'Tax lien search' },
  GrantorGranteeBook: { field: 'searchByGrantorGranteeBook', description: 'Grantor/grantee book search' },
  Plat: { field: 'searchByPlat', description: 'Plat search' },
  // One tract book price covers both tract book searches.
  TractBookId: { field: 'searchByTractBook', description: 'Tract book search' },
  TractBookLegal: { field: 'searchByTractBook', description: 'Tract book search' },
  TractIndexNMI: { field: 'searchByTractIndexNMI', description: 'Tract index search' },
  PageWords: { field: 'searchByPageWords', description: 'Words on the page search' },
};

export function searchFee({ searchType, ...ctx }: PricingContext & { searchType: SearchTypeKey }): Fee {
  const rates = activeRates(ctx);
  const { field, description } = searchPrices[searchType];
  return feeOf(rates.schedule, [{ description, cents: rates.price(field) }]);
}
