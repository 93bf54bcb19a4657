// The special searches through the API: Torrens certificate and text, tax liens by each method and Current/Expired,
// the grantor-grantee books and both tract book forms (one call, told apart by tractBookSearchType).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import {
  bookReference,
  certificate,
  clientsOf,
  lb,
  lien,
  mb,
  newSearchCounty,
  party as p,
  saveFixture,
  search,
  tractBook,
} from './fixtures.ts';

let county = '';
let examiner: TestClient;

const certificates = [
  certificate({
    certificateNumber: '5001',
    certifiedDate: '2020-01-01',
    shortStatus: 'A',
    legalText: 'Lot 4, Block 2, Oak Ridge Addition',
    recital: 'John Smith, owner in fee simple',
    memorials: [{ docType: 'A', docNumber: '1001', recordedDate: '2024-03-01', text: 'Mortgage to First Bank' }],
  }),
  certificate({
    certificateNumber: '5002',
    certifiedDate: '2019-06-01',
    shortStatus: 'C',
    cancelledBy: ['5003'],
    legalText: 'Lot 5, Block 2, Oak Ridge Addition',
    recital: 'Mary Jones',
  }),
  certificate({
    certificateNumber: '5003',
    certifiedDate: '2021-02-01',
    shortStatus: 'A',
    legalText: 'Part of Government Lot 3',
    recital: 'Mary Jones and John Smith',
  }),
];

const taxLien = (docNumber: string, recordedDateTime: string, rest: Record<string, unknown>) =>
  lien({
    docType: 'L',
    docNumber,
    instrumentCode: 'STL',
    recordedDateTime,
    lienDate: recordedDateTime.slice(0, 10),
    lienType: 'STATE',
    totalAmountCents: 10_000,
    ...rest,
  });
const liens = [
  taxLien('7001', '2023-05-01T10:00', {
    lienNumber: 'FL100',
    expirationDate: '2033-04-20',
    taxpayers: [p('Smith', 'John', 'Q')],
  }),
  taxLien('7002', '2023-05-15T10:00', {
    lienNumber: 'ST200',
    expirationDate: '2024-01-01',
    taxpayers: [p('Jones', 'Mary'), p('Smith', 'Anna')],
  }),
  taxLien('7003', '2023-06-01T10:00', {
    lienNumber: 'ST300',
    taxpayers: [p('Smithers Co')],
    releases: [{ partialFullFlag: 'F', release: { docType: 'A', docNumber: '8003' }, releaseDate: '2024-01-10' }],
  }),
];

const page = (id: string, type: 'GRANTOR' | 'GRANTEE', names: [string, string], dates: [string, string], n: string) =>
  bookReference({
    id,
    type,
    fromName: names[0],
    toName: names[1],
    fromDate: dates[0],
    toDate: dates[1],
    docType: 'G',
    docNumber: n,
  });
const bookReferences = [
  page('GB1-001', 'GRANTOR', ['Abbott', 'Adams'], ['1900-01-01', '1910-12-31'], '1'),
  page('GB1-002', 'GRANTOR', ['Small', 'Snow'], ['1900-01-01', '1910-12-31'], '2'),
  page('GB2-001', 'GRANTEE', ['Smith, Anna', 'Smith, John'], ['1911-01-01', '1920-12-31'], '3'),
  page('GB2-002', 'GRANTEE', ['Smythe', 'Stone'], ['1911-01-01', '1920-12-31'], '4'),
];

const tractBooks = [
  tractBook({
    id: 'TB-1',
    book: '1',
    page: '10',
    fromDate: '1900-01-01',
    toDate: '1950-12-31',
    legals: [lb('P100', { block: '2', lot: '4' })],
    docType: 'K',
    docNumber: '1',
  }),
  tractBook({
    id: 'TB-2',
    book: '1',
    page: '11',
    fromDate: '1951-01-01',
    legals: [mb({ q: 'NE' }), lb('P100', { block: '2', lot: '5' })],
    docType: 'K',
    docNumber: '2',
  }),
];

beforeAll(async () => {
  county = await newSearchCounty('srch-special');
  await saveFixture(county, { certificates, liens, bookReferences, tractBooks });
  examiner = await clientsOf(county)('title.examiner');
});

async function found(call: string, body: object) {
  const r = await search(examiner, call, body);
  expect(r.status, JSON.stringify(r.res.body)).toBe(200);
  expect(r.results?.totalRecordCount).toBe(r.ids.length);
  return r.ids;
}

async function nothingFound(call: string, body: object) {
  const r = await search(examiner, call, body);
  expect([r.status, r.message, r.results?.totalRecordCount]).toEqual([200, 'No Records Found.', 0]);
}

async function refused(call: string, body: object) {
  const r = await search(examiner, call, body);
  expect(r.status).toBe(400);
  return r.errors;
}

describe('searchByTorrensCertificate', () => {
  it('finds the certificate, as a Torrens results row', async () => {
    const r = await search(examiner, 'searchByTorrensCertificate', { certificateNumber: '5002' });
    expect(r.ids).toEqual(['5002']);
    expect(r.results).toMatchObject({ resultKind: 'torrens', resultsRoute: '/search/TorrensSearchResults' });
    expect(r.results?.searchResultList[0]).toEqual({
      id: '5002',
      certificateNumber: '5002',
      fileNumber: '',
      certifiedDate: '2019-06-01',
      displayBookAndPage: '',
      shortStatus: 'C',
      status: 'CANCELLED',
      docType: 'C',
      docNumber: '5002',
    });
  });

  it('answers No Records Found., also for a blank number (no validation)', async () => {
    await nothingFound('searchByTorrensCertificate', { certificateNumber: '9999' });
    await nothingFound('searchByTorrensCertificate', {});
  });
});

describe('searchByTorrensText', () => {
  it('finds words in every section by certified date, one section, and memorial document numbers', async () => {
    expect(await found('searchByTorrensText', { text: 'Oak Ridge' })).toEqual(['5002', '5001']);
    expect(await found('searchByTorrensText', { text: 'Jones', searchIn: 'R' })).toEqual(['5002', '5003']);
    expect(await found('searchByTorrensText', { text: '1001', searchIn: 'D' })).toEqual(['5001']);
  });

  it('answers No Records Found. and refuses an unknown section', async () => {
    await nothingFound('searchByTorrensText', { text: 'Nowhere' });
    expect(Object.keys((await refused('searchByTorrensText', { text: 'Oak', searchIn: 'X' })) ?? {})).toEqual([
      'searchIn',
    ]);
  });
});

describe('searchByTaxLien', () => {
  it("finds a taxpayer's current, expired or all liens", async () => {
    const smith = { searchByTaxLienMethod: 'taxpayer', taxpayerName: 'Smith' };
    expect(await found('searchByTaxLien', smith)).toEqual(['L7001']);
    expect(await found('searchByTaxLien', { ...smith, currentOrExpired: 'EXPIRED' })).toEqual(['L7002', 'L7003']);
    expect(await found('searchByTaxLien', { ...smith, currentOrExpired: 'all' })).toEqual(['L7001', 'L7002', 'L7003']);
  });

  it('finds by document number, lien number and recorded dates', async () => {
    const all = { currentOrExpired: 'ALL' };
    expect(
      await found('searchByTaxLien', { ...all, searchByTaxLienMethod: 'documentNumber', documentNumber: '7002' }),
    ).toEqual(['L7002']);
    expect(
      await found('searchByTaxLien', { ...all, searchByTaxLienMethod: 'lienNumber', lienNumber: 'st300' }),
    ).toEqual(['L7003']);
    const may = { searchByTaxLienMethod: 'dateRange', fromRecordedDate: '05/01/2023', toRecordedDate: '05/31/2023' };
    expect(await found('searchByTaxLien', { ...all, ...may })).toEqual(['L7001', 'L7002']);
    const r = await search(examiner, 'searchByTaxLien', { ...all, ...may });
    expect(r.results?.searchResultList[1]).toMatchObject({
      lienNumber: 'ST200',
      taxpayer: 'Jones, Mary',
      taxpayerCount: 2,
    });
  });

  it('answers No Records Found. and requires the field of the method', async () => {
    await nothingFound('searchByTaxLien', { taxpayerName: 'Nobody', currentOrExpired: 'ALL' });
    expect(await refused('searchByTaxLien', { searchByTaxLienMethod: 'lienNumber' })).toEqual({
      lienNumber: 'Required.',
    });
    expect(
      await refused('searchByTaxLien', { searchByTaxLienMethod: 'dateRange', fromRecordedDate: '01/01/2099' }),
    ).toEqual({ fromRecordedDate: 'Future date entered' });
  });
});

describe('searchByGrantorGranteeBook', () => {
  it('finds the book pages whose name range holds the name, by role and dates', async () => {
    expect(await found('searchByGrantorGranteeBook', { grantorGranteeLastName: 'Smith' })).toEqual([
      'GB1-002',
      'GB2-001',
    ]);
    const grantees = { grantorGranteeLastName: 'smith', grantorGranteeSearchIn: 'GRANTEES' };
    expect(await found('searchByGrantorGranteeBook', grantees)).toEqual(['GB2-001']);
    const early = { grantorGranteeLastName: 'Smith', fromRecordedDate: '01/01/1900', toRecordedDate: '12/31/1905' };
    expect(await found('searchByGrantorGranteeBook', early)).toEqual(['GB1-002']);
  });

  it('answers No Records Found. and requires the name', async () => {
    await nothingFound('searchByGrantorGranteeBook', { grantorGranteeLastName: 'Zed' });
    expect(await refused('searchByGrantorGranteeBook', {})).toEqual({ grantorGranteeLastName: 'Required.' });
  });
});

describe('searchByTractBook', () => {
  it('finds an entry by id (sent as fromDocumentNumber)', async () => {
    expect(await found('searchByTractBook', { fromDocumentNumber: 'tb-2' })).toEqual(['TB-2']);
    const r = await search(examiner, 'searchByTractBook', { tractBookSearchType: 'ID', fromDocumentNumber: 'TB-1' });
    expect(r.results).toMatchObject({ type: 'searchByTractBookId', resultKind: 'tractBooks' });
    expect(r.results?.searchResultList[0]).toMatchObject({ displayBookAndPage: '1/10', toDate: '1950-12-31' });
  });

  it('finds entries by legal description and dates', async () => {
    const legal = { tractBookSearchType: 'LEGAL' };
    expect(await found('searchByTractBook', { ...legal, plat: 'P100' })).toEqual(['TB-1', 'TB-2']);
    const str = { ...legal, legalType: 'MB', section: '12', township: '40', range: '20' };
    expect(await found('searchByTractBook', str)).toEqual(['TB-2']);
    expect(await found('searchByTractBook', { ...legal, plat: 'P100', fromRecordedDate: '01/01/1960' })).toEqual([
      'TB-2',
    ]);
  });

  it('answers No Records Found. and checks each form', async () => {
    await nothingFound('searchByTractBook', { fromDocumentNumber: 'TB-9' });
    await nothingFound('searchByTractBook', { tractBookSearchType: 'LEGAL', plat: 'P300' });
    expect(await refused('searchByTractBook', {})).toEqual({ fromDocumentNumber: 'Required.' });
    const reversed = { tractBookSearchType: 'LEGAL', fromRecordedDate: '01/01/1960', toRecordedDate: '01/01/1950' };
    expect(await refused('searchByTractBook', reversed)).toEqual({
      fromRecordedDate: 'Invalid date range.',
      toRecordedDate: 'Invalid date range.',
    });
  });
});
