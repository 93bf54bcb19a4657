// The search log of a title file (issue 32) through the API over the local stack: a search, a details view and an
// image purchase made under a file are logged with the history's words, their counts and the verified-through date
// of the moment; paging, a call without a file and a retried purchase add nothing; another user, another county
// and GUEST read none of it; bad file numbers are a 400 with the field's message; the PDF names the file, the
// examiner and each entry, with 'nothing more was found' for a search that found nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DownloadOrder } from '@portal/shared/imaging/types';
import type { SearchResponse } from '@portal/shared/search/results';
import { titleFileMessages } from '@portal/shared/search-log/schemas';
import type { SearchLogEntriesPage, SearchLogFilesPage } from '@portal/shared/search-log/types';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../../../scripts/local/cookie-jar.ts';
import { countyOrigin, type TestClient } from '../../../../../test/support/api-client.ts';
import { searchLogEntriesPartition } from '../../../data/app/keys.ts';
import { noteSearchLogFile, putSearchLogEntry } from '../../../data/app/search-log.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { putDocument } from '../../imaging/__tests__/fixtures.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, setAccount } from '../../search/__tests__/fixtures.ts';

const FILE = '2026-1187';
const OUT = join(process.cwd(), 'test-results', 'search-log');
let county = '';
let otherCounty = '';
let as: ReturnType<typeof clientsOf>;

const deed = doc('2001', 'WD', '2024-03-01T14:05', {
  displayDocNumber: 'A-2001',
  grantors: [party('Smith', 'John')],
  grantees: [party('Jones', 'Mary')],
});

beforeAll(async () => {
  const config = {
    notableDates: { abstractVerified: true, abstractVerifiedDate: '2026-11-20' },
    auditLogPurgeSchedule: { automaticPurge: true, automaticPurgeAfterDays: 30 },
  };
  [county, otherCounty] = await Promise.all([newSearchCounty('slog', config), newSearchCounty('slog2')]);
  await saveFixture(county, { documents: [deed] });
  await setAccount(county, 'demo-title', { usageBalanceCents: 100_000 });
  as = clientsOf(county);
});

const files = (client: TestClient) => client.post<SearchLogFilesPage>('searchLog/files', {});
const entries = async (client: TestClient, titleFile = FILE) =>
  (await client.post<SearchLogEntriesPage>('searchLog/entries', { titleFile })).body.content?.entries ?? [];

/** The PDF's bytes (the in-process client decodes JSON only). */
async function pdf(client: TestClient, titleFile: string) {
  const { createApp } = await import('#src/app.ts');
  const jar = (client as unknown as { cookies: CookieJar }).cookies;
  const res = await createApp().request(`${countyOrigin(county)}/api/searchLog/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test', ...jar.header() },
    body: JSON.stringify({ titleFile }),
  });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

describe('what is logged under a file', () => {
  it('logs a search, a details view and an image purchase with their words, counts and verified-through date', async () => {
    const examiner = await as('title.examiner');
    const found = await examiner.post<SearchResponse>('search/searchByName', {
      lastName1: 'Smith',
      titleFile: FILE,
    });
    expect(found.status).toBe(200);
    expect(found.body.content?.searchResults.totalRecordCount).toBe(1);
    const words = found.body.content?.historyResults.searchHistoryList[0]?.longDescription;
    const none = await examiner.post('search/searchByName', { lastName1: 'Nobodyhere', titleFile: FILE });
    expect(none.body.message).toBe('No Records Found.');
    // without a file, and a page of a shown search: not logged
    await examiner.post('search/searchByName', { lastName1: 'Jones' });
    await examiner.post('search/searchByName', { lastName1: 'Smith', titleFile: FILE, pageNumber: 1 });
    const details = await examiner.post('search/documentDetails', { docId: 'A2001', titleFile: FILE });
    expect(details.status).toBe(200);

    const image = await putDocument(county, 4);
    const order = await examiner.post<DownloadOrder>('imaging/computeDownloadOrder', {
      documentKey: image.documentKey,
      pagesSelected: '1, 3-4',
      pageSelectionMethod: 'CSV_PAGES',
    });
    const guid = order.body.content!.imageState.guid;
    const pay = { imageStateGuid: guid, titleFile: FILE };
    expect((await examiner.post('imaging/payDownloadOrder', pay)).status).toBe(200);
    // a retried payment charges nothing and logs nothing more
    expect((await examiner.post('imaging/payDownloadOrder', pay)).status).toBe(200);

    const log = await entries(examiner);
    expect(log.map((e) => [e.kind, e.description, e.resultCount, e.verifiedThrough])).toEqual([
      ['SEARCH', words, 1, '2026-11-20'],
      ['SEARCH', expect.stringContaining('Last Name Nobodyhere'), 0, '2026-11-20'],
      ['DETAILS', 'Document details: Warranty deed A-2001', 1, '2026-11-20'],
      ['IMAGES', `Image purchase: Abstract document ${image.documentNumber}, pages 1, 3, 4`, 3, '2026-11-20'],
    ]);
    expect(words).toMatch(/Last Name Smith/);
    expect(JSON.parse(log[0]!.criteriaJson!).lastName1).toMatch(/^smith$/i);
    expect(log[0]!.type).toBe('searchByName');
    expect(log[3]!.pages).toBe('1, 3, 4');
    expect((await files(examiner)).body.content?.files.map((f) => f.titleFile)).toEqual([FILE]);

    // kept for the county's audit retention: 30 days
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tables.app,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': searchLogEntriesPartition(county, 'demo-title-examiner', FILE) },
      }),
    );
    const days = (Number(Items[0]?.ttl) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('the PDF names the file, the examiner and each entry, and says nothing more was found', async () => {
    const examiner = await as('title.examiner');
    const res = await pdf(examiner, FILE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="SearchLog-${FILE}.pdf"`);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'SearchLog.pdf'), res.data);
    const text = execFileSync('pdftotext', ['-layout', join(OUT, 'SearchLog.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Search log');
    expect(text).toContain(FILE);
    expect(text).toContain('Sam Olson (title.examiner)');
    expect(text).toMatch(/None found:[\s\S]*nothing more was found/);
    expect(text).toContain('Document details: Warranty deed A-2001');
    expect(text).toContain('11/20/2026');
    expect(text).toMatch(/Page 1 of 1/);
    expect((await pdf(examiner, 'NEVER-USED')).status).toBe(404);
  });
});

describe('a long file', () => {
  it('pages its entries 25 at a time and prints them over several PDF pages', async () => {
    const titleFile = 'LONG-1';
    const userId = 'demo-title-examiner';
    const start = Date.parse('2026-11-02T15:00:00Z');
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const at = new Date(start + i * 60_000).toISOString();
        const entry = {
          at,
          kind: 'SEARCH' as const,
          description: `Parcel ID: Parcel ID R${100 + i}`,
          type: 'searchByParcelId',
          criteriaJson: JSON.stringify({ parcelId: `R${100 + i}` }),
          resultCount: i % 2,
          verifiedThrough: '2026-11-20',
        };
        return putSearchLogEntry({ county, userId, titleFile, eventId: `e${i}`, entry, ttl: undefined });
      }),
    );
    await noteSearchLogFile({ county, userId, titleFile, at: new Date(start).toISOString(), ttl: undefined });
    const examiner = await as('title.examiner');
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await examiner.post<SearchLogEntriesPage>('searchLog/entries', { titleFile, cursor });
      seen.push(...res.body.content!.entries.map((e) => e.description));
      cursor = res.body.content!.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `Parcel ID: Parcel ID R${100 + i}`));

    const res = await pdf(examiner, titleFile);
    writeFileSync(join(OUT, 'SearchLog-long.pdf'), res.data);
    const text = execFileSync('pdftotext', ['-layout', join(OUT, 'SearchLog-long.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Parcel ID R159');
    expect(text).toMatch(/Page 2 of 2/);
  });
});

describe('whose log it is', () => {
  it('another user of the account, another county and GUEST read none of it', async () => {
    const admin = await as('account.admin');
    expect((await files(admin)).body.content?.files).toEqual([]);
    expect(await entries(admin)).toEqual([]);
    expect((await pdf(admin, FILE)).status).toBe(404);

    const away = clientsOf(otherCounty);
    const outsider = await away('title.examiner');
    expect(await entries(outsider)).toEqual([]);
    // the examiner's own session replayed against the other county is refused outright
    const examiner = await as('title.examiner');
    expect((await examiner.inCounty(otherCounty).post('searchLog/entries', { titleFile: FILE })).status).toBe(401);

    const guest = await as('guestuser1');
    const listed = await files(guest);
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe(titleFileMessages.guest);
    const searched = await guest.post('search/searchByName', { lastName1: 'Smith', titleFile: FILE });
    expect(searched.status).toBe(403);
    expect(searched.body.message).toBe(titleFileMessages.guest);
  });
});

describe('bad file numbers', () => {
  it('are a 400 with the message at the field, before anything is searched or charged', async () => {
    const examiner = await as('title.examiner');
    const cases: Array<[unknown, string]> = [
      ['', titleFileMessages.required],
      ['   ', titleFileMessages.required],
      ['2026#1187', titleFileMessages.characters],
      ['-2026', titleFileMessages.characters],
      ['x'.repeat(31), titleFileMessages.tooLong],
      [1187, titleFileMessages.required],
    ];
    for (const [titleFile, message] of cases) {
      for (const [path, body] of [
        ['search/searchByName', { lastName1: 'Smith', titleFile }],
        ['search/documentDetails', { docId: 'A2001', titleFile }],
        ['searchLog/entries', { titleFile }],
      ] as const) {
        const res = await examiner.post(path, body);
        expect([path, titleFile, res.status, res.body.errors?.titleFile]).toEqual([path, titleFile, 400, message]);
      }
    }
    expect((await examiner.post('searchLog/entries', { titleFile: FILE, cursor: 'F#x' })).status).toBe(400);
    expect(await entries(examiner, 'x'.repeat(30))).toEqual([]);
  });
});
