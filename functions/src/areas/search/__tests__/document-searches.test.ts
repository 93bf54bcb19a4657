// The document searches through the API against the local stack: for each type, the exact documents found, the
// 'No Records Found.' answer and its validation messages; and the deep links' searches.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { clientsOf, doc, lb, mb, newSearchCounty, party as p, saveFixture, search } from './fixtures.ts';

let county = '';
let examiner: TestClient;

const documents = [
  doc('1001', 'WD', '2024-03-01T09:00', {
    book: '100',
    page: '5',
    grantors: [p('Smith', 'John', 'Q')],
    grantees: [p('Jones', 'Mary')],
    legals: [lb('P100', { block: '2', lot: '4' })],
    parcelIds: ['R100'],
    addresses: [{ streetNumber: '123', streetName: 'Main St', city: 'Lakewood' }],
  }),
  doc('1002', 'MTG', '2024-03-15T10:00', {
    book: '100',
    page: '6',
    grantors: [p('Smithson', 'Alan')],
    grantees: [p('First Bank')],
    legals: [lb('P100', { block: '2', lot: '5' })],
    parcelIds: ['R100'],
    addresses: [{ streetNumber: '123', streetName: 'Maine Ave', city: 'Lakeside' }],
  }),
  doc('1003', 'SAT', '2024-03-31T16:00', {
    grantors: [p('First Bank')],
    grantees: [p('Smithson', 'Alan')],
    legals: [mb({ q: 'NE', qq: 'SW' })],
    parcelIds: ['R200'],
  }),
  doc('1004', 'QCD', '2024-04-01T08:00', {
    grantors: [p('Smith', 'Jane')],
    grantees: [p('Smith', 'John', 'R')],
    legals: [lb('P200', { lot: '1' })],
    addresses: [{ streetNumber: '45', streetName: 'Oak St' }],
  }),
  doc('1005', 'WD', '2024-05-10T09:00', {
    grantors: [p('Jones', 'Mary', 'A')],
    grantees: [p('Smith', 'John')],
    tracts: [{ island: 'Saipan', village: 'San Antonio', parcelId: 'E001' }],
  }),
  doc('1006', 'WD', '2024-05-11T09:00', {
    grantors: [p('Brown', 'Bob')],
    grantees: [p('Jones', 'Mark')],
    tracts: [
      { island: 'Saipan', village: 'San Vicente', parcelId: 'E002' },
      { island: 'Tinian', village: 'San Jose', parcelId: 'T001' },
    ],
  }),
  doc('1001', 'WD', '2024-03-01T11:00', {
    docType: 'T',
    grantors: [p('Smith', 'John', 'Q')],
    grantees: [p('Doe', 'Jane')],
    torrensCertificates: [{ certificateNumber: '5001', status: 'A' }],
  }),
];

beforeAll(async () => {
  county = await newSearchCounty('srch-doc');
  await saveFixture(county, { documents });
  examiner = await clientsOf(county)('title.examiner');
});

/** The ids a search finds (page 1, default order), after checking it answered 200 with as many in total. */
async function found(call: string, body: object) {
  const r = await search(examiner, call, body);
  expect(r.status, JSON.stringify(r.res.body)).toBe(200);
  expect(r.results?.totalRecordCount).toBe(r.ids.length);
  return r.ids;
}

async function nothingFound(call: string, body: object) {
  const r = await search(examiner, call, body);
  expect(r.status).toBe(200);
  expect(r.message).toBe('No Records Found.');
  expect(r.results).toMatchObject({ totalRecordCount: 0, currentRecordCount: 0, searchResultList: [] });
}

async function refused(call: string, body: object) {
  const r = await search(examiner, call, body);
  expect(r.status).toBe(400);
  expect(r.res.body.status).toBe('ERROR');
  return r.errors;
}

describe('searchByAddress', () => {
  it('finds the house number on streets starting with the name, narrowed by city', async () => {
    expect(await found('searchByAddress', { streetNumber: '123', streetName: 'Main' })).toEqual(['A1001', 'A1002']);
    expect(await found('searchByAddress', { streetNumber: '123', streetName: 'main', city: 'Lakew' })).toEqual([
      'A1001',
    ]);
  });

  it('answers No Records Found. and checks the street and city', async () => {
    await nothingFound('searchByAddress', { streetNumber: '999', streetName: 'Main' });
    expect(await refused('searchByAddress', { streetNumber: '123', streetName: 'Ma', city: 'La' })).toEqual({
      streetName: 'Three characters minimum.',
      city: 'Three characters minimum, or leave blank.',
    });
  });
});

describe('searchByBookAndPage', () => {
  it('finds a book, or one page of it', async () => {
    expect(await found('searchByBookAndPage', { book: '100' })).toEqual(['A1001', 'A1002']);
    expect(await found('searchByBookAndPage', { book: '100', page: '6' })).toEqual(['A1002']);
  });

  it('answers No Records Found. and requires the book', async () => {
    await nothingFound('searchByBookAndPage', { book: '999' });
    expect(await refused('searchByBookAndPage', { page: '6' })).toEqual({ book: 'Required.' });
  });
});

describe('searchByDate', () => {
  it('finds the month, in document number order, narrowed by instrument group', async () => {
    const march = { fromRecordedDate: '03/01/2024', toRecordedDate: '03/31/2024' };
    expect(await found('searchByDate', march)).toEqual(['A1001', 'T1001', 'A1002', 'A1003']);
    expect(await found('searchByDate', { ...march, instrumentGroup: 'MTG' })).toEqual(['A1002', 'A1003']);
    expect(await found('searchByDate', { ...march, documentType: 'T' })).toEqual(['T1001']);
    expect(await found('searchByDate', { fromRecordedDate: '04/01/2024', toRecordedDate: '' })).toEqual(['A1004']);
  });

  it('answers No Records Found. and checks the dates', async () => {
    await nothingFound('searchByDate', { fromRecordedDate: '01/01/2020', toRecordedDate: '01/31/2020' });
    expect(await refused('searchByDate', { toRecordedDate: '01/31/2020' })).toEqual({ fromRecordedDate: 'Required.' });
    expect(await refused('searchByDate', { fromRecordedDate: '01/01/2024', toRecordedDate: '03/01/2024' })).toEqual({
      fromRecordedDate: 'Date range cannot exceed a month.',
      toRecordedDate: 'Date range cannot exceed a month.',
    });
  });
});

describe('searchByDocumentNumber', () => {
  it('finds a number of every type, of one type, and a range', async () => {
    expect(await found('searchByDocumentNumber', { fromDocumentNumber: '1001' })).toEqual(['A1001', 'T1001']);
    expect(await found('searchByDocumentNumber', { fromDocumentNumber: '1001', documentType: 'T' })).toEqual(['T1001']);
    expect(await found('searchByDocumentNumber', { fromDocumentNumber: '1002', toDocumentNumber: '1004' })).toEqual([
      'A1002',
      'A1003',
      'A1004',
    ]);
  });

  it('answers No Records Found. and checks a range', async () => {
    await nothingFound('searchByDocumentNumber', { fromDocumentNumber: '5000' });
    expect(await refused('searchByDocumentNumber', { fromDocumentNumber: '1004', toDocumentNumber: '1002' })).toEqual({
      fromDocumentNumber: 'Invalid numeric range.',
      toDocumentNumber: 'Invalid numeric range.',
    });
    expect(await refused('searchByDocumentNumber', { fromDocumentNumber: '10A', toDocumentNumber: '20' })).toEqual({
      fromDocumentNumber: 'Numeric only on a range search.',
    });
  });
});

describe('searchByName', () => {
  it('finds last name prefixes, a first name, one role, and two names joined by AND', async () => {
    expect(await found('searchByName', { lastName1: 'Smith' })).toEqual([
      'A1001',
      'T1001',
      'A1002',
      'A1003',
      'A1004',
      'A1005',
    ]);
    expect(await found('searchByName', { lastName1: 'Smith', firstName1: 'John' })).toEqual([
      'A1001',
      'T1001',
      'A1004',
      'A1005',
    ]);
    const grantees = { lastName1: 'Smith', firstName1: 'John', grantorGranteeSearchIn: 'GRANTEES' };
    expect(await found('searchByName', grantees)).toEqual(['A1004', 'A1005']);
    const both = { lastName1: 'Smith', firstName1: 'John', lastName2: 'Jones', andOr: 'AND' };
    expect(await found('searchByName', both)).toEqual(['A1001', 'A1005']);
    expect(await found('searchByName', { ...both, andOr: 'OR' })).toEqual([
      'A1001',
      'T1001',
      'A1004',
      'A1005',
      'A1006',
    ]);
  });

  it('answers No Records Found. and applies the name rules', async () => {
    await nothingFound('searchByName', { lastName1: 'Zzyzx' });
    expect(await refused('searchByName', { lastName1: 'Smith', middleInitial1: 'Q', firstName2: 'Ann' })).toEqual({
      firstName1: 'Required if MI entered.',
      lastName2: 'Required if First Name entered.',
    });
  });
});

describe('searchByLegalDescription', () => {
  it('finds lots and blocks on a plat, metes and bounds, and a legal narrowed to a party', async () => {
    expect(await found('searchByLegalDescription', { plat: 'P100' })).toEqual(['A1001', 'A1002']);
    expect(await found('searchByLegalDescription', { plat: 'P100', block: '2', lot: '4' })).toEqual(['A1001']);
    const str = { legalType: 'MB', section: '12', township: '40', range: '20' };
    expect(await found('searchByLegalDescription', str)).toEqual(['A1003']);
    expect(await found('searchByLegalDescription', { ...str, q: 'NW' })).toEqual([]);
    expect(await found('searchByLegalDescription', { plat: 'P100', lbLastName: 'Smithson' })).toEqual(['A1002']);
  });

  it("answers No Records Found. and requires the active type's land fields", async () => {
    await nothingFound('searchByLegalDescription', { plat: 'P300' });
    expect(await refused('searchByLegalDescription', { legalType: 'MB', section: '12' })).toEqual({
      township: 'Required.',
      range: 'Required.',
    });
  });
});

describe('searchByParcelId', () => {
  it("finds the parcel's documents", async () => {
    expect(await found('searchByParcelId', { parcelId: 'r100' })).toEqual(['A1001', 'A1002']);
  });

  it('answers No Records Found. and takes letters and digits only', async () => {
    await nothingFound('searchByParcelId', { parcelId: 'R999' });
    expect(await refused('searchByParcelId', { parcelId: 'R-100' })).toEqual({ parcelId: 'Letters and digits only.' });
  });
});

describe('searchByPlat', () => {
  it('finds a plat by number or by a name that names one plat', async () => {
    expect(await found('searchByPlat', { searchByPlatMethod: 'PLATNUMBER', platNumber: 'P200' })).toEqual(['A1004']);
    expect(await found('searchByPlat', { platName: 'oak ridge' })).toEqual(['A1001', 'A1002']);
  });

  it('answers No Records Found. for a name of several plats and refuses spaces in a number', async () => {
    await nothingFound('searchByPlat', { platName: 'OAK' });
    expect(await refused('searchByPlat', { searchByPlatMethod: 'PLATNUMBER', platNumber: 'P 200' })).toEqual({
      platNumber: 'Remove any spaces.',
    });
  });
});

describe('searchByTractIndexNMI', () => {
  it("finds an island's villages and parcels", async () => {
    expect(await found('searchByTractIndexNMI', { island: 'Saipan', village: 'San' })).toEqual(['A1005', 'A1006']);
    expect(await found('searchByTractIndexNMI', { island: 'saipan', village: 'San Ant' })).toEqual(['A1005']);
    expect(await found('searchByTractIndexNMI', { island: 'Tinian', village: 'San Jose', parcelId: 'T0' })).toEqual([
      'A1006',
    ]);
  });

  it('answers No Records Found. and checks the village', async () => {
    await nothingFound('searchByTractIndexNMI', { island: 'Rota', village: 'Songsong' });
    expect(await refused('searchByTractIndexNMI', { island: 'Saipan', village: 'Sa' })).toEqual({
      village: 'Three characters minimum.',
    });
  });
});

describe('deep links', () => {
  it('searches a parcel from 01/01/1900 to today, and a document number of type All', async () => {
    const parcel = await search(examiner, 'searchByParcelId', { parcelId: 'R200' });
    expect(parcel.ids).toEqual(['A1003']);
    const criteria = JSON.parse(parcel.content!.historyResults.searchHistoryList[0]!.criteriaJson);
    expect(criteria).toMatchObject({ documentType: 'All', fromRecordedDate: '01/01/1900' });
    expect(criteria.toRecordedDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const number = await search(examiner, 'searchByDocumentNumber', {
      fromDocumentNumber: '1001',
      documentType: 'All',
    });
    expect(number.ids).toEqual(['A1001', 'T1001']);
  });
});
