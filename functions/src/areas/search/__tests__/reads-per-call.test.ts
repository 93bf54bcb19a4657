// Issue 34, 'no read that grows with the county': the DynamoDB items each search and detail call reads and writes,
// counted from the responses of the shared client's send (a Query's ScannedCount, a GetItem's item, a BatchGet's
// answers; each item put, updated or deleted), in a county of 2,000 demo documents and one of 20,000 (the Minnesota
// generator's), each holding the same known documents: the counts must be equal. Lean on purpose: of the filler
// documents only the index items in the partitions the known documents' searches read are written (the name
// partition NM#FI that FIRST, the most common name, shares with the known names; the document type's DN#A; the
// month, parcel, house number, plat and book partitions), and the test checks that every records Query the calls
// send reads one of those partitions, so nothing read can have been left out. The code lists are written whole.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRow } from '../../../../../scripts/import/parse-row.ts';
import { generateDemoRecords } from '../../../../../scripts/seed/demo-records/generate.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { putItems } from '../../../data/dynamo/write-items.ts';
import { codeBook } from '../../../data/records/code-book.ts';
import { pageWordPartition } from '../../../data/records/keys.ts';
import { indexPageText } from '../../../data/records/page-words/index-page-text.ts';
import { pageWordItems } from '../../../data/records/page-words/page-word-items.ts';
import { codeItems } from '../../../data/records/plat-names.ts';
import { MAX_RESULTS } from '../../../data/records/queries/gather.ts';
import { documentItems } from '../../../data/records/record-items.ts';
import { clientsOf, doc, lb, newSearchCounty, party as p, saveFixture } from './fixtures.ts';
import { pageTextOf } from './page-text-fixture.ts';

const SIZES = [2_000, 20_000] as const;
/** A plat search finds every document of the plat: one only the known documents use, added to each plat list. */
const KNOWN_PLAT = { code: 'P9999', description: 'ZQX KNOWN ADDITION' };

/** The known documents: names in FIRST's partition, a Sunday of a busy month, the first plat, a common house number. */
const known = [
  doc('2015990001', 'WD', '2015-06-07T10:00', {
    book: '200',
    page: '9999',
    grantors: [p('FIQZX', 'JOHN')],
    grantees: [p('FIQZW', 'MARY')],
    legals: [lb('P0001', { block: '99', lot: '99' })],
    parcelIds: ['990000001'],
    addresses: [{ streetNumber: '100', streetName: 'ZQX ST', city: 'LAKEWOOD' }],
  }),
  doc('2015990002', 'WD', '2015-06-07T11:00', {
    grantors: [p('FIQZW', 'MARY')],
    grantees: [p('FIRST QZX BANK')],
    legals: [lb('P0001', { block: '99', lot: '98' }), lb(KNOWN_PLAT.code, { lot: '1' })],
    parcelIds: ['990000001'],
  }),
];

/** One call per search type the known documents answer, and the detail pane; each must find a known document. */
const calls: Array<[string, object]> = [
  ['searchByName', { lastName1: 'FIQZX' }],
  [
    'searchByName',
    { lastName1: 'FIQZW', firstName1: 'MARY', fromRecordedDate: '01/01/2015', toRecordedDate: '12/31/2015' },
  ],
  // issue 30: by sound, with a nickname (JON for JOHN): the exact partition, then the sound index's partitions
  ['searchByName', { lastName1: 'FIQZX', firstName1: 'JON', matchMode: 'soundsLike' }],
  ['searchByDocumentNumber', { fromDocumentNumber: '2015990001', documentType: 'A' }],
  ['searchByDate', { fromRecordedDate: '06/07/2015', toRecordedDate: '06/07/2015' }],
  ['searchByBookAndPage', { book: '200', page: '9999' }],
  ['searchByParcelId', { parcelId: '990000001' }],
  ['searchByAddress', { streetNumber: '100', streetName: 'ZQX' }],
  ['searchByLegalDescription', { legalType: 'LB', searchMethod: 'CONTAINS', plat: 'P0001', block: '99', lot: '99' }],
  ['searchByPlat', { searchByPlatMethod: 'PLATNUMBER', platNumber: KNOWN_PLAT.code }],
  // issue 33: a phrase on the known page with COUNTY, a word on every filler page (cut off at 1,000 pages, then
  // checked by key on the phrase's pages)
  ['searchByPageWords', { words: '"zqx known" county' }],
  ['documentDetails', { docId: 'A2015990001' }],
];

interface Counts {
  read: number;
  written: number;
  /** the records Queries' partitions, without the county */
  partitions: string[];
}

type Send = (command: { input: Record<string, unknown> }) => Promise<Record<string, unknown>>;
let counting: Counts | undefined;

/**
 * Reads of what a process caches (the county, its configuration groups: 5 s; the code book: a minute) land in
 * whichever call comes after the cache expires, not in the call's own reads: on a busy machine a call can take
 * that long, so they are left out of the count.
 */
const cachedRead = (pk: unknown, values?: Record<string, unknown>) =>
  /^C#[^#]+$/.test(String(pk)) || String(values?.[':pk'] ?? values?.[':p'] ?? pk).includes('#CODES#');

/** Wraps the shared client's send once: while `counting`, adds up the items each response read and each write. */
function install(): void {
  const client = db() as unknown as { send: Send; counted?: boolean };
  if (client.counted) return;
  const send = client.send.bind(client);
  client.counted = true;
  client.send = async (command) => {
    const res = await send(command);
    const c = counting;
    const name = (command as { constructor: { name: string } }).constructor.name;
    const input = command.input;
    // a session's once-a-minute touch lands in whichever call comes after the minute: not the call's own
    const key = JSON.stringify(input.Key ?? '');
    if (!c || key.includes('#SESSION#')) return res;
    const values = input.ExpressionAttributeValues as Record<string, unknown> | undefined;
    if (name === 'QueryCommand' && cachedRead(undefined, values)) return res;
    if (name === 'GetCommand' && cachedRead((input.Key as { pk?: string } | undefined)?.pk)) return res;
    if (name === 'QueryCommand') {
      c.read += Number(res.ScannedCount ?? 0);
      if (input.TableName === tables.records)
        c.partitions.push(String(values?.[':pk'] ?? values?.[':p']).replace(/^C#[^#]+#/, ''));
    } else if (name === 'GetCommand') c.read += res.Item ? 1 : 0;
    else if (name === 'BatchGetCommand')
      c.read += Object.values((res.Responses ?? {}) as Record<string, Array<{ pk?: string }>>).reduce(
        (n, r) => n + r.filter((i) => !cachedRead(i.pk)).length,
        0,
      );
    else if (['PutCommand', 'UpdateCommand', 'DeleteCommand'].includes(name)) c.written += 1;
    else if (name === 'BatchWriteCommand')
      c.written += Object.values(input.RequestItems as Record<string, unknown[]>).reduce((n, r) => n + r.length, 0);
    else if (name === 'TransactWriteCommand') c.written += (input.TransactItems as unknown[]).length;
    return res;
  };
}

async function count(client: TestClient, call: string, body: object) {
  install();
  counting = { read: 0, written: 0, partitions: [] };
  try {
    const res = await client.post<{
      searchResults?: { searchResultList: Array<{ docId?: string }>; truncated?: boolean };
    }>(`search/${call}`, body);
    return { res, counts: counting };
  } finally {
    counting = undefined;
  }
}

interface County {
  id: string;
  examiner: TestClient;
  /** the partitions the filler was written to */
  loaded: Set<string>;
  plats: number;
}
const counties: County[] = [];
let dir = '';

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

async function fill(documents: number): Promise<County> {
  const out = join(dir, String(documents));
  await generateDemoRecords({ profile: 'minnesota', documents, outDir: out, imageDocuments: 0 });
  const id = await newSearchCounty(`reads-${documents}`);
  const lists = {
    documentTypes: lines(join(out, 'document-types.ndjson')) as CodeRow[],
    instrumentGroups: lines(join(out, 'instrument-groups.ndjson')) as CodeRow[],
    instrumentCodes: lines(join(out, 'instrument-codes.ndjson')) as InstrumentCodeRow[],
    plats: [...(lines(join(out, 'plats.ndjson')) as CodeRow[]), KNOWN_PLAT],
  };
  await putItems(Object.entries(lists).flatMap(([list, rows]) => rows.flatMap((row) => codeItems(id, list, row))));
  const codes = codeBook(lists);
  const partitions = new Set(known.flatMap((d) => documentItems(id, d, codes).index.map((i) => String(i.pk))));
  const filler = [];
  for (const text of readFileSync(join(out, 'documents.ndjson'), 'utf8').split('\n')) {
    if (!text) continue;
    const parsed = parseRow('documents.ndjson', text);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    filler.push(...documentItems(id, parsed.row, codes).index.filter((i) => partitions.has(String(i.pk))));
  }
  await putItems(filler);
  await saveFixture(id, { documents: known });
  // the words on the page: COUNTY on page 1 of the first 1,100 filler documents (past the 1,000 a word's Query
  // gathers, in both counties), the known phrase on the first known document's
  filler.length = 0;
  for (const text of readFileSync(join(out, 'documents.ndjson'), 'utf8').split('\n').slice(0, 1100)) {
    const parsed = text ? parseRow('documents.ndjson', text) : undefined;
    if (!parsed?.ok) continue;
    const ix = documentItems(id, parsed.row, codes).index[0]!;
    const doc = { docId: String(ix.docId), rd: String(ix.rd), dt: String(ix.dt), ig: String(ix.ig), s: String(ix.s) };
    filler.push(...pageWordItems(id, pageTextOf(doc.docId, 1, ['COUNTY']), doc));
  }
  await putItems(filler);
  await indexPageText(id, pageTextOf('A2015990001', 1, ['ZQX KNOWN ADDITION, COUNTY OF LAKEWOOD']));
  for (const word of ['COUNTY', 'ZQX', 'KNOWN', 'ADDITION', 'LAKEWOOD']) partitions.add(pageWordPartition(id, word));
  const examiner = await clientsOf(id)('title.examiner');
  const loaded = new Set([...partitions].map((pk) => pk.replace(/^C#[^#]+#/, '')));
  return { id, examiner, loaded, plats: lists.plats.length };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reads-per-call-'));
  for (const size of SIZES) counties.push(await fill(size));
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the items one call reads and writes do not grow with the county (2,000 and 20,000 documents)', () => {
  it.each(calls)('%s %j', async (call, body) => {
    const counted = [];
    for (const county of counties) {
      await count(county.examiner, call, body); // warm: the code book, the configuration, the history
      const { res, counts } = await count(county.examiner, call, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.content?.searchResults?.searchResultList;
      if (rows) expect(rows.map((r) => r.docId)).toContain(call === 'searchByPlat' ? 'A2015990002' : 'A2015990001');
      const unloaded = counts.partitions.filter((pk) => !county.loaded.has(pk) && !pk.startsWith('CODES#'));
      expect(unloaded, 'a records Query read a partition the filler was not written to').toEqual([]);
      counted.push({ read: counts.read, written: counts.written });
    }
    console.log(
      `${call} ${JSON.stringify(body)}: ${counted.map((c) => `${c.read} read, ${c.written} written`).join(' | ')}`,
    );
    expect(counted[1], `${call} reads or writes more at 20,000 documents than at 2,000`).toEqual(counted[0]);
  });

  it.each([
    { platName: 'NO SUCH PLAT' },
    { platName: KNOWN_PLAT.description.toLowerCase() },
    { platName: 'KNOWN ADD' },
  ])('a plat search by name reads its name items, not the plat list (41 and 401 plats) %j', async (body) => {
    const counted = [];
    for (const county of counties) {
      await count(county.examiner, 'searchByPlat', body);
      const { res, counts } = await count(county.examiner, 'searchByPlat', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.content?.searchResults?.searchResultList ?? [];
      if (body.platName !== 'NO SUCH PLAT') expect(rows.map((r) => r.docId)).toContain('A2015990002');
      counted.push({ read: counts.read, written: counts.written });
    }
    console.log(
      `searchByPlat ${JSON.stringify(body)}: ${counted.map((c) => `${c.read} read`).join(' | ')}; plats ${counties.map((c) => c.plats).join(' | ')}`,
    );
    expect(counted[1], 'a plat search by name reads more with more plats').toEqual(counted[0]);
  });

  // in Sounds like mode (issue 30) the exact matches come first and fill the cap, so no sound partition is read
  it.each([{ lastName1: 'FIRST' }, { lastName1: 'FIRST', matchMode: 'soundsLike' }])(
    `a name of more than ${MAX_RESULTS} matches reads at most the cap and a fixed overhead %j`,
    async (body) => {
      const big = counties[1]!;
      await count(big.examiner, 'searchByName', body);
      const { res, counts } = await count(big.examiner, 'searchByName', body);
      expect(res.body.content?.searchResults?.truncated).toBe(true);
      console.log(`searchByName ${JSON.stringify(body)} at 20,000: ${counts.read} read, ${counts.written} written`);
      // 1,000 matches and one more; a document naming FIRST as grantor and grantee has two items (the unfiltered
      // pages ask 10 more than they need), the session and the history
      expect(counts.read).toBeLessThanOrEqual(2 * (MAX_RESULTS + 1) + 20);
    },
  );
});
