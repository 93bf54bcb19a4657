// Test data of the search area: county configuration, a signed-in user, result rows and search answers.
import { readGroup } from '@portal/shared/config/groups';
import type { DocumentDetails } from '@portal/shared/search/details';
import { resultsRoutes } from '@portal/shared/search/result-kinds';
import type {
  DocumentResultRow,
  SearchHistoryEntry,
  SearchResponse,
  TorrensResultRow,
} from '@portal/shared/search/results';
import { success } from '#src/testing/fake-api.ts';
import { allSearches, signedInUser } from '#src/testing/signed-in-user.ts';

export { allSearches, signedInUser };

export interface ConfigOverrides {
  common?: Record<string, unknown>;
  landlink?: Record<string, unknown>;
  search?: Record<string, unknown>;
  search2?: Record<string, unknown>;
}

/** helperdata/landlink as the server answers it, every group read over its defaults. */
export function countyConfig(over: ConfigOverrides = {}) {
  const groups = {
    common: readGroup('common', over.common),
    landlink: readGroup('landlink', over.landlink),
    search: readGroup('search', over.search),
    search2: readGroup('search2', over.search2),
    efile: readGroup('efile', {}),
  };
  return success({
    namedContentResultList: Object.entries(groups).map(([name, baseContent]) => ({ name, baseContent })),
  });
}

export function historyEntry(type: string, criteria: Record<string, string>, description: string): SearchHistoryEntry {
  return {
    link: `/search/${type}`,
    type,
    criteriaJson: JSON.stringify(criteria),
    longDescription: description,
    displayCriteria: [],
  };
}

export function documentRow(n: number): DocumentResultRow {
  const number = String(2024000 + n);
  return {
    docId: `A${number}`,
    docType: 'A',
    docNumber: number,
    displayDocNumber: number,
    instrumentCode: 'WD',
    instrumentDescription: 'WARRANTY DEED',
    recordedDate: '2024-03-01',
    recordedDateTime: '2024-03-01T09:05',
    displayBookAndPage: `${100 + n}/${n}`,
    grantor: `LINDQVIST, DANA ${n}`,
    grantorCount: n === 1 ? 3 : 1,
    grantee: `HALE, MORGAN ${n}`,
    granteeCount: 1,
    firstReference: '',
    referenceCount: 0,
    firstLegal: `LOT ${n} BLOCK 2 LAKEVIEW`,
    legalCount: 1,
  };
}

/** A search answer holding one page of document rows out of `total`. */
export function documentAnswer(total: number, pageNumber = 1, extra: Partial<SearchResponse['searchResults']> = {}) {
  const first = (pageNumber - 1) * 10 + 1;
  const rows = Array.from({ length: Math.max(0, Math.min(10, total - first + 1)) }, (_, i) => documentRow(first + i));
  const response: SearchResponse = {
    searchResults: {
      searchResultList: rows,
      totalRecordCount: total,
      currentRecordCount: rows.length,
      pageNumber,
      pageSize: 10,
      pageCount: Math.max(1, Math.ceil(total / 10)),
      truncated: false,
      sortKey: 'docNumber',
      sortDirection: 'ASC',
      resultKind: 'documents',
      resultsRoute: resultsRoutes.documents,
      type: 'searchByName',
      link: '/search/searchByName',
      ...extra,
    },
    paymentNeeded: false,
    paymentNeededAgain: false,
    usageBalance: { kind: 'CENTS', cents: 24_900, imagesRemaining: 0 },
    historyResults: { searchHistoryList: [] },
    lockout: false,
  };
  return success(response, total ? undefined : 'No Records Found.');
}

export function documentDetails(row: DocumentResultRow): DocumentDetails {
  return {
    docId: row.docId,
    docType: row.docType,
    docNumber: row.docNumber,
    displayDocNumber: row.displayDocNumber,
    instrumentCode: row.instrumentCode,
    instrumentDescription: row.instrumentDescription,
    recordedDate: row.recordedDate,
    recordedDateTime: row.recordedDateTime,
    recordedTime: '9:05',
    recordedAmPm: 'AM',
    instrumentDate: '2024-02-27',
    displayBookAndPage: row.displayBookAndPage,
    mortgageAmountCents: null,
    salePriceCents: 18_500_000,
    verifiedStatus: 'VERIFIED',
    grantorSearchResults: [
      { displayName: 'LINDQVIST, DANA', lastName: 'LINDQVIST', firstName: 'DANA', middleInitial: 'M' },
      { displayName: 'LINDQVIST, ERIK', lastName: 'LINDQVIST', firstName: 'ERIK', middleInitial: '' },
      { displayName: 'NORTH BANK', lastName: 'NORTH BANK', firstName: '', middleInitial: '' },
      { displayName: 'OLSEN, PER', lastName: 'OLSEN', firstName: 'PER', middleInitial: '' },
    ],
    granteeSearchResults: [{ displayName: 'HALE, MORGAN', lastName: 'HALE', firstName: 'MORGAN', middleInitial: '' }],
    referenceDocumentSearchResults: [
      { docType: 'A', docNumber: '2019000123', displayDocNumber: '2019000123', instrumentDescription: 'MORTGAGE' },
    ],
    legalSearchResults: [{ description: 'LOT 1 BLOCK 2 LAKEVIEW', comment: '', docId: row.docId }],
    torrensSearchResults: [],
    tractSearchResults: [],
    additionalInfoSearchResults: ['Re-recorded to correct the legal.'],
    displayOnlySearchResults: [{ label: 'Consideration', value: 'One dollar and other' }],
    parcelIds: ['R12345'],
    addressSearchResults: [{ streetNumber: '140-17', streetName: 'EAST 14TH STREET', city: 'LAKEWOOD' }],
    pageCount: 3,
  };
}

export function torrensRow(n: number, status = 'ACTIVE'): TorrensResultRow {
  return {
    id: `C${n}`,
    certificateNumber: String(1000 + n),
    fileNumber: `F-${n}`,
    certifiedDate: '2021-06-30',
    displayBookAndPage: `${n}/1`,
    shortStatus: status.slice(0, 1),
    status,
    docType: 'C',
    docNumber: String(1000 + n),
  };
}

/** A Torrens search answer with the given rows (all on one page). */
export function torrensAnswer(rows: TorrensResultRow[]) {
  const { body } = documentAnswer(rows.length) as { body: { content: SearchResponse } };
  const content: SearchResponse = {
    ...body.content,
    searchResults: {
      ...body.content.searchResults,
      searchResultList: rows,
      sortKey: 'recordedDate',
      resultKind: 'torrens',
      resultsRoute: resultsRoutes.torrens,
      type: 'searchByTorrensCertificate',
      link: '/search/searchByTorrensCertificate',
    },
  };
  return success(content);
}
