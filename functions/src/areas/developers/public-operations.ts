// The calls a subscriber's program makes with an API key (issue 31), one entry per route: the very zod schema
// object the route's validator is given (imported from shared/, never restated), its scope, the roles that may
// make it and the price item it is charged as. build-openapi.ts turns this list into the OpenAPI document;
// __tests__/openapi.test.ts posts each entry's example to the live route and checks the list against every route a
// key may reach, so a route whose schema or path moves without this list fails there.
import type { ApiKeyScope } from '@portal/shared/api-keys/schemas';
import type { Role } from '@portal/shared/auth/roles';
import { chainOfTitleCall } from '@portal/shared/chain-of-title/request';
import {
  feedDaysResponseSchema,
  feedLinkResponseSchema,
  feedLinkSchema,
  feedSnapshotRequestSchema,
  feedSnapshotResponseSchema,
} from '@portal/shared/feed/schemas';
import {
  computeDownloadOrderSchema,
  getThumbnailsSchema,
  imageStateGuidSchema,
  payDownloadOrderSchema,
  previewImageParamsSchema,
  updatePreviewSettingsSchema,
} from '@portal/shared/imaging/schemas';
import {
  certificateDetailsSchema,
  documentDetailsCall,
  filterTextSchema,
  pagingSchema,
  platLookupSchema,
  recordIdSchema,
} from '@portal/shared/search/requests';
import { type SearchCall, type SearchType, searchCalls, searchTypes } from '@portal/shared/search/search-types';
import { titleFileField } from '@portal/shared/search-log/schemas';
import { type ZodObject, type ZodType, z } from 'zod';

export type OperationTag = 'Search' | 'Details' | 'Images' | 'Account' | 'Feed';

export interface PublicOperation {
  readonly method: 'get' | 'post';
  /** Hono's form, as route-list.ts lists it: /api/imaging/previewImage/:documentType/:documentNumber/:page */
  readonly path: string;
  readonly tag: OperationTag;
  readonly summary: string;
  /** the key scope that opens it ('any': every key), as platform/bearer-auth.ts decides */
  readonly scope: ApiKeyScope | 'any';
  /** the roles whose users may make the call (a key acts as its ACCOUNT or USER) */
  readonly roles: readonly Role[];
  /** the JSON body's schema: the object the route validates with */
  readonly body?: ZodType;
  /** the path parameters' schema */
  readonly params?: ZodObject;
  /** a body (or path values) the route accepts */
  readonly example?: Readonly<Record<string, unknown>>;
  /** what a call is charged as: an item of the caller's price list (GET /api/search/codeLists `prices`), or
   * 'imageOrder' (priced per order by computeDownloadOrder) or 'feedPlan' (per file, the account's feed plan) */
  readonly priceItem?: string;
  /** the success envelope's content, where the route's answer has a zod schema */
  readonly response?: ZodType;
  /** what a success answers: the JSON envelope (the default), or a file */
  readonly answers?: 'envelope' | 'jpeg' | 'pdf' | 'xlsx';
}

const signedIn: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'];
/** GUEST, the shared login, takes no feed (feed/routes.ts) */
const feedRoles: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER'];

/** A day for the criteria schemas: the day only bounds 'Future date entered', which JSON Schema cannot say. */
export const DOC_DAY = '2026-01-01';

/** The body a search call validates: the type's criteria (run-search.ts), the paging fields and the title file to
 * log the search under (search/routes.ts takes it off before the criteria are checked). */
const searchBody = (type: SearchType): ZodType =>
  z.intersection(searchTypes[type].schema(DOC_DAY) as ZodType, pagingSchema).and(z.object(titleFileField));

/** A body each search call accepts; keyed by call name, so a call added to searchCalls shows up without one in
 * the OpenAPI test (which posts every example) rather than in the compiler. */
const searchExamples: Readonly<Record<string, Record<string, unknown>>> = {
  searchByAddress: { streetNumber: '100', streetName: 'MAIN' },
  searchByBookAndPage: { book: '12', page: '345' },
  searchByDate: { fromRecordedDate: '01/02/2024', toRecordedDate: '01/31/2024' },
  searchByDocumentNumber: { documentType: 'A', fromDocumentNumber: '1000123' },
  searchByLegalDescription: { legalType: 'LB', plat: 'P100', lot: '1', block: '1' },
  searchByName: { lastName1: 'SMITH', firstName1: 'JOHN' },
  searchByParcelId: { parcelId: '12345678' },
  searchByTorrensCertificate: { certificateNumber: '1234' },
  searchByTorrensText: { text: 'OAK' },
  searchByGrantorGranteeBook: { grantorGranteeLastName: 'SMITH' },
  searchByPlat: { searchByPlatMethod: 'PLATNAME', platName: 'OAK' },
  searchByTaxLien: { searchByTaxLienMethod: 'taxpayer', taxpayerName: 'SMITH' },
  searchByTractBook: { tractBookSearchType: 'ID', fromDocumentNumber: 'TB-1' },
  searchByTractIndexNMI: { island: 'Saipan', village: 'Garapan' },
  searchByPageWords: { words: 'EASEMENT' },
};

const searchOperation = (call: SearchCall): PublicOperation => {
  const types = (Object.keys(searchTypes) as SearchType[]).filter((t) => searchTypes[t].call === call);
  const [first, ...more] = types.map(searchBody) as [ZodType, ...ZodType[]];
  return {
    method: 'post',
    path: `/api/search/${call}`,
    tag: 'Search',
    summary: types.map((t) => `${searchTypes[t].title} search`).join(' or '),
    scope: 'search',
    roles: signedIn,
    body: more.length ? z.union([first, ...more]) : first,
    example: searchExamples[call],
    priceItem: types[0],
  };
};

const details = (path: string, summary: string, body: ZodType, example: Record<string, unknown>) =>
  ({ method: 'post', path, tag: 'Details', summary, scope: 'search', roles: signedIn, body, example }) as const;

const images = (path: string, summary: string, body: ZodType, example: Record<string, unknown>) =>
  ({ method: 'post', path, tag: 'Images', summary, scope: 'images', roles: signedIn, body, example }) as const;

/** The screen, its PDF and its workbook are one report, charged once per requestId. */
const chainSummaries = {
  '': 'The chain of title of one piece of land',
  '/pdf': 'The chain of title as a PDF (an abstract of title)',
  '/xlsx': 'The chain of title as a workbook',
} as const;
const chainExample = { by: 'parcel', parcelId: 'R100', requestId: 'report-2026-0001' };

const orderGuid = { imageStateGuid: '7d1c3f5e-2b4a-4c6d-8e9f-0a1b2c3d4e5f' };

export const publicOperations: readonly PublicOperation[] = [
  ...searchCalls.map(searchOperation),
  {
    ...details('/api/search/documentDetails', 'A document’s details', documentDetailsCall, { docId: 'A1000123' }),
    priceItem: 'documentDetails',
  },
  {
    ...details('/api/search/taxLienDetails', 'A tax lien’s details', documentDetailsCall, { docId: 'L1000123' }),
    priceItem: 'taxLienDetails',
  },
  details('/api/search/legalDescriptionDetails', 'A legal description’s details', recordIdSchema, { id: 'A1000123' }),
  details('/api/search/torrensDetails', 'A Torrens certificate’s details', certificateDetailsSchema, {
    certificateNumber: '1234',
  }),
  details('/api/search/bookReferenceDetails', 'A book reference’s details', recordIdSchema, { id: 'G1000123' }),
  details('/api/search/tractBookDetails', 'A tract book entry’s details', recordIdSchema, { id: 'K1000123' }),
  ...(['', '/pdf', '/xlsx'] as const).map(
    (file): PublicOperation => ({
      ...details(`/api/search/chainOfTitle${file}`, chainSummaries[file], chainOfTitleCall, chainExample),
      priceItem: 'chainOfTitle',
      ...(file ? { answers: file === '/pdf' ? 'pdf' : 'xlsx' } : {}),
    }),
  ),

  details('/api/search/platLookup', 'Find a plat by number or name', platLookupSchema, {
    searchByPlatMethod: 'PLATNAME',
    platName: 'OAK',
  }),
  details('/api/search/platCodeDescription', 'The plat code list', filterTextSchema, { filterText: 'OAK' }),
  {
    method: 'get',
    path: '/api/search/codeLists',
    tag: 'Details',
    summary: 'Code lists and the caller’s prices',
    scope: 'search',
    roles: signedIn,
  },
  details('/api/tax/getLinks', 'A document’s tax links', recordIdSchema, { id: 'A1000123' }),
  details('/api/gis/getLinks', 'A document’s GIS map links', recordIdSchema, { id: 'A1000123' }),
  images('/api/imaging/getThumbnails', 'The page thumbnails of a document', getThumbnailsSchema, {
    documentType: 'A',
    documentNumber: '1000123',
  }),
  {
    method: 'get',
    path: '/api/imaging/previewImage/:documentType/:documentNumber/:page',
    tag: 'Images',
    summary: 'One page’s watermarked preview (JPEG)',
    scope: 'images',
    roles: signedIn,
    params: previewImageParamsSchema,
    example: { documentType: 'A', documentNumber: '1000123', page: '1' },
    answers: 'jpeg',
  },
  {
    method: 'get',
    path: '/api/imaging/pageText/:documentType/:documentNumber/:page',
    tag: 'Images',
    summary: 'One page’s recognised text, its lines and word boxes',
    scope: 'images',
    roles: signedIn,
    params: previewImageParamsSchema,
    example: { documentType: 'A', documentNumber: '1000123', page: '1' },
  },
  images('/api/imaging/updateImagePreviewSettings', 'Change the pages selected', updatePreviewSettingsSchema, {
    imagePreviewSettingChange: 'PAGE_SELECTION_METHOD_CHANGED',
    imagePreviewSettings: {
      documentType: 'A',
      documentNumber: '1000123',
      pageCount: 3,
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1-2',
    },
  }),
  images('/api/imaging/computeDownloadOrder', 'Price an image order', computeDownloadOrderSchema, {
    documentKey: 'A1000123',
    pageSelectionMethod: 'ENTIRE_DOCUMENT',
  }),
  images('/api/imaging/recomputeDownloadOrder', 'Price an open order again', imageStateGuidSchema, orderGuid),
  images('/api/imaging/cancelImageState', 'Cancel an open order', imageStateGuidSchema, orderGuid),
  {
    ...images('/api/imaging/payDownloadOrder', 'Pay for an order', payDownloadOrderSchema, orderGuid),
    priceItem: 'imageOrder',
  },
  images('/api/imaging/getImage', 'The paid order’s PDF (base64)', imageStateGuidSchema, orderGuid),
  {
    method: 'get',
    path: '/api/feed/days',
    tag: 'Feed',
    summary: 'The feed’s daily files and snapshot, and the account’s feed plan',
    scope: 'feed',
    roles: feedRoles,
    response: feedDaysResponseSchema,
  },
  {
    method: 'post',
    path: '/api/feed/link',
    tag: 'Feed',
    summary: 'A 5-minute download link to a day’s file or the snapshot',
    scope: 'feed',
    roles: feedRoles,
    body: feedLinkSchema,
    example: { day: '2026-01-05' },
    priceItem: 'feedPlan',
    response: feedLinkResponseSchema,
  },
  {
    method: 'post',
    path: '/api/feed/requestSnapshot',
    tag: 'Feed',
    summary: 'Ask for a new full snapshot',
    scope: 'feed',
    roles: feedRoles,
    body: feedSnapshotRequestSchema,
    example: {},
    response: feedSnapshotResponseSchema,
  },
  {
    method: 'post',
    path: '/api/currentUser/usageBalance',
    tag: 'Account',
    summary: 'The account’s balance',
    scope: 'any',
    roles: signedIn,
  },
];
