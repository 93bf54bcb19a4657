// Document numbers typed with other separators than the county's dash find the document, which keeps its own
// display form; a number that differs is not found.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search } from '../fixtures.ts';

let county = '';
let examiner: TestClient;

beforeAll(async () => {
  county = await newSearchCounty('corpus-docno');
  await saveFixture(county, {
    documents: [
      doc('FT-1234', 'WD', '2024-03-01T09:00', { grantors: [party('NUMBERED', 'ONE')] }),
      doc('2024-000017', 'WD', '2024-03-02T09:00', {
        displayDocNumber: '2024 000017',
        grantors: [party('NUMBERED', 'TWO')],
      }),
    ],
  });
  examiner = await clientsOf(county)('title.examiner');
});

describe('document numbers typed with other separators', () => {
  it.each(['FT-1234', 'FT_1234', 'FT 1234', 'ft-1234', 'ft.1234', 'FT / 1234'])('%s finds FT-1234', async (typed) => {
    const r = await search(examiner, 'searchByDocumentNumber', { fromDocumentNumber: typed });
    expect(r.status, JSON.stringify(r.res.body)).toBe(200);
    expect(r.ids).toEqual(['AFT-1234']);
    expect(r.results?.searchResultList[0]).toMatchObject({ displayDocNumber: 'FT-1234' });
  });

  it('keeps the county display form of a number found with another separator', async () => {
    const r = await search(examiner, 'searchByDocumentNumber', { fromDocumentNumber: '2024_000017' });
    expect(r.ids).toEqual(['A2024-000017']);
    expect(r.results?.searchResultList[0]).toMatchObject({ displayDocNumber: '2024 000017' });
  });

  it('does not find another number', async () => {
    const r = await search(examiner, 'searchByDocumentNumber', { fromDocumentNumber: 'FT_1235' });
    expect(r.status).toBe(200);
    expect(r.ids).toEqual([]);
  });
});
