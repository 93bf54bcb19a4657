// search/chainOfTitle through the API over the local stack: the hand-checked corpus (corpus.ts) asked by parcel,
// by lot and block, by a Marianas tract and by a Torrens certificate, each answering its owner and its open
// encumbrances; bad input is a 400, a county without that search a 403, another county sees none of it.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChainOfTitleAnswer, ChainOfTitleResponse, Encumbrance } from '@portal/shared/chain-of-title/chain';
import { CHAIN_MAX_DOCUMENTS } from '@portal/shared/chain-of-title/chain';
import { documentRow } from '@portal/shared/records/document';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCounties } from '../../../../../scripts/seed/demo-counties.ts';
import { documentTypes, instrumentCodes, instrumentGroups } from '../../../../../scripts/seed/demo-records/codes.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { putItems } from '../../../data/dynamo/write-items.ts';
import { codeBook } from '../../../data/records/code-book.ts';
import { codeItems } from '../../../data/records/plat-names.ts';
import { certificateItems, documentItems, taxLienItems } from '../../../data/records/record-items.ts';
import { saveRecords } from '../../../data/records/save-records.ts';
import { chainPdf } from '../chain-pdf.ts';
import { chainSheet } from '../chain-sheet.ts';
import { certificate5001, parcelR100, parcelR200, stateLien, torrens, tract12 } from './corpus.ts';

let county = '';
let otherCounty = '';
let examiner: TestClient;

async function newCounty(prefix: string, search: Record<string, boolean> = {}): Promise<string> {
  const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
  await seedDemoCounties([
    {
      id,
      name: 'Chain Test County',
      stateCode: 'MN',
      config: {
        search,
        common: { countyName: 'Chain Test County, Minnesota' },
        notableDates: { abstractVerifiedDate: '2026-10-30' },
        search2: { chainOfTitleDisclaimer: 'An aid built from the index, not a title opinion. Read the documents.' },
      },
    },
  ]);
  const lists = {
    documentTypes: documentTypes('minnesota'),
    instrumentGroups,
    instrumentCodes: [...instrumentCodes('minnesota'), ...instrumentCodes('marianas')],
    plats: [{ code: 'P100', description: 'OAK RIDGE ADDITION' }],
  };
  await putItems(Object.entries(lists).flatMap(([list, rows]) => rows.flatMap((row) => codeItems(id, list, row))));
  return id;
}

const codes = codeBook({
  documentTypes: documentTypes('minnesota'),
  instrumentCodes: [...instrumentCodes('minnesota'), ...instrumentCodes('marianas')],
  plats: [],
});

beforeAll(async () => {
  [county, otherCounty] = await Promise.all([
    newCounty('chain'),
    newCounty('chain2', { searchByTractIndexNMI: false }),
  ]);
  await saveRecords([
    ...[...parcelR100, ...parcelR200, ...tract12, ...torrens].map((d) => documentItems(county, d, codes)),
    taxLienItems(county, stateLien, codes),
    certificateItems(county, certificate5001),
  ]);
  examiner = new TestClient(county);
  await examiner.login('title.examiner');
});

async function chainOf(body: object, client = examiner) {
  const res = await client.post<ChainOfTitleAnswer>('search/chainOfTitle', body);
  // free in this county: every answer carries its report
  const content = res.body.content?.report as ChainOfTitleResponse;
  return { status: res.status, message: res.body.message, content };
}

/** An encumbrance as an examiner writes it down: document, holder, amount, what released it. */
const noted = (x: Encumbrance) => [x.docId, x.holders.join('; '), x.amountCents ?? null, x.releasedBy.join(' ')];

describe('the corpus through the API', () => {
  it('parcel R100: the Lees own it; the assigned refinance, the unreleased tax lien and the second mortgage are open', async () => {
    const { status, content } = await chainOf({ by: 'parcel', parcelId: 'r100' });
    expect(status).toBe(200);
    const { chain } = content;
    expect(content).toMatchObject({ land: 'Parcel R100', documentCount: 13, truncated: false });
    expect(content.notice).toMatch(/not a title opinion/);
    expect(chain.vestedOwner).toMatchObject({ names: ['LEE, DAVID', 'LEE, ANN'], deed: 'A1010' });
    expect(chain.openEncumbrances.map(noted)).toEqual([
      ['A1020', 'FEDERAL NATIONAL MORTGAGE ASSOCIATION', 14_000_000, ''],
      ['A1050', 'UNITED STATES OF AMERICA', null, ''],
      ['A1060', 'SECOND STREET BANK', 3_000_000, ''],
    ]);
    expect(chain.releasedEncumbrances.map(noted)).toEqual([
      ['A1002', 'FIRST BANK', 8_000_000, 'A1011'],
      ['A1012', 'HOMETOWN BANK', 15_000_000, 'A1021'],
      ['A1040', 'UNITED STATES OF AMERICA', null, 'A1041'],
    ]);
    expect(chain.groups).toEqual([
      { group: 'conveyances', docIds: ['A1001', 'A1010'] },
      { group: 'mortgages', docIds: ['A1002', 'A1012', 'A1011', 'A1020', 'A1021', 'A1022', 'A1060'] },
      { group: 'liens', docIds: ['A1040', 'A1041', 'A1050'] },
      { group: 'platsAndEasements', docIds: ['A1030'] },
    ]);
    expect(chain.missingReferences).toEqual([{ from: 'A1030', docId: 'A990' }]);
  });

  it('the same land by lot and block answers the same chain', async () => {
    const byParcel = await chainOf({ by: 'parcel', parcelId: 'R100' });
    const byLot = await chainOf({ by: 'lotBlock', plat: 'p100', block: '2', lot: '4' });
    expect(byLot.content.land).toBe('Lot 4 Block 2, plat P100');
    expect(byLot.content.chain).toEqual(byParcel.content.chain);
  });

  it('parcel R200: the Carters by quit claim, nothing open; each reference says where it points', async () => {
    const { chain } = (await chainOf({ by: 'parcel', parcelId: 'R200' })).content;
    expect(chain.vestedOwner).toMatchObject({ names: ['CARTER, TOM', 'CARTER, SUE'], deed: 'A2004' });
    expect(chain.openEncumbrances).toEqual([]);
    expect(chain.releasedEncumbrances.map(noted)).toEqual([['A2003', 'LAKEWOOD SAVINGS', 5_000_000, 'A2005']]);
    const refs = (id: string) => chain.documents.find((d) => d.docId === id)?.references;
    expect(refs('A2005')).toEqual([
      { docId: 'A2003', status: 'inChain' },
      { docId: 'A1999', status: 'notOnFile' },
    ]);
    expect(refs('A2006')).toEqual([
      { docId: 'L9000', status: 'onFileElsewhere', description: 'Notice of State Tax Lien' },
    ]);
  });

  it('a Marianas tract: its own parcel only, the deed of gift vests, the mortgage is open', async () => {
    const { content } = await chainOf({ by: 'tract', island: 'saipan', village: 'Garapan', parcelId: '001-a-12' });
    expect(content.chain.documents.map((d) => d.docId)).toEqual(['A3001', 'A3002', 'A3003']);
    expect(content.chain.vestedOwner).toMatchObject({ names: ['CAMACHO, JUAN'], deed: 'A3002' });
    expect(content.chain.openEncumbrances.map(noted)).toEqual([['A3003', 'BANK OF SAIPAN', 6_500_000, '']]);
  });

  it('a Torrens certificate: its memorials, and the one not on file said so', async () => {
    const { content } = await chainOf({ by: 'certificate', certificateNumber: '5001' });
    expect(content.certificate).toEqual({
      certificateNumber: '5001',
      status: 'A',
      cancelledBy: [],
      memorialsNotOnFile: ['T4003'],
    });
    expect(content.chain.vestedOwner).toMatchObject({ names: ['NELSON, IDA'], deed: 'T4001' });
    expect(content.chain.openEncumbrances.map(noted)).toEqual([['T4002', 'NORTH STAR BANK', 12_000_000, '']]);
  });

  it('land with nothing recorded answers an empty chain, and an unknown certificate a 404', async () => {
    const empty = await chainOf({ by: 'section', section: 12, township: 40, range: 20, q: 'NE' });
    expect(empty.status).toBe(200);
    expect(empty.content).toMatchObject({ documentCount: 0, chain: { documents: [], openEncumbrances: [] } });
    const missing = await chainOf({ by: 'certificate', certificateNumber: '999' });
    expect([missing.status, missing.message]).toEqual([404, 'No Torrens certificate 999 is on file.']);
  });
});

describe('refusals', () => {
  it('bad input is a 400 saying what to fix', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ by: 'street' }, /Say which land/],
      [{ by: 'parcel', parcelId: '  ' }, /Enter the parcel id/],
      [{ by: 'lotBlock', plat: 'P100' }, /Enter the lot/],
      [{ by: 'section', section: 40, township: 1, range: 1 }, /section is 1 to 36/],
      [{ by: 'section', section: 1, township: 1, range: 1, q: 'N' }, /NE, NW, SE or SW/],
    ];
    for (const [body, message] of cases) {
      const res = await chainOf(body);
      expect([res.status, res.message]).toEqual([400, expect.stringMatching(message)]);
    }
  });

  it('signed out is a 401; a county without the tract index is a 403; another county sees none of this one', async () => {
    expect((await chainOf({ by: 'parcel', parcelId: 'R100' }, new TestClient(county))).status).toBe(401);
    const outsider = new TestClient(otherCounty);
    await outsider.login('trimin.admin');
    const tract = await chainOf({ by: 'tract', island: 'Saipan', village: 'Garapan', parcelId: '001-A-12' }, outsider);
    expect([tract.status, tract.message]).toEqual([403, 'This county does not offer that kind of land description.']);
    const parcel = await chainOf({ by: 'parcel', parcelId: 'R100' }, outsider);
    expect([parcel.status, parcel.content.documentCount]).toEqual([200, 0]);
    // the examiner's session replayed against the other county is not signed in there
    expect((await chainOf({ by: 'parcel', parcelId: 'R100' }, examiner.inCounty(otherCounty))).status).toBe(401);
  });
});

describe('the report as files', () => {
  // the files of the report the API answers (their routes' answers: chain-price.test.ts)
  const report = async () => (await chainOf({ by: 'parcel', parcelId: 'R100' })).content;

  it('the PDF is an abstract of title: county and land on each page, page x of y, verified-through, disclaimer', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chain-')), 'ChainOfTitle.pdf');
    writeFileSync(file, new Uint8Array(await chainPdf(await report())));
    if (process.env.SAVE_CHAIN_PDF) writeFileSync(process.env.SAVE_CHAIN_PDF, readFileSync(file));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const words of [
      'Chain Test County, Minnesota',
      'Abstract of Title',
      'Parcel R100',
      'Index verified through 10/30/2026',
      'An aid built from the index, not a title opinion. Read the documents.',
      'LEE, DAVID; LEE, ANN, by 1010',
      'Page 1 of',
      'A990 (not on file)',
    ])
      expect(text).toContain(words);
    // the open encumbrances in order, with their amounts
    expect(text.indexOf('$140,000.00')).toBeLessThan(text.indexOf('$30,000.00'));
  });

  it('the sheet has a summary and a sheet per group, read back with exceljs', async () => {
    const { default: excel } = await import('exceljs');
    const book = new excel.Workbook();
    await book.xlsx.load((await chainSheet(await report())) as never);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Conveyances',
      'Mortgages',
      'Liens',
      'Plats and easements',
    ]);
    const summary = book.getWorksheet('Summary');
    expect(summary?.getRow(2).values).toEqual([undefined, 'Land', 'Parcel R100']);
    expect(summary?.getRow(3).values).toEqual([undefined, 'Index verified through', '10/30/2026']);
    expect(summary?.getRow(5).values).toEqual([undefined, 'Vested owner', 'LEE, DAVID; LEE, ANN', '1010']);
    const mortgages = book.getWorksheet('Mortgages');
    expect(mortgages?.rowCount).toBe(8); // the header and 7 documents
    expect(mortgages?.getRow(2).getCell(1).value).toBe('1002');
    expect(mortgages?.getRow(2).getCell(7).value).toBe(80_000);
    const plats = book.getWorksheet('Plats and easements');
    expect(plats?.getRow(2).getCell(8).value).toBe('A990 (not on file)');
  });
});

type Send = (command: { input: Record<string, unknown>; constructor: { name: string } }) => Promise<unknown>;

/** The records table requests of one call, by command (the code lists, cached for a minute, left out). */
async function recordsRequests(run: () => Promise<unknown>): Promise<Record<string, number>> {
  const client = db() as unknown as { send: Send };
  const send = client.send.bind(client);
  const seen: Record<string, number> = {};
  client.send = async (command) => {
    const input = command.input;
    const values = JSON.stringify(input.ExpressionAttributeValues ?? '');
    const onRecords = input.TableName === tables.records || JSON.stringify(input).includes(`"${tables.records}"`);
    if (onRecords && !values.includes('#CODES#'))
      seen[command.constructor.name] = (seen[command.constructor.name] ?? 0) + 1;
    return send(command);
  };
  try {
    await run();
  } finally {
    client.send = send;
  }
  return seen;
}

describe('reads of a parcel with more documents than a chain holds', () => {
  it('1 Query, 5 BatchGets of the newest 500 documents and 1 for a reference off the land', async () => {
    const day = (n: number) => new Date(Date.UTC(1960, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const many = Array.from({ length: CHAIN_MAX_DOCUMENTS + 20 }, (_, i) =>
      documentRow.parse({
        docType: 'A',
        docNumber: String(50_000 + i),
        instrumentCode: i % 2 ? 'MTG' : 'WD',
        recordedDateTime: `${day(i * 30)}T10:00`,
        grantors: [{ lastName: `OWNER ${i}` }],
        grantees: [{ lastName: i % 2 ? 'BANK' : `OWNER ${i + 1}` }],
        parcelIds: ['R500'],
        references: i === CHAIN_MAX_DOCUMENTS + 19 ? [{ docType: 'A', docNumber: '777' }] : [],
      }),
    );
    // lean on purpose: of each document's index items only its parcel's, the one partition a chain by parcel reads
    const lean = many.map((d) => documentItems(county, d, codes));
    await saveRecords(lean.map((r) => ({ ...r, index: r.index.filter((i) => i.pk.includes('#PA#')) })));
    await chainOf({ by: 'parcel', parcelId: 'R100' }); // the code book, cached from here
    let answer: Awaited<ReturnType<typeof chainOf>> | undefined;
    const requests = await recordsRequests(async () => {
      answer = await chainOf({ by: 'parcel', parcelId: 'R500' });
    });
    expect(requests).toEqual({ QueryCommand: 1, BatchGetCommand: 6 });
    expect(answer?.content).toMatchObject({ documentCount: CHAIN_MAX_DOCUMENTS, truncated: true });
    // the newest kept: the last deed (the 519th document, number 50518) vests the land
    expect(answer?.content.chain.vestedOwner).toMatchObject({ deed: 'A50518', names: ['OWNER 519'] });
    expect(answer?.content.chain.documents[0]?.docId).toBe('A50020');
    expect(answer?.content.chain.missingReferences).toEqual([{ from: 'A50519', docId: 'A777' }]);
  });
});
