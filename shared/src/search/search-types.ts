// Every search form (spec 2 'Routes'): its title, the county's search flag that enables it, the call it posts to,
// the kind of results it shows, and its criteria schema and defaults. The two tract book forms share one call,
// search/searchByTractBook, told apart by tractBookSearchType.
import type { SearchTypeKey } from '../config/groups.ts';
import { addressDefaults, addressSchema } from './criteria/address.ts';
import { bookAndPageDefaults, bookAndPageSchema } from './criteria/book-and-page.ts';
import { dateDefaults, dateSchema } from './criteria/date.ts';
import { documentNumberDefaults, documentNumberSchema } from './criteria/document-number.ts';
import { grantorGranteeBookDefaults, grantorGranteeBookSchema } from './criteria/grantor-grantee-book.ts';
import { legalDescriptionDefaults, legalDescriptionSchema } from './criteria/legal-description.ts';
import { nameDefaults, nameSchema } from './criteria/name.ts';
import { pageWordsDefaults, pageWordsSchema } from './criteria/page-words.ts';
import { parcelIdDefaults, parcelIdSchema } from './criteria/parcel-id.ts';
import { platDefaults, platSchema } from './criteria/plat.ts';
import { taxLienDefaults, taxLienSchema } from './criteria/tax-lien.ts';
import { torrensCertificateDefaults, torrensCertificateSchema } from './criteria/torrens-certificate.ts';
import { torrensTextDefaults, torrensTextSchema } from './criteria/torrens-text.ts';
import { tractBookIdDefaults, tractBookIdSchema } from './criteria/tract-book-id.ts';
import { tractBookLegalDefaults, tractBookLegalSchema } from './criteria/tract-book-legal.ts';
import { tractIndexDefaults, tractIndexSchema } from './criteria/tract-index.ts';
import type { ResultKind } from './result-kinds.ts';

export const searchCalls = [
  'searchByAddress',
  'searchByBookAndPage',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByTorrensCertificate',
  'searchByTorrensText',
  'searchByGrantorGranteeBook',
  'searchByPlat',
  'searchByTaxLien',
  'searchByTractBook',
  'searchByTractIndexNMI',
  'searchByPageWords',
] as const;
export type SearchCall = (typeof searchCalls)[number];

const type = <K extends SearchTypeKey, S, D>(
  key: K,
  title: string,
  call: SearchCall,
  resultKind: ResultKind,
  schema: (today: string) => S,
  defaults: (today: string) => D,
) => ({ key, title, call, resultKind, schema, defaults });

export const searchTypes = {
  searchByAddress: type('Address', 'Address', 'searchByAddress', 'documents', addressSchema, addressDefaults),
  searchByBookAndPage: type(
    'BookAndPage',
    'Book and Page',
    'searchByBookAndPage',
    'documents',
    bookAndPageSchema,
    bookAndPageDefaults,
  ),
  searchByDate: type('Date', 'Date', 'searchByDate', 'documents', dateSchema, dateDefaults),
  searchByDocumentNumber: type(
    'DocumentNumber',
    'Document Number',
    'searchByDocumentNumber',
    'documents',
    documentNumberSchema,
    documentNumberDefaults,
  ),
  searchByLegalDescription: type(
    'LegalDescription',
    'Legal Description',
    'searchByLegalDescription',
    'documents',
    legalDescriptionSchema,
    legalDescriptionDefaults,
  ),
  searchByName: type('Name', 'Name', 'searchByName', 'documents', nameSchema, nameDefaults),
  searchByParcelId: type('ParcelId', 'Parcel ID', 'searchByParcelId', 'documents', parcelIdSchema, parcelIdDefaults),
  searchByTorrensCertificate: type(
    'TorrensCertificate',
    'Torrens Certificate',
    'searchByTorrensCertificate',
    'torrens',
    torrensCertificateSchema,
    torrensCertificateDefaults,
  ),
  searchByTorrensText: type(
    'TorrensText',
    'Torrens Text',
    'searchByTorrensText',
    'torrens',
    torrensTextSchema,
    torrensTextDefaults,
  ),
  searchByGrantorGranteeBook: type(
    'GrantorGranteeBook',
    'Grantor Grantee Book',
    'searchByGrantorGranteeBook',
    'bookReferences',
    grantorGranteeBookSchema,
    grantorGranteeBookDefaults,
  ),
  searchByPlat: type('Plat', 'Plat', 'searchByPlat', 'documents', platSchema, platDefaults),
  searchByTaxLien: type('TaxLien', 'Tax Lien', 'searchByTaxLien', 'taxLiens', taxLienSchema, taxLienDefaults),
  searchByTractBookId: type(
    'TractBookId',
    'Tract Book ID',
    'searchByTractBook',
    'tractBooks',
    tractBookIdSchema,
    tractBookIdDefaults,
  ),
  searchByTractBookLegal: type(
    'TractBookLegal',
    'Tract Book Legal',
    'searchByTractBook',
    'tractBooks',
    tractBookLegalSchema,
    tractBookLegalDefaults,
  ),
  searchByTractIndexNMI: type(
    'TractIndexNMI',
    'Tract Index NMI',
    'searchByTractIndexNMI',
    'documents',
    tractIndexSchema,
    tractIndexDefaults,
  ),
  searchByPageWords: type(
    'PageWords',
    'Words on the page',
    'searchByPageWords',
    'documents',
    pageWordsSchema,
    pageWordsDefaults,
  ),
};

export type SearchType = keyof typeof searchTypes;
export const searchTypeNames = Object.keys(searchTypes) as SearchType[];

/** The form type a call's body is for: the tract book call carries tractBookSearchType (ID by default). */
export function searchTypeOfCall(call: SearchCall, body: unknown): SearchType {
  if (call !== 'searchByTractBook') return call;
  const kind = (body as { tractBookSearchType?: unknown } | null)?.tractBookSearchType;
  return kind === 'LEGAL' ? 'searchByTractBookLegal' : 'searchByTractBookId';
}

/** The call path a saved search pages through: '/search/searchByName'. */
export const searchLink = (type: SearchType) => `/search/${searchTypes[type].call}`;
