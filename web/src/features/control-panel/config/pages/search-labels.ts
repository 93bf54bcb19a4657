// The searches' names on the Search 1 page.
import type { SearchTypeKey } from '@portal/shared/config/groups';

export const searchLabels: Record<SearchTypeKey, string> = {
  Address: 'Address',
  BookAndPage: 'Book and Page',
  Date: 'Date',
  DocumentNumber: 'Document Number',
  LegalDescription: 'Legal Description',
  Name: 'Name',
  ParcelId: 'Parcel ID',
  TorrensCertificate: 'Torrens Certificate',
  TorrensText: 'Torrens Text',
  TaxLien: 'Tax Lien',
  GrantorGranteeBook: 'Grantor Grantee Book',
  Plat: 'Plat',
  TractBookId: 'Tract Book ID',
  TractBookLegal: 'Tract Book Legal',
  TractIndexNMI: 'Tract Index',
  PageWords: 'Words on the Page',
};
