// The tract data of a Northern Mariana Islands document through the API: a tract index search's rows carry the
// tract (island, village, parcel) the search matched, and the document pane lists every tract of the document.
import type { DetailsResponse, DocumentDetails } from '@portal/shared/search/details';
import type { DocumentResultRow } from '@portal/shared/search/results';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party as p, saveFixture, search } from './fixtures.ts';

let examiner: TestClient;

beforeAll(async () => {
  const county = await newSearchCounty('srch-tract');
  await saveFixture(county, {
    documents: [
      doc('3001', 'WD', '2024-05-10T09:00', {
        grantors: [p('Camacho', 'Rita')],
        grantees: [p('Santos', 'Jose')],
        tracts: [
          { island: 'Saipan', village: 'San Vicente', parcelId: 'E002-1' },
          { island: 'Tinian', village: 'San Jose', parcelId: 'T001' },
        ],
      }),
      doc('3002', 'WD', '2024-05-11T09:00', {
        grantors: [p('Camacho', 'Rita')],
        tracts: [{ island: 'Saipan', village: 'Garapan', parcelId: 'G017' }],
      }),
    ],
  });
  examiner = await clientsOf(county)('title.examiner');
});

const rowsOf = async (call: string, body: object) => {
  const r = await search<DocumentResultRow>(examiner, call, body);
  expect(r.status, JSON.stringify(r.res.body)).toBe(200);
  return (r.results?.searchResultList ?? []) as DocumentResultRow[];
};

describe('tract data', () => {
  it('gives each tract index row the tract the search matched', async () => {
    const saipan = await rowsOf('searchByTractIndexNMI', { island: 'saipan', village: 'San' });
    expect(saipan.map((r) => [r.docId, r.tract])).toEqual([
      ['A3001', { island: 'SAIPAN', village: 'SAN VICENTE', parcelId: 'E002-1' }],
    ]);
    // the same document found on its other island shows that island's tract
    const tinian = await rowsOf('searchByTractIndexNMI', { island: 'Tinian', village: 'San Jose', parcelId: 't0' });
    expect(tinian.map((r) => [r.docId, r.tract])).toEqual([
      ['A3001', { island: 'TINIAN', village: 'SAN JOSE', parcelId: 'T001' }],
    ]);
    // other searches match no tract
    const byName = await rowsOf('searchByName', { lastName1: 'Camacho', grantorGranteeSearchIn: 'both' });
    expect(byName.map((r) => r.docId).sort()).toEqual(['A3001', 'A3002']);
    expect(byName.every((r) => r.tract === undefined)).toBe(true);
  });

  it('lists every tract of the document in its details', async () => {
    const res = await examiner.post<DetailsResponse<DocumentDetails>>('search/documentDetails', {
      docId: 'A3001',
      description: '3001',
    });
    expect(res.status).toBe(200);
    expect(res.body.content?.details?.tractSearchResults).toEqual([
      { island: 'SAIPAN', village: 'SAN VICENTE', parcelId: 'E002-1' },
      { island: 'TINIAN', village: 'SAN JOSE', parcelId: 'T001' },
    ]);
  });
});
