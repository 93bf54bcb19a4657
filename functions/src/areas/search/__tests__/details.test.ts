// The detail panes through the API: document (every field of the search result record), tax lien, legal
// description tables by the county's flags, Torrens certificate, book reference and tract book; and tenancy: a
// user of another county cannot read this county's records.
import type {
  DetailsResponse,
  DocumentDetails,
  LegalDescriptionDetails,
  TaxLienDetails,
} from '@portal/shared/search/details';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import {
  bookReference,
  certificate,
  clientsOf,
  doc,
  lb,
  lien,
  mb,
  newSearchCounty,
  party as p,
  saveFixture,
  tractBook,
} from './fixtures.ts';

let county = '';
let otherCounty = '';
let examiner: TestClient;

const deed = doc('2001', 'WD', '2024-03-01T14:05', {
  docType: 'T',
  displayDocNumber: 'T-2001',
  instrumentDate: '2024-02-20',
  book: '100',
  page: '5',
  salePriceCents: 25_000_000,
  verified: false,
  grantors: [p('Smith', 'John', 'Q'), p('Smith', 'Jane')],
  grantees: [{ lastName: 'Jones', firstName: 'Mary', displayName: 'MARY JONES' }],
  references: [
    { docType: 'A', docNumber: '1999' },
    { docType: 'A', docNumber: '404' },
  ],
  legals: [
    lb('P100', { block: '2', lot: '4', sublot: 'A', comment: 'north half' }),
    lb('P200', { block: '1', lot: '1', unit: '101', garage: 'G7' }),
    mb({ q: 'NE', qq: 'SW', qqq: 'NW', otherLotType: 'GL', otherLot: '3', description: 'the east 10 feet' }),
  ],
  torrensCertificates: [{ certificateNumber: '5001', status: 'A' }],
  parcelIds: ['R100', 'R101'],
  addresses: [{ streetNumber: '140-17', streetName: 'East 14th Street', city: 'Lakewood' }],
  additionalInfo: ['Consideration stated'],
  displayOnly: [{ label: 'Return to', value: 'First Title Co.' }],
  pageCount: 3,
});
const mortgage = doc('1999', 'MTG', '2023-12-01T09:00', {
  displayDocNumber: 'A-1999',
  grantors: [p('Smith', 'John')],
  grantees: [p('First Bank')],
  mortgageAmountCents: 10_000_000,
});

beforeAll(async () => {
  county = await newSearchCounty('srch-det');
  otherCounty = await newSearchCounty('srch-det2');
  await saveFixture(county, {
    documents: [deed, mortgage],
    liens: [
      lien({
        docType: 'L',
        docNumber: '7001',
        instrumentCode: 'FTL',
        recordedDateTime: '2023-05-01T10:00',
        lienNumber: 'FL100',
        lienDate: '2023-04-20',
        expirationDate: '2033-04-20',
        lienType: 'FEDERAL',
        totalAmountCents: 500_000,
        taxpayers: [{ ...p('Smith', 'John', 'Q'), address: '1 Main St, Lakewood' }],
        revisions: [{ docType: 'A', docNumber: '8010', flag: 'R' }],
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
    ],
    certificates: [
      certificate({
        certificateNumber: '5002',
        certifiedDate: '2019-06-01',
        shortStatus: 'C',
        cancelledBy: ['5003', '5004'],
      }),
    ],
    bookReferences: [
      bookReference({
        id: 'GB1-001',
        type: 'GRANTOR',
        fromName: 'Abbott',
        toName: 'Adams',
        fromDate: '1900-01-01',
        toDate: '1910-12-31',
        docType: 'G',
        docNumber: '1',
      }),
    ],
    tractBooks: [
      tractBook({
        id: 'TB-1',
        book: '1',
        page: '10',
        fromDate: '1900-01-01',
        legals: [lb('P100', { block: '2', lot: '4' })],
        docType: 'K',
        docNumber: '1',
      }),
    ],
  });
  examiner = await clientsOf(county)('title.examiner');
});

describe('search/documentDetails', () => {
  it('answers every field of the document, with no payment and the balance', async () => {
    const res = await examiner.post<DetailsResponse<DocumentDetails>>('search/documentDetails', {
      docId: 't2001',
      description: 'T-2001',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      paymentNeeded: false,
      paymentNeededAgain: false,
      usageBalance: { kind: 'CENTS', cents: 25_000 },
    });
    expect(res.body.content?.details).toEqual({
      docId: 'T2001',
      docType: 'T',
      docNumber: '2001',
      displayDocNumber: 'T-2001',
      instrumentCode: 'WD',
      instrumentDescription: 'Warranty deed',
      recordedDate: '2024-03-01',
      recordedDateTime: '2024-03-01T14:05',
      recordedTime: '2:05',
      recordedAmPm: 'PM',
      instrumentDate: '2024-02-20',
      displayBookAndPage: '100/5',
      mortgageAmountCents: null,
      salePriceCents: 25_000_000,
      verifiedStatus: 'UNVERIFIED',
      grantorSearchResults: [
        { displayName: 'Smith, John Q', lastName: 'Smith', firstName: 'John', middleInitial: 'Q' },
        { displayName: 'Smith, Jane', lastName: 'Smith', firstName: 'Jane', middleInitial: '' },
      ],
      granteeSearchResults: [{ displayName: 'MARY JONES', lastName: 'Jones', firstName: 'Mary', middleInitial: '' }],
      referenceDocumentSearchResults: [
        { docType: 'A', docNumber: '1999', displayDocNumber: 'A-1999', instrumentDescription: 'Mortgage' },
        { docType: 'A', docNumber: '404', displayDocNumber: '404', instrumentDescription: '' },
      ],
      legalSearchResults: [
        { description: 'L 4 SL A B 2 OAK RIDGE ADDITION', comment: 'north half', docId: 'T2001' },
        { description: 'L 1 B 1 UNIT 101 GAR G7 OAKWOOD ESTATES', comment: '', docId: 'T2001' },
        { description: 'NW SW NE GL 3 S12 T40 R20', comment: '', docId: 'T2001' },
      ],
      torrensSearchResults: [{ certificateNumber: '5001', status: 'A' }],
      tractSearchResults: [],
      additionalInfoSearchResults: ['Consideration stated'],
      displayOnlySearchResults: [{ label: 'Return to', value: 'First Title Co.' }],
      parcelIds: ['R100', 'R101'],
      addressSearchResults: [{ streetNumber: '140-17', streetName: 'EAST 14TH STREET', city: 'LAKEWOOD' }],
      pageCount: 3,
    });
  });

  it('says a document is not found, and requires the id', async () => {
    const missing = await examiner.post('search/documentDetails', { docId: 'A404' });
    expect([missing.status, missing.body.message]).toEqual([404, 'Document not found.']);
    const blank = await examiner.post('search/documentDetails', {});
    expect([blank.status, blank.body.errors]).toEqual([400, { docId: 'Required.' }]);
  });
});

describe('search/taxLienDetails', () => {
  it('answers the lien with its taxpayers, revisions and releases', async () => {
    const res = await examiner.post<DetailsResponse<TaxLienDetails>>('search/taxLienDetails', { docId: 'L7001' });
    expect(res.status).toBe(200);
    expect(res.body.content?.details).toEqual({
      docId: 'L7001',
      docType: 'L',
      docNumber: '7001',
      displayDocNumber: '7001',
      instrumentCode: 'FTL',
      instrumentDescription: 'Federal tax lien',
      recordedDate: '2023-05-01',
      recordedDateTime: '2023-05-01T10:00',
      instrumentDate: '',
      lienNumber: 'FL100',
      lienDate: '2023-04-20',
      expirationDate: '2033-04-20',
      lienType: 'FEDERAL',
      totalAmountCents: 500_000,
      current: true,
      taxpayerSearchResults: [{ name: 'Smith, John Q', displayAddress: '1 Main St, Lakewood' }],
      revisionSearchResults: [{ flag: 'R', docType: 'A', docNumber: '8010', displayDocNumber: '8010' }],
      releaseSearchResults: [
        {
          partialFullFlag: 'F',
          releaseDocNumber: '8001',
          releaseDocType: 'A',
          releaseDisplayDocNumber: '8001',
          releaseDate: '2024-01-01',
          revokeDocNumber: '8002',
          revokeDocType: 'A',
          revokeDisplayDocNumber: '8002',
          revokeDate: '2024-02-01',
        },
      ],
      pageCount: 0,
    });
    expect((await examiner.post('search/taxLienDetails', { docId: 'L1' })).status).toBe(404);
  });
});

describe('search/legalDescriptionDetails', () => {
  it('splits the legals into metes and bounds, lots and blocks, and condo tables, columns by county flags', async () => {
    const res = await examiner.post<LegalDescriptionDetails>('search/legalDescriptionDetails', { id: 'T2001' });
    expect(res.status).toBe(200);
    // the test county has qqq, sublot and mbOtherLot on; qqqq, baseline, meridian and municipality off
    expect(res.body.content).toEqual({
      metesAndBoundsHeaders: ['Section', 'Township', 'Range', 'QQQ', 'QQ', 'Q', 'Other Lot', 'Description', 'Comment'],
      metesAndBoundsRows: {
        legalDescriptionTypeDetails: [['12', '40', '20', 'NW', 'SW', 'NE', 'GL 3', 'the east 10 feet', '']],
      },
      lotsAndBlocksHeaders: ['Plat', 'Block', 'Lot', 'Sublot', 'Other Lot', 'Comment'],
      lotsAndBlocksRows: { legalDescriptionTypeDetails: [['OAK RIDGE ADDITION', '2', '4', 'A', '', 'north half']] },
      condoHeaders: ['Plat', 'Block', 'Lot', 'Building', 'Unit', 'Garage', 'Comment'],
      condoRows: { legalDescriptionTypeDetails: [['OAKWOOD ESTATES', '1', '1', '', '101', 'G7', '']] },
    });
    const none = await examiner.post<LegalDescriptionDetails>('search/legalDescriptionDetails', { id: 'A1999' });
    expect(none.body.content?.lotsAndBlocksRows.legalDescriptionTypeDetails).toEqual([]);
  });
});

describe('the other detail panes', () => {
  it('answers a Torrens certificate with the certificates that cancelled it', async () => {
    const res = await examiner.post('search/torrensDetails', { certificateNumber: '5002' });
    expect(res.body.content).toEqual({
      id: '5002',
      certificateNumber: '5002',
      fileNumber: '',
      certifiedDate: '2019-06-01',
      displayBookAndPage: '',
      shortStatus: 'C',
      status: 'CANCELLED',
      cancelledBySearchResults: [
        { cancelledByCertificateId: '5003', cancelledByCertificateNumber: '5003' },
        { cancelledByCertificateId: '5004', cancelledByCertificateNumber: '5004' },
      ],
      docType: 'C',
      docNumber: '5002',
      pageCount: 0,
    });
    expect((await examiner.post('search/torrensDetails', { certificateNumber: '1' })).body.message).toBe(
      'Certificate not found.',
    );
  });

  it('answers a book reference and a tract book entry', async () => {
    const ref = await examiner.post('search/bookReferenceDetails', { id: 'gb1-001' });
    expect(ref.body.content).toEqual({
      id: 'GB1-001',
      type: 'GRANTOR',
      fromName: 'ABBOTT',
      toName: 'ADAMS',
      fromDate: '1900-01-01',
      toDate: '1910-12-31',
      docType: 'G',
      docNumber: '1',
      pageCount: 1,
    });
    const entry = await examiner.post('search/tractBookDetails', { id: 'TB-1' });
    expect(entry.body.content).toMatchObject({
      id: 'TB-1',
      displayBookAndPage: '1/10',
      toDate: '',
      legalSearchResults: [{ description: 'L 4 B 2 OAK RIDGE ADDITION', comment: '' }],
    });
    expect((await examiner.post('search/bookReferenceDetails', { id: 'X' })).status).toBe(404);
    expect((await examiner.post('search/tractBookDetails', { id: 'X' })).status).toBe(404);
  });
});

describe('tenancy', () => {
  it("keeps another county's users out of this county's records", async () => {
    const outsider = await clientsOf(otherCounty)('trimin.admin');
    // in their own county the record does not exist
    const own = await outsider.post('search/documentDetails', { docId: 'T2001' });
    expect([own.status, own.body.message]).toEqual([404, 'Document not found.']);
    // their session does not open this county
    for (const path of ['search/documentDetails', 'search/legalDescriptionDetails', 'tax/getLinks']) {
      const crossed = await outsider.inCounty(county).post(path, { docId: 'T2001', id: 'T2001' });
      expect(crossed.status).toBe(401);
    }
    const searched = await outsider.post('search/searchByDocumentNumber', { fromDocumentNumber: '2001' });
    expect(searched.body.message).toBe('No Records Found.');
  });
});
