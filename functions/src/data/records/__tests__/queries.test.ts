// The access-pattern queries against the local stack: a small hand-made county (15 documents, 3 liens, 3 Torrens
// certificates, 4 grantor-grantee book pages, 2 tract book entries and the code lists), each search type asserted
// to find exactly the expected records; 1,005 documents under one surname for truncation; and saving again.
import { bookReferenceRow } from '@portal/shared/records/book-reference';
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';
import { documentRow } from '@portal/shared/records/document';
import { taxLienRow } from '@portal/shared/records/tax-lien';
import { torrensCertificateRow } from '@portal/shared/records/torrens';
import { tractBookRow } from '@portal/shared/records/tract-book';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { putItems } from '#src/data/dynamo/write-items.ts';
import { codeBook } from '../code-book.ts';
import { codeItems } from '../plat-names.ts';
import { byAddress } from '../queries/by-address.ts';
import { byBookPage } from '../queries/by-book-page.ts';
import { byBookReference } from '../queries/by-book-reference.ts';
import { byCertificate } from '../queries/by-certificate.ts';
import { byDocumentNumber } from '../queries/by-document-number.ts';
import { byLegal, byTractBookLegal, type LegalCriteria } from '../queries/by-legal.ts';
import { byName, type NameCriteria } from '../queries/by-name.ts';
import { byParcel } from '../queries/by-parcel.ts';
import { byPlat, findPlats } from '../queries/by-plat.ts';
import { byRecordedDate } from '../queries/by-recorded-date.ts';
import { byTaxLien, type TaxLienCriteria } from '../queries/by-tax-lien.ts';
import { byTorrensText } from '../queries/by-torrens-text.ts';
import { byTractBookId } from '../queries/by-tract-book-id.ts';
import { byTractIndex } from '../queries/by-tract-index.ts';
import { MAX_RESULTS } from '../queries/gather.ts';
import {
  bookReferenceItems,
  certificateItems,
  documentItems,
  type RecordItems,
  taxLienItems,
  tractBookItems,
} from '../record-items.ts';
import { saveRecords } from '../save-records.ts';

const suffix = Math.random().toString(36).slice(2, 8);
const county = `qfix${suffix}`;
const bulkCounty = `qfixbulk${suffix}`;
const TODAY = '2025-06-01';

// ---- code lists ------------------------------------------------------------------------------------------------
const documentTypes: CodeRow[] = [
  { code: 'A', description: 'Abstract' },
  { code: 'G', description: 'Grantor-grantee book' },
  { code: 'K', description: 'Tract book' },
  { code: 'L', description: 'Tax lien' },
  { code: 'T', description: 'Torrens' },
];
const instrumentGroups: CodeRow[] = [
  { code: 'DEED', description: 'Deeds' },
  { code: 'MTG', description: 'Mortgages' },
  { code: 'LIEN', description: 'Liens' },
];
const instrumentCodes: InstrumentCodeRow[] = [
  { code: 'WD', description: 'Warranty deed', group: 'DEED' },
  { code: 'QCD', description: 'Quit claim deed', group: 'DEED' },
  { code: 'MTG', description: 'Mortgage', group: 'MTG' },
  { code: 'SAT', description: 'Satisfaction', group: 'MTG' },
  { code: 'FTL', description: 'Federal tax lien', group: 'LIEN' },
  { code: 'STL', description: 'State tax lien', group: 'LIEN' },
];
const plats: CodeRow[] = [
  { code: 'P100', description: 'OAK RIDGE ADDITION' },
  { code: 'P200', description: 'OAKWOOD ESTATES' },
  { code: 'P300', description: 'RIVER BEND' },
];
const otherLotCodes: CodeRow[] = [{ code: 'GL', description: 'Government lot' }];
const codes = codeBook({ documentTypes, instrumentCodes, plats });

async function saveCodes(c: string) {
  const lists = { documentTypes, instrumentGroups, instrumentCodes, plats, otherLotCodes };
  await putItems(Object.entries(lists).flatMap(([list, rows]) => rows.flatMap((row) => codeItems(c, list, row))));
}

// ---- records ---------------------------------------------------------------------------------------------------
type DocInput = z.input<typeof documentRow>;
const p = (lastName: string, firstName?: string, middleInitial?: string) => ({ lastName, firstName, middleInitial });
const lb = (platCode: string, more: { block?: string; lot?: string; sublot?: string; unit?: string } = {}) => ({
  kind: 'LB' as const,
  platCode,
  ...more,
});
const mb = (more: Record<string, string> = {}) => ({
  kind: 'MB' as const,
  section: 12,
  township: 40,
  range: 20,
  ...more,
});

const doc = (docNumber: string, instrumentCode: string, recordedDateTime: string, rest: Partial<DocInput>) =>
  documentRow.parse({ docType: 'A', docNumber, instrumentCode, recordedDateTime, ...rest });

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
    bookType: 'M',
    book: '100',
    page: '6',
    grantors: [p('First Bank')],
    grantees: [p('Smithson', 'Alan')],
    legals: [mb({ q: 'NE', qq: 'SW' })],
    parcelIds: ['R100'],
  }),
  doc('1004', 'QCD', '2024-04-01T08:00', {
    grantors: [p('Smith', 'Jane')],
    grantees: [p('Smith', 'John', 'R')],
    // two condo units on one lot: each keeps its own index item
    legals: [lb('P100', { block: '2', lot: '4', unit: '101' }), lb('P100', { block: '2', lot: '4', unit: '102' })],
    addresses: [{ streetNumber: '45', streetName: 'Oak St' }],
  }),
  doc('1005', 'WD', '2024-02-29T12:00', {
    book: '101',
    page: '1',
    grantors: [p("O'Brien", 'Pat')],
    grantees: [p('Smith', 'John', 'Q')],
    legals: [lb('P200', { lot: '1' })],
    parcelIds: ['R200'],
  }),
  doc('1010', 'WD', '2024-05-10T09:00', {
    grantors: [p('Xu', 'Li')],
    grantees: [p('Xavier', 'Paul')],
    legals: [mb({ q: 'NE', otherLotType: 'GL', otherLot: '3' })],
  }),
  doc('1011', 'MTG', '2024-05-11T09:00', {
    grantors: [p('Jones', 'Mary')],
    grantees: [p('First Bank')],
    legals: [mb({ q: 'NW', qq: 'NE' })],
    tracts: [{ island: 'Saipan', village: 'San Antonio', parcelId: 'E001' }],
  }),
  doc('1012', 'WD', '2024-06-01T09:00', {
    grantors: [p('Jones', 'Mary', 'A')],
    grantees: [p('Smith', 'John')],
    tracts: [{ island: 'Saipan', village: 'San Vicente', parcelId: 'E002' }],
  }),
  doc('1013', 'WD', '2024-06-15T09:00', {
    grantors: [p('Brown', 'Bob')],
    grantees: [p('Jones', 'Mark')],
    tracts: [
      { island: 'Saipan', village: 'San Antonio', parcelId: 'E100' },
      { island: 'Tinian', village: 'San Jose', parcelId: 'T001' },
    ],
  }),
  doc('999', 'WD', '2023-12-31T23:59', { grantors: [p('Smith', 'John', 'Q')], grantees: [p('Doe', 'Jane')] }),
  documentRow.parse({
    docType: 'T',
    docNumber: '1001',
    instrumentCode: 'WD',
    recordedDateTime: '2024-03-01T11:00',
    grantors: [p('Smith', 'John', 'Q')],
    grantees: [p('Doe', 'Jane')],
    torrensCertificates: [{ certificateNumber: '5001', status: 'A' }],
  }),
  doc('1014', 'WD', '2024-07-01T09:00', {
    grantors: [p('Miller', 'Sue')],
    grantees: [p('Brown', 'Bob')],
    legals: [lb('P100', { block: '3', lot: '4' })],
  }),
  doc('1015', 'QCD', '2024-07-02T09:00', {
    grantors: [p('Miller', 'Sue')],
    grantees: [p('Smith', 'John', 'Q')],
    legals: [lb('P100', { block: '2', lot: '4', sublot: 'A' })],
  }),
  doc('1016', 'WD', '2024-07-03T09:00', {
    grantors: [p('Brown', 'Bob')],
    grantees: [p('Miller', 'Sue')],
    legals: [lb('P100', { lot: '4' })],
  }),
  doc('1017', 'WD', '2022-01-01T09:00', {
    grantors: [p('Doe', 'Jane')],
    grantees: [p('Smith', 'John', 'Q')],
    addresses: [{ streetNumber: '123', streetName: 'Main St', city: 'Lakewood' }],
  }),
];

const liens = [
  taxLienRow.parse({
    docType: 'L',
    docNumber: '7001',
    instrumentCode: 'FTL',
    recordedDateTime: '2023-05-01T10:00',
    lienNumber: 'FL100',
    lienDate: '2023-04-20',
    expirationDate: '2033-04-20',
    lienType: 'FEDERAL',
    totalAmountCents: 500_000,
    taxpayers: [p('Smith', 'John', 'Q')],
    // a full release that was revoked: still current
    releases: [
      {
        partialFullFlag: 'F',
        release: { docType: 'A', docNumber: '8001' },
        releaseDate: '2024-01-01',
        revoke: { docType: 'A', docNumber: '8002' },
        revokeDate: '2024-02-01',
      },
    ],
  }),
  taxLienRow.parse({
    docType: 'L',
    docNumber: '7002',
    instrumentCode: 'STL',
    recordedDateTime: '2023-05-15T10:00',
    lienNumber: 'ST200',
    lienDate: '2023-05-10',
    expirationDate: '2024-01-01',
    lienType: 'STATE',
    totalAmountCents: 12_000,
    taxpayers: [p('Jones', 'Mary'), p('Smith', 'Anna')],
  }),
  taxLienRow.parse({
    docType: 'L',
    docNumber: '7003',
    instrumentCode: 'STL',
    recordedDateTime: '2023-06-01T10:00',
    lienNumber: 'ST300',
    lienDate: '2023-05-25',
    lienType: 'STATE',
    totalAmountCents: 9_900,
    taxpayers: [p('Smithers Co')],
    releases: [{ partialFullFlag: 'F', release: { docType: 'A', docNumber: '8003' }, releaseDate: '2024-01-10' }],
  }),
];

const certificates = [
  torrensCertificateRow.parse({
    certificateNumber: '5001',
    certifiedDate: '2020-01-01',
    shortStatus: 'A',
    legalText: 'Lot 4, Block 2, Oak Ridge Addition',
    recital: 'John Smith, owner in fee simple',
    memorials: [
      { docType: 'A', docNumber: '1001', recordedDate: '2024-03-01', text: 'Mortgage to First Bank' },
      { docType: 'T', docNumber: '1001', recordedDate: '2024-03-01', text: 'Transfer' },
    ],
  }),
  torrensCertificateRow.parse({
    certificateNumber: '5002',
    certifiedDate: '2019-06-01',
    shortStatus: 'C',
    cancelledBy: ['5003'],
    legalText: 'Lot 5, Block 2, Oak Ridge Addition',
    recital: 'Mary Jones',
    memorials: [{ docType: 'A', docNumber: '2024-0001', recordedDate: '2024-01-02', text: 'Satisfaction of mortgage' }],
  }),
  torrensCertificateRow.parse({
    certificateNumber: '5003',
    certifiedDate: '2021-02-01',
    shortStatus: 'A',
    legalText: 'Part of Government Lot 3',
    recital: 'Mary Jones and John Smith',
    memorials: [{ docType: 'A', docNumber: '1002', recordedDate: '2024-03-15', text: 'Easement' }],
  }),
];

const bookRef = (
  id: string,
  type: 'GRANTOR' | 'GRANTEE',
  names: [string, string],
  dates: [string, string],
  n: string,
) =>
  bookReferenceRow.parse({
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
  bookRef('GB1-001', 'GRANTOR', ['Abbott', 'Adams'], ['1900-01-01', '1910-12-31'], '1'),
  bookRef('GB1-002', 'GRANTOR', ['Small', 'Snow'], ['1900-01-01', '1910-12-31'], '2'),
  bookRef('GB2-001', 'GRANTEE', ['Smith, Anna', 'Smith, John'], ['1911-01-01', '1920-12-31'], '3'),
  bookRef('GB2-002', 'GRANTEE', ['Smythe', 'Stone'], ['1911-01-01', '1920-12-31'], '4'),
];

const tractBooks = [
  tractBookRow.parse({
    id: 'TB-1',
    book: '1',
    page: '10',
    fromDate: '1900-01-01',
    toDate: '1950-12-31',
    legals: [lb('P100', { block: '2', lot: '4' })],
    docType: 'K',
    docNumber: '1',
  }),
  tractBookRow.parse({
    id: 'TB-2',
    book: '1',
    page: '11',
    fromDate: '1951-01-01',
    legals: [mb({ q: 'NE' }), lb('P100', { block: '2', lot: '5' })],
    docType: 'K',
    docNumber: '2',
  }),
];

const fixtureItems = (): RecordItems[] => [
  ...documents.map((d) => documentItems(county, d, codes)),
  ...liens.map((l) => taxLienItems(county, l, codes)),
  ...certificates.map((t) => certificateItems(county, t)),
  ...bookReferences.map((b) => bookReferenceItems(county, b)),
  ...tractBooks.map((t) => tractBookItems(county, t, codes)),
];

const BULK = 1005;
const bulkDocuments = Array.from({ length: BULK }, (_, i) =>
  documentRow.parse({
    docType: 'A',
    docNumber: String(50_000 + i),
    instrumentCode: 'WD',
    recordedDateTime: `2010-01-${String(1 + (i % 28)).padStart(2, '0')}T09:00`,
    grantors: [p('Bulkowner', 'Ann')],
    grantees: [i === 7 ? p('Rare', 'Person') : p('Other', 'Party')],
    legals: [lb('PB', { block: '1', lot: String(i) })],
  }),
);
const bulkCertificates = Array.from({ length: BULK }, (_, i) =>
  torrensCertificateRow.parse({
    certificateNumber: String(90_000 + i),
    certifiedDate: '2010-01-01',
    shortStatus: 'A',
    legalText: i === 3 ? 'Common unique' : 'Common',
  }),
);

// ---- helpers ---------------------------------------------------------------------------------------------------
const ids = (r: { items: Array<{ docId?: string; id?: string }> }) => r.items.map((s) => s.docId ?? s.id ?? '').sort();
const names = (c: Partial<NameCriteria> & { name1: NameCriteria['name1'] }) => byName(county, c);
const legal = (c: Partial<LegalCriteria>) => byLegal(county, { legalType: 'LB', plat: 'P100', ...c });
const mbLegal = (c: Partial<LegalCriteria>) =>
  byLegal(county, { legalType: 'MB', section: '12', township: '40', range: '20', ...c });
const lien = (c: TaxLienCriteria) => byTaxLien(county, c, TODAY);

beforeAll(async () => {
  await saveCodes(county);
  await saveCodes(bulkCounty);
  const saved = await saveRecords(fixtureItems());
  expect(saved.unchanged).toBe(0);
}, 120_000);

describe('name search', () => {
  it('takes the last name as a prefix: SMITH also finds SMITHSON', async () => {
    expect(ids(await names({ name1: p('smith') }))).toEqual([
      'A1001',
      'A1002',
      'A1003',
      'A1004',
      'A1005',
      'A1012',
      'A1015',
      'A1017',
      'A999',
      'T1001',
    ]);
  });

  it('with a first name, the last name is exact and the first name a prefix', async () => {
    expect(ids(await names({ name1: p('Smith', 'jo') }))).toEqual([
      'A1001',
      'A1004',
      'A1005',
      'A1012',
      'A1015',
      'A1017',
      'A999',
      'T1001',
    ]);
    expect(ids(await names({ name1: p('Smiths', 'Alan') }))).toEqual([]);
  });

  it('takes the middle initial exactly', async () => {
    expect(ids(await names({ name1: p('Smith', 'John', 'q') }))).toEqual([
      'A1001',
      'A1005',
      'A1015',
      'A1017',
      'A999',
      'T1001',
    ]);
    expect(ids(await names({ name1: p('Smith', 'John', 'R') }))).toEqual(['A1004']);
  });

  it('searches grantors only or grantees only', async () => {
    const john = p('Smith', 'John', 'Q');
    expect(ids(await names({ name1: john, grantorGranteeSearchIn: 'GRANTORS' }))).toEqual(['A1001', 'A999', 'T1001']);
    expect(ids(await names({ name1: john, grantorGranteeSearchIn: 'GRANTEES' }))).toEqual(['A1005', 'A1015', 'A1017']);
  });

  it('takes the edge days of a date range', async () => {
    const john = p('Smith', 'John', 'Q');
    const march = { fromRecordedDate: '2024-03-01', toRecordedDate: '2024-03-31' };
    expect(ids(await names({ name1: john, ...march }))).toEqual(['A1001', 'T1001']);
    const edges = { fromRecordedDate: '2023-12-31', toRecordedDate: '2024-03-01' };
    expect(ids(await names({ name1: john, ...edges }))).toEqual(['A1001', 'A1005', 'A999', 'T1001']);
  });

  it('filters by document type and instrument group', async () => {
    expect(ids(await names({ name1: p('Smith'), documentType: 'T' }))).toEqual(['T1001']);
    expect(ids(await names({ name1: p('Smith'), documentType: 'All', instrumentGroup: 'mtg' }))).toEqual([
      'A1002',
      'A1003',
    ]);
  });

  it('joins a second name with AND (documents having both) or OR (either)', async () => {
    expect(ids(await names({ name1: p('Smith', 'John', 'Q'), name2: p('Jones'), andOr: 'AND' }))).toEqual(['A1001']);
    expect(ids(await names({ name1: p('Smith'), name2: p('Jones'), andOr: 'AND' }))).toEqual(['A1001', 'A1012']);
    expect(ids(await names({ name1: p('Jones'), name2: p('Doe'), andOr: 'OR' }))).toEqual([
      'A1001',
      'A1011',
      'A1012',
      'A1013',
      'A1017',
      'A999',
      'T1001',
    ]);
  });

  it('lists a document found through two names once', async () => {
    // A1004 names SMITH JANE and SMITH JOHN R; A1012 is found by both JONES and SMITH
    const r = await names({ name1: p('Smith', 'J'), name2: p('Jones'), andOr: 'OR' });
    expect(r.items.map((s) => s.docId).filter((id) => id === 'A1004' || id === 'A1012')).toHaveLength(2);
    expect(new Set(r.items.map((s) => s.docId)).size).toBe(r.items.length);
  });

  it('fans a one-letter last name out over its partitions, and normalises apostrophes', async () => {
    expect(ids(await names({ name1: p('x') }))).toEqual(['A1010']);
    expect(ids(await names({ name1: p('O') }))).toEqual(['A1005']);
    expect(ids(await names({ name1: p('obrien', 'Pat') }))).toEqual(['A1005']);
  });

  it('returns the result row summary', async () => {
    const r = await names({ name1: p('Xu') });
    expect(r).toEqual({
      truncated: false,
      items: [
        expect.objectContaining({
          docId: 'A1010',
          instrumentDescription: 'Warranty deed',
          grantor: 'Xu, Li',
          grantee: 'Xavier, Paul',
          firstLegal: 'NE GL 3 S12 T40 R20',
        }),
      ],
    });
  });
});

describe('document number search', () => {
  it('finds one number, of one type or of every type (All)', async () => {
    expect(ids(await byDocumentNumber(county, { documentType: 'A', fromDocumentNumber: '1001' }))).toEqual(['A1001']);
    expect(ids(await byDocumentNumber(county, { documentType: 'All', fromDocumentNumber: '1001' }))).toEqual([
      'A1001',
      'T1001',
    ]);
    expect(ids(await byDocumentNumber(county, { documentType: 'A', fromDocumentNumber: '1006' }))).toEqual([]);
  });

  it('finds a numeric range in number order (999 before 1001)', async () => {
    const r = await byDocumentNumber(county, {
      documentType: 'A',
      fromDocumentNumber: '999',
      toDocumentNumber: '1011',
    });
    expect(r.items.map((s) => s.docId)).toEqual([
      'A999',
      'A1001',
      'A1002',
      'A1003',
      'A1004',
      'A1005',
      'A1010',
      'A1011',
    ]);
    const all = await byDocumentNumber(county, {
      documentType: '',
      fromDocumentNumber: '1001',
      toDocumentNumber: '1003',
    });
    expect(ids(all)).toEqual(['A1001', 'A1002', 'A1003', 'T1001']);
  });

  it('keeps 042 and 42 apart as records, and finds both for either spelling', async () => {
    const twins = [
      doc('042', 'WD', '2020-01-02T09:00', { grantors: [p('TWIN')] }),
      doc('42', 'WD', '2020-01-03T09:00', { grantors: [p('TWIN')] }),
    ];
    await saveRecords(twins.map((d) => documentItems(county, d, codes)));
    for (const typed of ['42', '042']) {
      expect(ids(await byDocumentNumber(county, { documentType: 'A', fromDocumentNumber: typed }))).toEqual([
        'A042',
        'A42',
      ]);
    }
  });
});

describe('index items written before summaries were packed', () => {
  it('are still found, their summary read from the map they hold', async () => {
    const items = documentItems(county, doc('7001', 'WD', '2019-05-06T09:00', { grantors: [p('OLDFORM')] }), codes);
    expect(typeof items.index[0]!.s).toBe('string');
    const unpacked = items.index.map((i) => ({ ...i, s: JSON.parse(i.s as string) }));
    await putItems([...unpacked, items.entity]);
    const r = await byDocumentNumber(county, { documentType: 'A', fromDocumentNumber: '7001' });
    expect(r.items).toEqual([expect.objectContaining({ docId: 'A7001', grantor: 'OLDFORM' })]);
  });
});

describe('recorded date search', () => {
  it('takes both edge days, across months, in key order', async () => {
    expect(ids(await byRecordedDate(county, { fromRecordedDate: '2024-03-01', toRecordedDate: '2024-03-31' }))).toEqual(
      ['A1001', 'A1002', 'A1003', 'T1001'],
    );
    const r = await byRecordedDate(county, { fromRecordedDate: '2024-02-29', toRecordedDate: '2024-03-01' });
    expect(r.items.map((s) => s.docId)).toEqual(['A1005', 'A1001', 'T1001']);
    expect(ids(await byRecordedDate(county, { fromRecordedDate: '2023-12-31', toRecordedDate: '2024-02-28' }))).toEqual(
      ['A999'],
    );
  });

  it('filters by document type and instrument group', async () => {
    const march = { fromRecordedDate: '2024-03-01', toRecordedDate: '2024-03-31' };
    expect(ids(await byRecordedDate(county, { ...march, documentType: 'T' }))).toEqual(['T1001']);
    expect(ids(await byRecordedDate(county, { ...march, instrumentGroup: 'MTG' }))).toEqual(['A1002', 'A1003']);
  });
});

describe('book and page search', () => {
  it('finds a whole book, one page, and books of a book type', async () => {
    expect(ids(await byBookPage(county, { book: '100' }))).toEqual(['A1001', 'A1002']);
    expect(ids(await byBookPage(county, { book: '100', page: '06' }))).toEqual(['A1002']);
    expect(ids(await byBookPage(county, { book: '100', page: '7' }))).toEqual([]);
    expect(ids(await byBookPage(county, { book: '100', bookType: 'M' }))).toEqual(['A1003']);
  });
});

describe('parcel search', () => {
  it('finds a parcel within dates and of a document type', async () => {
    expect(ids(await byParcel(county, { parcelId: 'r100' }))).toEqual(['A1001', 'A1002', 'A1003']);
    const dates = { fromRecordedDate: '2024-03-15', toRecordedDate: '2024-03-31' };
    expect(ids(await byParcel(county, { parcelId: 'R100', ...dates }))).toEqual(['A1002', 'A1003']);
    expect(ids(await byParcel(county, { parcelId: 'R100', documentType: 'T' }))).toEqual([]);
  });
});

describe('address search', () => {
  it('takes the street as a prefix and the city as a prefix', async () => {
    expect(ids(await byAddress(county, { streetNumber: '123', streetName: 'main' }))).toEqual([
      'A1001',
      'A1002',
      'A1017',
    ]);
    expect(ids(await byAddress(county, { streetNumber: '123', streetName: 'Main St' }))).toEqual(['A1001', 'A1017']);
    expect(ids(await byAddress(county, { streetNumber: '123', streetName: 'Mai', city: 'lakew' }))).toEqual([
      'A1001',
      'A1017',
    ]);
    expect(ids(await byAddress(county, { streetNumber: '45', streetName: 'Oak' }))).toEqual(['A1004']);
    expect(ids(await byAddress(county, { streetNumber: '45', streetName: 'Oak', city: 'Lak' }))).toEqual([]);
  });

  it('filters by dates and instrument group', async () => {
    const since = { fromRecordedDate: '2023-01-01', toRecordedDate: '2025-01-01' };
    expect(ids(await byAddress(county, { streetNumber: '123', streetName: 'Main', city: 'Lake', ...since }))).toEqual([
      'A1001',
      'A1002',
    ]);
    expect(ids(await byAddress(county, { streetNumber: '123', streetName: 'Main', instrumentGroup: 'DEED' }))).toEqual([
      'A1001',
      'A1017',
    ]);
  });
});

describe('legal description search, lots and blocks', () => {
  it('CONTAINS matches the fields given; EXACT asks blank fields to be blank', async () => {
    expect(ids(await legal({ block: '2', lot: '4' }))).toEqual(['A1001', 'A1004', 'A1015']);
    expect(ids(await legal({ block: '2', lot: '4', searchMethod: 'EXACT' }))).toEqual(['A1001']);
    expect(ids(await legal({ lot: '4' }))).toEqual(['A1001', 'A1004', 'A1014', 'A1015', 'A1016']);
    expect(ids(await legal({ lot: '04', searchMethod: 'EXACT' }))).toEqual(['A1016']);
    expect(ids(await legal({ block: '2' }))).toEqual(['A1001', 'A1002', 'A1004', 'A1015']);
    expect(ids(await legal({ block: '2', lot: '4', sublot: 'a' }))).toEqual(['A1015']);
  });

  it('finds each condo unit of one lot', async () => {
    expect(ids(await legal({ unit: '101' }))).toEqual(['A1004']);
    expect(ids(await legal({ unit: '102' }))).toEqual(['A1004']);
    expect(ids(await legal({ block: '2', lot: '4', unit: '102', searchMethod: 'EXACT' }))).toEqual(['A1004']);
  });

  it('filters by dates and document type', async () => {
    const july = { fromRecordedDate: '2024-07-01', toRecordedDate: '2024-07-31' };
    expect(ids(await legal(july))).toEqual(['A1014', 'A1015', 'A1016']);
    expect(ids(await legal({ ...july, documentType: 'T' }))).toEqual([]);
    expect(ids(await legal({ plat: 'P300' }))).toEqual([]);
  });

  it('keeps the documents naming the grantor or grantee given', async () => {
    expect(ids(await legal({ block: '2', lot: '4', lastName: 'Smith', firstName: 'Jane' }))).toEqual(['A1004']);
    expect(ids(await legal({ block: '2', lot: '4', lastName: 'Miller' }))).toEqual(['A1015']);
    expect(ids(await legal({ block: '2', lastName: 'Smith' }))).toEqual(['A1001', 'A1002', 'A1004', 'A1015']);
    expect(ids(await legal({ block: '2', lastName: 'Nobody' }))).toEqual([]);
  });
});

describe('legal description search, metes and bounds', () => {
  it('takes the section, township and range, then the quarters largest first', async () => {
    expect(ids(await mbLegal({}))).toEqual(['A1003', 'A1010', 'A1011']);
    expect(ids(await mbLegal({ q: 'NE' }))).toEqual(['A1003', 'A1010']);
    expect(ids(await mbLegal({ q: 'NE', qq: 'SW' }))).toEqual(['A1003']);
    expect(ids(await mbLegal({ qq: 'NE' }))).toEqual(['A1011']);
    expect(ids(await mbLegal({ section: '13' }))).toEqual([]);
  });

  it('EXACT asks every other field to be blank; other lots', async () => {
    expect(ids(await mbLegal({ q: 'NE', searchMethod: 'EXACT' }))).toEqual([]);
    expect(ids(await mbLegal({ q: 'NE', qq: 'SW', searchMethod: 'EXACT' }))).toEqual(['A1003']);
    expect(ids(await mbLegal({ q: 'NE', otherLotType: 'gl', otherLot: '3', searchMethod: 'EXACT' }))).toEqual([
      'A1010',
    ]);
    expect(ids(await mbLegal({ otherLot: '3' }))).toEqual(['A1010']);
  });
});

describe('plat search', () => {
  it('finds the documents on a plat by number or by a name that names one plat', async () => {
    const p100 = ['A1001', 'A1002', 'A1004', 'A1014', 'A1015', 'A1016'];
    expect(ids(await byPlat(county, { searchByPlatMethod: 'PLATNUMBER', platNumber: 'p200' }))).toEqual(['A1005']);
    expect(ids(await byPlat(county, { searchByPlatMethod: 'PLATNAME', platName: 'oak ridge' }))).toEqual(p100);
    expect(ids(await byPlat(county, { searchByPlatMethod: 'PLATNAME', platName: 'River Bend' }))).toEqual([]);
    expect((await findPlats(county, { platName: 'oak' })).map((r) => r.code)).toEqual(['P100', 'P200']);
    expect(ids(await byPlat(county, { searchByPlatMethod: 'PLATNAME', platName: 'oak' }))).toEqual([]);
  });
});

describe('Torrens certificate search', () => {
  it('finds a certificate by number', async () => {
    const r = await byCertificate(county, { certificateNumber: '05001' });
    expect(r).toEqual({
      truncated: false,
      items: [expect.objectContaining({ id: '5001', status: 'ACTIVE', certifiedDate: '2020-01-01' })],
    });
    expect(ids(await byCertificate(county, { certificateNumber: '9999' }))).toEqual([]);
  });
});

describe('Torrens text search', () => {
  const text = async (t: string, searchIn?: 'A' | 'L' | 'D' | 'M' | 'R') =>
    ids(await byTorrensText(county, { text: t, searchIn }));

  it('searches one section by one word or by every word', async () => {
    expect(await text('oak', 'L')).toEqual(['5001', '5002']);
    expect(await text('Block, Oak', 'L')).toEqual(['5001', '5002']);
    expect(await text('government lot', 'L')).toEqual(['5003']);
    expect(await text('oak government', 'L')).toEqual([]);
    expect(await text('Jones', 'R')).toEqual(['5002', '5003']);
    expect(await text('Smith Jones', 'R')).toEqual(['5003']);
    expect(await text('mortgage', 'M')).toEqual(['5001', '5002']);
    expect(await text('smith', 'M')).toEqual([]);
  });

  it('finds a memorial document number with or without its type', async () => {
    expect(await text('A1001', 'D')).toEqual(['5001']);
    expect(await text('1001', 'D')).toEqual(['5001']);
    expect(await text('1002', 'D')).toEqual(['5003']);
    expect(await text('2024-0001', 'D')).toEqual(['5002']);
    expect(await text('a2024-0001', 'D')).toEqual(['5002']);
    expect(await text('9999', 'D')).toEqual([]);
  });

  it('searches every section on A (the default)', async () => {
    expect(await text('smith')).toEqual(['5001', '5003']);
    expect(await text('Jones mortgage', 'A')).toEqual(['5002']);
    expect(await text('1002', 'A')).toEqual(['5003']);
    expect(await text('oak 1001', 'A')).toEqual(['5001']);
    expect(await text('2024-0001', 'A')).toEqual(['5002']);
  });
});

describe('tract index search', () => {
  it('takes the village as a prefix, the parcel id as a prefix, and dates', async () => {
    expect(ids(await byTractIndex(county, { island: 'saipan', village: 'San' }))).toEqual(['A1011', 'A1012', 'A1013']);
    expect(ids(await byTractIndex(county, { island: 'Saipan', village: 'san a' }))).toEqual(['A1011', 'A1013']);
    expect(ids(await byTractIndex(county, { island: 'Saipan', village: 'San', parcelId: 'e1' }))).toEqual(['A1013']);
    expect(ids(await byTractIndex(county, { island: 'Saipan', village: 'San', parcelId: 'E0' }))).toEqual([
      'A1011',
      'A1012',
    ]);
    const june = { fromRecordedDate: '2024-06-01', toRecordedDate: '2024-06-30' };
    expect(ids(await byTractIndex(county, { island: 'Saipan', village: 'San', ...june }))).toEqual(['A1012', 'A1013']);
    expect(ids(await byTractIndex(county, { island: 'Tinian', village: 'San' }))).toEqual(['A1013']);
    expect(ids(await byTractIndex(county, { island: 'Rota', village: 'San' }))).toEqual([]);
  });
});

describe('tax lien search', () => {
  it('by date range, edges included, current, expired or all', async () => {
    const may = { fromRecordedDate: '2023-05-01', toRecordedDate: '2023-05-31' };
    expect(ids(await lien({ searchByTaxLienMethod: 'dateRange', currentOrExpired: 'ALL', ...may }))).toEqual([
      'L7001',
      'L7002',
    ]);
    expect(ids(await lien({ searchByTaxLienMethod: 'dateRange', currentOrExpired: 'CURRENT', ...may }))).toEqual([
      'L7001',
    ]);
    expect(ids(await lien({ searchByTaxLienMethod: 'dateRange', ...may }))).toEqual(['L7001']);
    expect(ids(await lien({ searchByTaxLienMethod: 'dateRange', currentOrExpired: 'EXPIRED', ...may }))).toEqual([
      'L7002',
    ]);
    const edges = { fromRecordedDate: '2023-05-15', toRecordedDate: '2023-06-01' };
    expect(ids(await lien({ searchByTaxLienMethod: 'dateRange', currentOrExpired: 'all', ...edges }))).toEqual([
      'L7002',
      'L7003',
    ]);
  });

  it('by document number, of a type or of every type', async () => {
    expect(
      ids(await lien({ searchByTaxLienMethod: 'documentNumber', documentNumber: '7002', currentOrExpired: 'ALL' })),
    ).toEqual(['L7002']);
    expect(
      ids(
        await lien({
          searchByTaxLienMethod: 'documentNumber',
          documentType: 'L',
          documentNumber: '7002',
          currentOrExpired: 'CURRENT',
        }),
      ),
    ).toEqual([]);
    expect(
      ids(await lien({ searchByTaxLienMethod: 'documentNumber', documentType: 'A', documentNumber: '7002' })),
    ).toEqual([]);
  });

  it('by lien number', async () => {
    expect(
      ids(await lien({ searchByTaxLienMethod: 'lienNumber', lienNumber: 'st300', currentOrExpired: 'EXPIRED' })),
    ).toEqual(['L7003']);
    expect(
      ids(await lien({ searchByTaxLienMethod: 'lienNumber', lienNumber: 'ST300', currentOrExpired: 'CURRENT' })),
    ).toEqual([]);
  });

  it('by taxpayer, with the rules of the name search; a revoked full release stays current', async () => {
    const all = { searchByTaxLienMethod: 'taxpayer', currentOrExpired: 'ALL' } as const;
    expect(ids(await lien({ ...all, taxpayerName: 'Smith' }))).toEqual(['L7001', 'L7002', 'L7003']);
    expect(ids(await lien({ ...all, taxpayerName: 'S' }))).toEqual(['L7001', 'L7002', 'L7003']);
    expect(ids(await lien({ ...all, taxpayerName: 'Smith', taxpayerFirstName: 'John' }))).toEqual(['L7001']);
    expect(
      ids(await lien({ ...all, taxpayerName: 'Smith', taxpayerFirstName: 'A', taxpayerMiddleInitial: 'X' })),
    ).toEqual([]);
    expect(ids(await lien({ ...all, taxpayerName: 'Smith', currentOrExpired: 'CURRENT' }))).toEqual(['L7001']);
    expect(ids(await lien({ ...all, taxpayerName: 'Smith', currentOrExpired: 'EXPIRED' }))).toEqual(['L7002', 'L7003']);
    const june = { fromRecordedDate: '2023-06-01', toRecordedDate: '2023-06-30' };
    expect(ids(await lien({ ...all, taxpayerName: 'Smith', currentOrExpired: 'EXPIRED', ...june }))).toEqual(['L7003']);
  });
});

describe('grantor-grantee book search', () => {
  const book = async (name: string, more: Record<string, string> = {}) =>
    ids(await byBookReference(county, { grantorGranteeLastName: name, ...more }));

  it('finds the pages whose name range holds the name', async () => {
    expect(await book('Smith')).toEqual(['GB1-002', 'GB2-001']);
    expect(await book('Smythe')).toEqual(['GB1-002', 'GB2-002']);
    expect(await book('sn')).toEqual(['GB1-002', 'GB2-002']);
    expect(await book('Adams')).toEqual(['GB1-001']);
    expect(await book('Ace')).toEqual(['GB1-001']);
    expect(await book('Aa')).toEqual([]);
    expect(await book('S')).toEqual(['GB1-002', 'GB2-001', 'GB2-002']);
  });

  it('searches grantor or grantee books, and pages whose dates overlap the range', async () => {
    expect(await book('Smith', { grantorGranteeSearchIn: 'GRANTORS' })).toEqual(['GB1-002']);
    expect(await book('Smith', { grantorGranteeSearchIn: 'GRANTEES' })).toEqual(['GB2-001']);
    expect(await book('Smith', { fromRecordedDate: '1915-01-01', toRecordedDate: '1930-01-01' })).toEqual(['GB2-001']);
    expect(await book('Smith', { fromRecordedDate: '1910-12-31', toRecordedDate: '1910-12-31' })).toEqual(['GB1-002']);
  });
});

describe('tract book search', () => {
  it('finds an entry by id', async () => {
    const r = await byTractBookId(county, { fromDocumentNumber: 'tb-1' });
    expect(r).toEqual({ truncated: false, items: [expect.objectContaining({ id: 'TB-1', page: '10' })] });
    expect(ids(await byTractBookId(county, { fromDocumentNumber: 'NOPE' }))).toEqual([]);
  });

  it('finds entries by legal description, within dates', async () => {
    const lbc = { legalType: 'LB', plat: 'P100' } as const;
    expect(ids(await byTractBookLegal(county, { ...lbc, block: '2' }))).toEqual(['TB-1', 'TB-2']);
    expect(ids(await byTractBookLegal(county, { ...lbc, block: '2', lot: '4', searchMethod: 'EXACT' }))).toEqual([
      'TB-1',
    ]);
    const mbc = { legalType: 'MB', section: 12, township: 40, range: 20 } as const;
    expect(ids(await byTractBookLegal(county, { ...mbc, q: 'NE' }))).toEqual(['TB-2']);
    const later = { fromRecordedDate: '1960-01-01', toRecordedDate: '2000-01-01' };
    expect(ids(await byTractBookLegal(county, { ...lbc, block: '2', ...later }))).toEqual(['TB-2']);
    const earlier = { fromRecordedDate: '1940-01-01', toRecordedDate: '1945-01-01' };
    expect(ids(await byTractBookLegal(county, { ...lbc, block: '2', ...earlier }))).toEqual(['TB-1']);
    // tract books are not documents
    expect(ids(await legal({ block: '2', lot: '5' }))).toEqual(['A1002']);
  });
});

describe('saving again', () => {
  it('reports every record unchanged', async () => {
    const items = fixtureItems();
    expect(await saveRecords(items)).toMatchObject({ written: 0, unchanged: items.length });
  });

  it("drops the old name's index item when a document's grantor changes", async () => {
    const before = doc('2000', 'WD', '2024-08-01T09:00', { grantors: [p('Oldname', 'Zed')], grantees: [p('Keeper')] });
    await saveRecords([documentItems(county, before, codes)]);
    expect(ids(await names({ name1: p('Oldname') }))).toEqual(['A2000']);
    const after = [documentItems(county, { ...before, grantors: [p('Newname', 'Zed')] }, codes)];
    expect(await saveRecords(after)).toMatchObject({ written: 1, unchanged: 0 });
    // the very items just written, saved again
    expect(await saveRecords(after)).toMatchObject({ written: 0, unchanged: 1 });
    expect(ids(await names({ name1: p('Oldname') }))).toEqual([]);
    expect(ids(await names({ name1: p('Newname') }))).toEqual(['A2000']);
    expect(ids(await names({ name1: p('Keeper') }))).toEqual(['A2000']);
    expect((await names({ name1: p('Newname') })).items[0]!.grantor).toBe('Newname, Zed');
  });
});

describe('truncation', () => {
  beforeAll(async () => {
    const saved = await saveRecords([
      ...bulkDocuments.map((d) => documentItems(bulkCounty, d, codes)),
      ...bulkCertificates.map((t) => certificateItems(bulkCounty, t)),
    ]);
    expect(saved.written).toBe(2 * BULK);
  }, 120_000);

  it(`gathers ${MAX_RESULTS} matches and says there are more`, async () => {
    const r = await byName(bulkCounty, { name1: p('Bulkowner') });
    expect(r.items).toHaveLength(MAX_RESULTS);
    expect(r.truncated).toBe(true);
    expect(new Set(r.items.map((s) => s.docId)).size).toBe(MAX_RESULTS);

    const range = await byDocumentNumber(bulkCounty, {
      documentType: 'All',
      fromDocumentNumber: '50000',
      toDocumentNumber: '51004',
    });
    expect([range.items.length, range.truncated]).toEqual([MAX_RESULTS, true]);
    expect(range.items[0]!.docId).toBe('A50000');
    const month = await byRecordedDate(bulkCounty, { fromRecordedDate: '2010-01-01', toRecordedDate: '2010-01-31' });
    expect([month.items.length, month.truncated]).toEqual([MAX_RESULTS, true]);
  });

  it('is not truncated at exactly the matches there are', async () => {
    const r = await byDocumentNumber(bulkCounty, {
      documentType: 'A',
      fromDocumentNumber: '50005',
      toDocumentNumber: '51004',
    });
    expect([r.items.length, r.truncated]).toEqual([MAX_RESULTS, false]);
    // the same documents through two names of one search: each once
    const both = await byName(bulkCounty, { name1: p('Bulkowner', 'Ann'), name2: p('Bulkowner'), andOr: 'OR' });
    expect([both.items.length, both.truncated]).toEqual([MAX_RESULTS, true]);
  });

  it('keeps AND exact when one name has more matches than are gathered', async () => {
    const r = await byName(bulkCounty, { name1: p('Bulkowner'), name2: p('Rare'), andOr: 'AND' });
    expect(r).toMatchObject({ truncated: false });
    expect(ids(r)).toEqual(['A50007']);
    const wide = await byName(bulkCounty, { name1: p('Bulkowner'), name2: p('Other'), andOr: 'AND' });
    expect(wide.truncated).toBe(true);
    expect(wide.items.length).toBeGreaterThanOrEqual(MAX_RESULTS - 1);
    expect(wide.items.map((s) => s.docId)).not.toContain('A50007');
  });

  it('keeps a legal search narrowed to a party exact when either side is cut off', async () => {
    const onPlat = { legalType: 'LB', plat: 'PB', block: '1' } as const;
    expect((await byLegal(bulkCounty, onPlat)).truncated).toBe(true);
    expect(await byLegal(bulkCounty, { ...onPlat, lastName: 'Rare' })).toMatchObject({ truncated: false });
    expect(ids(await byLegal(bulkCounty, { ...onPlat, lastName: 'Rare' }))).toEqual(['A50007']);
    expect(ids(await byLegal(bulkCounty, { ...onPlat, lot: '7', lastName: 'Bulkowner', firstName: 'A' }))).toEqual([
      'A50007',
    ]);
    expect(ids(await byLegal(bulkCounty, { ...onPlat, lot: '7', lastName: 'Other' }))).toEqual([]);
  });

  it('keeps a Torrens text search exact when one word has more matches than are gathered', async () => {
    const common = await byTorrensText(bulkCounty, { text: 'common', searchIn: 'L' });
    expect([common.items.length, common.truncated]).toEqual([MAX_RESULTS, true]);
    expect(await byTorrensText(bulkCounty, { text: 'common unique', searchIn: 'L' })).toMatchObject({
      truncated: false,
      items: [expect.objectContaining({ id: '90003' })],
    });
    expect(ids(await byTorrensText(bulkCounty, { text: 'unique common' }))).toEqual(['90003']);
  });
});
