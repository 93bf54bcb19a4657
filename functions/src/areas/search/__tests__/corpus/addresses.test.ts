// The address corpus through the search API against the local stack: one document per case, one search per case;
// and the details API returns the document's addresses and parcel ids as recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search } from '../fixtures.ts';
import { addressCases } from './addresses.ts';

let county = '';
let examiner: TestClient;
const docNumber = (i: number) => String(8000 + i);

beforeAll(async () => {
  county = await newSearchCounty('corpus-addr');
  const documents = addressCases.map((c, i) =>
    doc(docNumber(i), 'WD', '2024-03-01T09:00', {
      grantors: [party('CORPUS', 'ADDRESS')],
      addresses: [c.stored],
      parcelIds: [`P${i}`],
    }),
  );
  await saveFixture(county, { documents });
  examiner = await clientsOf(county)('title.examiner');
});

describe('address corpus', () => {
  it.each(addressCases.map((c, i) => [c.why, c, i] as const))('%s', async (_why, c, i) => {
    const r = await search(examiner, 'searchByAddress', c.typed);
    expect(r.status, JSON.stringify(r.res.body)).toBe(200);
    const id = `A${docNumber(i)}`;
    if (c.found === false) expect(r.ids).not.toContain(id);
    else expect(r.ids).toContain(id);
  });

  it("shows the document's addresses and parcel ids in its details, as recorded", async () => {
    const i = addressCases.findIndex((c) => c.stored.streetNumber === '140-17');
    const res = await examiner.post<{ details: Record<string, unknown> }>('search/documentDetails', {
      docId: `A${docNumber(i)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.content?.details).toMatchObject({
      addressSearchResults: [{ streetNumber: '140-17', streetName: '69TH AVE', city: '' }],
      parcelIds: [`P${i}`],
    });
  });
});
