// Paging and sorting of every search type against the local stack: 23 results a search, page 2 of 3, two sort
// keys each way, and the kept result set answering pages and new orders after the records are gone (so a page
// never searches again); a free search of one page is searched again, a paid one is kept and not charged again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { clientsOf, deleteRecord, doc, entityKeys, newSearchCounty, party, saveFixture, search } from './fixtures.ts';
import { expectedPage, N, type PagerCase, pagerCases, pagerKeys, pagerRecords } from './pager-fixture.ts';

let county = '';
let examiner: TestClient;

beforeAll(async () => {
  county = await newSearchCounty('srch-page');
  await saveFixture(county, pagerRecords);
  examiner = await clientsOf(county)('title.examiner');
});

const name = (c: PagerCase) => `${c.call} ${JSON.stringify(c.body)}`;
const total = (c: PagerCase) => c.rows.length;

describe.each(pagerCases.map((c) => [name(c), c] as const))('%s', (_, c) => {
  it('answers page 1 and page 2 of the results, 10 rows a page', async () => {
    const first = await search(examiner, c.call, c.body);
    expect(first.status, JSON.stringify(first.res.body)).toBe(200);
    expect(first.results).toMatchObject({
      totalRecordCount: total(c),
      currentRecordCount: Math.min(10, total(c)),
      pageNumber: 1,
      pageSize: 10,
      pageCount: Math.ceil(total(c) / 10),
      truncated: false,
      sortKey: c.defaultKey,
      sortDirection: 'ASC',
    });
    expect(first.ids).toEqual(expectedPage(c, c.defaultKey, 'ASC', 1));

    const second = await search(examiner, c.call, { ...c.body, pageNumber: 2 });
    if (total(c) === N) {
      expect(second.results).toMatchObject({ pageNumber: 2, currentRecordCount: 10, totalRecordCount: N });
      expect(second.ids).toEqual(expectedPage(c, c.defaultKey, 'ASC', 2));
      const third = await search(examiner, c.call, { ...c.body, pageNumber: 3 });
      expect(third.ids).toEqual(expectedPage(c, c.defaultKey, 'ASC', 3));
      expect(third.results?.currentRecordCount).toBe(3);
    } else {
      // past the last page: the last page
      expect(second.results).toMatchObject({ pageNumber: 1, currentRecordCount: 1 });
    }
  });

  it.each(
    c.sortKeys.flatMap((key) => [
      [key, 'ASC'],
      [key, 'DESC'],
    ]),
  )('sorts by %s %s', async (sortKey, sortDirection) => {
    const page = total(c) === N ? 2 : 1;
    const r = await search(examiner, c.call, { ...c.body, sortKey, sortDirection, pageNumber: page });
    expect(r.results).toMatchObject({ sortKey, sortDirection, totalRecordCount: total(c), pageNumber: page });
    expect(r.ids).toEqual(expectedPage(c, sortKey, sortDirection as 'ASC' | 'DESC', page));
  });
});

describe('an unknown sort key', () => {
  it('falls back to the default order', async () => {
    const c = pagerCases[0]!;
    const r = await search(examiner, c.call, { ...c.body, sortKey: 'lienDate', sortDirection: 'DESC' });
    expect(r.results).toMatchObject({ sortKey: 'docNumber', sortDirection: 'DESC' });
    expect(r.ids).toEqual(expectedPage(c, 'docNumber', 'DESC', 1));
  });
});

describe('the kept result set', () => {
  beforeAll(async () => {
    for (const c of pagerCases) expect((await search(examiner, c.call, c.body)).status).toBe(200);
    for (const key of pagerKeys(county)) await deleteRecord(key);
  });

  /** Re-sorts a search by its first sort key, descending, and asks for page 1. */
  const firstPageByFirstKeyDesc = (c: PagerCase) =>
    search(examiner, c.call, { ...c.body, pageNumber: 1, sortKey: c.sortKeys[0], sortDirection: 'DESC' });
  const multiPage = pagerCases.filter((c) => total(c) > 10);
  const onePage = pagerCases.filter((c) => total(c) <= 10);

  it.each(multiPage.map((c) => [name(c), c] as const))(
    'pages and re-sorts %s without searching again',
    async (_, c) => {
      const again = await search(examiner, c.call, { ...c.body, pageNumber: 2 });
      expect(again.results?.totalRecordCount).toBe(total(c));
      expect(again.ids).toEqual(expectedPage(c, c.defaultKey, 'ASC', 2));
      const resorted = await firstPageByFirstKeyDesc(c);
      expect(resorted.ids).toEqual(expectedPage(c, c.sortKeys[0]!, 'DESC', 1));

      // a submit searches afresh: the records are gone
      const fresh = await search(examiner, c.call, c.body);
      expect([fresh.results?.totalRecordCount, fresh.message]).toEqual([0, 'No Records Found.']);
    },
  );

  it.each(onePage.map((c) => [name(c), c] as const))(
    're-sorts the free one-page %s by searching again',
    async (_, c) => {
      const resorted = await firstPageByFirstKeyDesc(c);
      expect([resorted.results?.totalRecordCount, resorted.message]).toEqual([0, 'No Records Found.']);
    },
  );

  it('searches when a page is asked of criteria with no kept set', async () => {
    const r = await search(examiner, 'searchByName', { lastName1: 'Pager', firstName1: 'F01', pageNumber: 2 });
    expect(r.results).toMatchObject({ totalRecordCount: 0, pageNumber: 1 });
  });
});

describe('a paid search of one page', () => {
  it('is kept, so re-sorting it shows what was paid for and charges nothing', async () => {
    const paid = await newSearchCounty('srch-paid', { aLaCarte: { searchByName: 100 } });
    await saveFixture(paid, { documents: [doc('9001', 'WD', '2024-02-01T09:00', { grantors: [party('Keptrow')] })] });
    const payer = await clientsOf(paid)('title.examiner');
    const first = await search(payer, 'searchByName', { lastName1: 'Keptrow' });
    expect(first.ids).toEqual(['A9001']);
    const cents = first.content?.usageBalance?.cents;
    await deleteRecord(entityKeys.document(paid, 'A9001'));
    const resorted = await search(payer, 'searchByName', { lastName1: 'Keptrow', sortKey: 'recordedDate' });
    expect(resorted.ids).toEqual(['A9001']);
    expect(resorted.content?.usageBalance?.cents).toBe(cents);
  });
});
