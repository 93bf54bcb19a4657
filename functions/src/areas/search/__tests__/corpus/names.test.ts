// The name corpus through the search API against the local stack: one document per case, one search per case.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search } from '../fixtures.ts';
import { nameCases } from './names.ts';

let county = '';
let examiner: TestClient;
const docNumber = (i: number) => String(9000 + i);

beforeAll(async () => {
  county = await newSearchCounty('corpus-names');
  const documents = nameCases.map((c, i) =>
    doc(docNumber(i), 'WD', '2024-03-01T09:00', {
      grantors: [party(c.stored.lastName, c.stored.firstName, c.stored.middleInitial)],
      grantees: [party('CORPUS GRANTEE', 'ZED')],
    }),
  );
  await saveFixture(county, { documents });
  examiner = await clientsOf(county)('title.examiner');
});

describe('name corpus', () => {
  it.each(nameCases.map((c, i) => [c.why, c, i] as const))('%s', async (_why, c, i) => {
    const r = await search(examiner, 'searchByName', c.typed);
    expect(r.status, JSON.stringify(r.res.body)).toBe(200);
    const id = `A${docNumber(i)}`;
    if (c.found === false) expect(r.ids).not.toContain(id);
    else expect(r.ids).toContain(id);
  });
});
