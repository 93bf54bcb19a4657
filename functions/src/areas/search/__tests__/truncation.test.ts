// Truncation at 1,000 results (spec 2 'Results truncated...'): 1,001 documents that a name, a document number range
// and a date search all find; the kept set holds 1,000, flagged truncated, and pages and re-sorts to its end.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party as p, saveFixture, search } from './fixtures.ts';

const BULK = 1001;
let county = '';
let examiner: TestClient;

const pad = (n: number) => String(n).padStart(2, '0');
/** every document a different minute of February 2022 */
const bulk = Array.from({ length: BULK }, (_, i) =>
  doc(
    `${10000 + i}`,
    'WD',
    `2022-02-${pad(1 + (i % 28))}T${pad(Math.floor(i / 28) % 24)}:${pad(Math.floor(i / 672))}`,
    {
      grantors: [p('Bulk', 'Owner')],
      grantees: [p('Buyer')],
    },
  ),
);

beforeAll(async () => {
  county = await newSearchCounty('srch-trunc');
  await saveFixture(county, { documents: bulk });
  examiner = await clientsOf(county)('title.examiner');
}, 180_000);

describe('a search of more than 1,000 matches', () => {
  it.each([
    ['searchByName', { lastName1: 'Bulk' }],
    ['searchByDocumentNumber', { fromDocumentNumber: '10000', toDocumentNumber: '11000' }],
    ['searchByDate', { fromRecordedDate: '02/01/2022', toRecordedDate: '02/28/2022' }],
  ])('%s keeps 1,000 and says it was truncated', async (call, body) => {
    const r = await search(examiner, call, body);
    expect(r.status).toBe(200);
    expect(r.message).toBeUndefined();
    expect(r.results).toMatchObject({
      totalRecordCount: 1000,
      truncated: true,
      pageCount: 100,
      currentRecordCount: 10,
    });
    const last = await search(examiner, call, { ...body, pageNumber: 100 });
    expect(last.results).toMatchObject({ pageNumber: 100, currentRecordCount: 10, truncated: true });
    const past = await search(examiner, call, { ...body, pageNumber: 101 });
    expect(past.results?.pageNumber).toBe(100);
    expect(past.ids).toEqual(last.ids);
  });

  it('re-sorts the whole kept set, not a page', async () => {
    const body = { lastName1: 'Bulk', sortKey: 'recordedDate', sortDirection: 'DESC' };
    const one = await search(examiner, 'searchByName', { ...body, pageNumber: 1 });
    const hundred = await search(examiner, 'searchByName', { ...body, pageNumber: 100 });
    type Row = { recordedDateTime: string };
    const dates = (r: typeof one) => (r.results!.searchResultList as Row[]).map((x) => x.recordedDateTime);
    const all = [...dates(one), ...dates(hundred)];
    expect(all).toEqual([...all].sort().reverse());
    expect(hundred.results).toMatchObject({ totalRecordCount: 1000, truncated: true, currentRecordCount: 10 });
    const numbers = await search(examiner, 'searchByName', {
      lastName1: 'Bulk',
      sortKey: 'docNumber',
      sortDirection: 'DESC',
    });
    const asNumbers = numbers.ids.map((id) => Number(id.slice(1)));
    expect(asNumbers).toEqual([...asNumbers].sort((a, b) => b - a));
  });
});
