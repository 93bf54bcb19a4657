// 'Words on the page' through the API (issue 33): every word on one page, a quoted phrase only where its words
// stand side by side, the recorded dates and document type narrowing it, a search of common words refused, the
// snippet and page of each row, a re-indexed page losing its old words, the price charged once, the switch, and
// another county's pages never found.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { boxesAt } from '@portal/shared/search/page-words';
import type { DocumentResultRow } from '@portal/shared/search/results';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { ledgerPartition } from '../../../data/ledger/keys.ts';
import { indexPageText } from '../../../data/records/page-words/index-page-text.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search, setAccount } from './fixtures.ts';
import { indexPages, pageTextOf } from './page-text-fixture.ts';

const PRICE = 75;
const DEED_P1 = [
  'THIS WARRANTY DEED is made between JOHN SMITH and MARY JONES',
  'conveying the North Half of Lot 5, subject to a drainage easement',
];
let county = '';
let other = '';
let clients: ReturnType<typeof clientsOf>;

beforeAll(async () => {
  [county, other] = await Promise.all([
    newSearchCounty('pw', { aLaCarte: { searchByPageWords: PRICE } }),
    newSearchCounty('pw-other', { search: { searchByPageWords: false } }),
  ]);
  await setAccount(county, 'demo-title', { usageBalanceCents: 10_000 });
  await saveFixture(county, {
    documents: [
      doc('7001', 'WD', '2020-03-02T10:00', { grantors: [party('SMITH', 'JOHN')], pageCount: 2 }),
      doc('7002', 'MTG', '2024-06-10T10:00', { grantors: [party('JONES', 'MARY')], pageCount: 1 }),
      doc('7003', 'QCD', '2024-07-01T10:00', { docType: 'T', grantors: [party('BERG', 'ALEX')], pageCount: 1 }),
    ],
  });
  await saveFixture(other, {
    documents: [doc('7001', 'WD', '2020-03-02T10:00', { grantors: [party('LUND', 'ADA')], pageCount: 1 })],
  });
  await indexPages(county, [
    ['A7001', 1, DEED_P1],
    ['A7001', 2, ['The easement for ingress and egress runs over the north line']],
    ['A7002', 1, ['MORTGAGE to First Lakewood Bank', 'the half lying north of the lot']],
    ['T7003', 1, ['The north half of Lot 9, a drainage ditch']],
  ]);
  await indexPages(other, [['A7001', 1, ['A drainage easement granted to Pinewood Lender']]]);
  clients = clientsOf(county);
});

const find = async (body: object, user = 'title.examiner') => {
  const r = await search<DocumentResultRow>(await clients(user), 'searchByPageWords', body);
  expect(r.status, JSON.stringify(r.res.body)).toBe(200);
  return (r.results?.searchResultList ?? []) as DocumentResultRow[];
};
const ids = (rows: DocumentResultRow[]) => rows.map((r) => r.docId).sort();

describe('words on the page', () => {
  it('finds the pages holding every word, with the snippet of the line and the page', async () => {
    const rows = await find({ words: 'Drainage EASEMENT' }, 'county.admin');
    expect(ids(rows)).toEqual(['A7001']);
    expect(rows[0]!.pageMatch).toMatchObject({ page: 1, pages: 1, snippet: DEED_P1[1] });
    // both pages of A7001 hold EASEMENT: one row, its first page, two pages counted
    const easement = await find({ words: 'easement' }, 'county.admin');
    expect(easement.map((r) => [r.docId, r.pageMatch?.page, r.pageMatch?.pages])).toEqual([['A7001', 1, 2]]);
  });

  it('answers a quoted phrase only where its words stand side by side, stop words holding their places', async () => {
    expect(ids(await find({ words: '"north half"' }, 'county.admin'))).toEqual(['A7001', 'T7003']);
    expect(ids(await find({ words: 'north half' }, 'county.admin'))).toEqual(['A7001', 'A7002', 'T7003']);
    const lot5 = await find({ words: '"north half of lot 5"' }, 'county.admin');
    expect(ids(lot5)).toEqual(['A7001']);
    // the places sent back are the phrase's words on the page, for the highlight's boxes
    const boxes = boxesAt(pageTextOf('A7001', 1, DEED_P1).lines, lot5[0]!.pageMatch!.places);
    expect(boxes.map((b) => b.text)).toEqual(['North', 'Half', 'of', 'Lot', '5,']);
    expect(await find({ words: '"half north"' }, 'county.admin')).toEqual([]);
  });

  it('narrows by recorded date and document type', async () => {
    const recent = await find({ words: '"north half"', fromRecordedDate: '01/01/2024' }, 'county.admin');
    expect(ids(recent)).toEqual(['T7003']);
    expect(ids(await find({ words: 'north', documentType: 'T' }, 'county.admin'))).toEqual(['T7003']);
    expect(ids(await find({ words: 'north', toRecordedDate: '12/31/2020' }, 'county.admin'))).toEqual(['A7001']);
  });

  it('refuses a search of common words alone, and more words than it looks up', async () => {
    const client = await clients('county.admin');
    const common = await search(client, 'searchByPageWords', { words: 'the said OF' });
    expect([common.status, common.errors?.words]).toEqual([
      400,
      'These words are on nearly every page. Add a less common word.',
    ]);
    const blank = await search(client, 'searchByPageWords', { words: ' ' });
    expect([blank.status, blank.errors?.words]).toEqual([400, 'Required.']);
    const many = await search(client, 'searchByPageWords', { words: 'a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11' });
    expect([many.status, many.errors?.words]).toEqual([400, 'Ten words at most.']);
  });

  it('replaces a page\u2019s words when it is indexed again', async () => {
    expect(ids(await find({ words: 'mortgage' }, 'county.admin'))).toEqual(['A7002']);
    const again = await indexPageText(county, pageTextOf('A7002', 1, ['ASSIGNMENT of a lien to First Lakewood Bank']));
    expect(again.removed).toBeGreaterThan(0);
    expect(await find({ words: 'mortgage' }, 'county.admin')).toEqual([]);
    expect(ids(await find({ words: 'assignment lakewood' }, 'county.admin'))).toEqual(['A7002']);
  });

  it('charges its price once, in the ledger, and not again for a page of the kept results', async () => {
    const before = (await getAccount(county, 'demo-title'))!.usageBalanceCents!;
    expect(ids(await find({ words: 'ingress' }))).toEqual(['A7001']);
    expect(ids(await find({ words: 'ingress', pageNumber: 1 }))).toEqual(['A7001']);
    expect((await getAccount(county, 'demo-title'))!.usageBalanceCents).toBe(before - PRICE);
    const ledger = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':pk': ledgerPartition(county, 'demo-title'), ':s': 'SEARCH#' },
      }),
    );
    // the staff searches above are free: the title company's only search charge is this one
    const charges = ledger.Items ?? [];
    expect(charges.map((e) => e.amountCents)).toEqual([PRICE]);
  });

  it('is refused where the county switched it off, and never finds another county\u2019s pages', async () => {
    const elsewhere = await search(await clientsOf(other)('county.admin'), 'searchByPageWords', { words: 'drainage' });
    expect([elsewhere.status, elsewhere.message]).toEqual([403, 'This search is turned off for this county.']);
    expect(await find({ words: 'pinewood lender' }, 'county.admin')).toEqual([]);
  });
});
