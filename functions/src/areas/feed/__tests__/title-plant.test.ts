// The index feed played by a title plant (issue 31), against the local stack. A county records documents over four
// days (new ones each day, and on the later days corrections of earlier ones: a grantor renamed, a legal added);
// the plant loads the snapshot taken on the first day and then the three daily files with the importer into an
// empty county of its own, and holds exactly the source county's index, item for item. The changed-on-day index
// lists a record on each day it was saved new or changed, not on a day it was saved unchanged. And the files
// round-trip byte for byte: a day's file imported into another portal gives the same file there, and the rows of a
// county export, imported, come back in the feed as the export wrote them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportCounty } from '#src/areas/export/export-county.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { recordItemsOfCounty } from '#src/data/records/export-scan.ts';
import { changedDayPartition } from '#src/data/records/keys.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { putCounty } from '#src/platform/config.ts';
import { dirSink } from '../../../../../scripts/export/dir-sink.ts';
import { unpackFeedFile } from '../../../../../scripts/import/feed-file.ts';
import { importCounty } from '../../../../../scripts/import/import-county.ts';
import { doc, lb, newSearchCounty, party, saveFixture } from '../../search/__tests__/fixtures.ts';
import { type BuiltFile, buildDayFile } from '../build-day-file.ts';
import { buildSnapshot } from '../build-snapshot.ts';

const work = mkdtempSync(join(tmpdir(), 'title-plant-'));
const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'] as const;
let source = '';

/** Runs `work` with the clock at noon (Chicago, the county's zone) of `day`: what the day's saves are listed under. */
async function on<T>(day: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T18:00:00Z`));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
afterEach(() => vi.useRealTimers());

const emptyCounty = async (prefix: string) => {
  const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
  await putCounty({ id, name: 'Title Plant', stateCode: 'MN' });
  return id;
};

/** A feed file's text, fetched from the uploads bucket as a subscriber's link would. */
async function fileText(built: BuiltFile): Promise<{ path: string; text: string }> {
  const res = await s3Client().send(new GetObjectCommand({ Bucket: buckets.uploads, Key: built.objectKey }));
  const bytes = Buffer.from(await res.Body!.transformToByteArray());
  const path = join(work, `${Math.random().toString(36).slice(2)}.jsonl.gz`);
  writeFileSync(path, bytes);
  return { path, text: gunzipSync(bytes).toString('utf8') };
}

/** `npm run import -- <county> <file>.jsonl.gz`, as the script does it. */
async function importFeed(county: string, built: BuiltFile) {
  await importFeedFile(county, (await fileText(built)).path);
}

async function importFeedFile(county: string, path: string) {
  const result = await importCounty({
    county,
    dir: await unpackFeedFile(path),
    indexOnly: true,
    stateDir: join(work, 'state'),
  });
  expect(result.ok, JSON.stringify(result.validation.problems)).toBe(true);
}

/**
 * The county's records table items, the feed's own (changed-on-day, feed files) left out, keys made county-free. An
 * entity item's import hash `h` is left out too: it hashes the record's keys, which name the county.
 */
async function index(county: string): Promise<string[]> {
  const out: string[] = [];
  for await (const { h: _h, ...item } of recordItemsOfCounty(county)) {
    if (item.t === 'CHG' || item.t === 'FEED') continue;
    out.push(JSON.stringify(item).replaceAll(`C#${county}#`, 'C#<county>#'));
  }
  return out.sort();
}

const changedOn = async (county: string, day: string) => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.records,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': changedDayPartition(county, day) },
    }),
  );
  return Items.map((i) => String(i.sk));
};

const files: BuiltFile[] = [];

beforeAll(async () => {
  source = await newSearchCounty('feed-src');
  const d = (n: string, last: string, more = {}) =>
    doc(n, 'WD', '2026-03-01T09:00', { grantors: [party(last, 'ANN')], pageCount: 2, ...more });
  await on(DAYS[0], () => saveFixture(source, { documents: [d('100', 'ABEL'), d('101', 'BAKER'), d('102', 'CLARK')] }));
  files.push(await buildSnapshot(source, DAYS[0]));
  await on(DAYS[1], () =>
    // a new document, a grantor corrected, and one saved again unchanged
    saveFixture(source, { documents: [d('103', 'DAVIS'), d('100', 'ABELL'), d('101', 'BAKER')] }),
  );
  await on(DAYS[2], () =>
    saveFixture(source, { documents: [d('104', 'EVANS'), d('102', 'CLARK', { legals: [lb('P100', { lot: '4' })] })] }),
  );
  await on(DAYS[3], () => saveFixture(source, { documents: [d('105', 'FORD', { instrumentCode: 'MTG' })] }));
  for (const day of DAYS.slice(1)) files.push(await buildDayFile(source, day));
}, 60_000);

describe('the changed-on-day index', () => {
  it('lists a record on each day it was saved new or changed, and not on a day it was saved unchanged', async () => {
    expect(await changedOn(source, DAYS[0])).toEqual(['DOC#A100', 'DOC#A101', 'DOC#A102']);
    expect(await changedOn(source, DAYS[1])).toEqual(['DOC#A100', 'DOC#A103']);
    expect(await changedOn(source, DAYS[2])).toEqual(['DOC#A102', 'DOC#A104']);
    expect(files.map((f) => f.documents)).toEqual([3, 2, 2, 1]);
  });
});

describe('a title plant', () => {
  it('rebuilds the county index exactly from a snapshot and three daily files', async () => {
    const plant = await emptyCounty('feed-plant');
    for (const file of files) await importFeed(plant, file);
    const expected = await index(source);
    expect(expected.length).toBeGreaterThan(6 * 5);
    expect(await index(plant)).toEqual(expected);
  });

  it('gets the same bytes again from a day file imported into another portal', async () => {
    const { text } = await fileText(files[2]!);
    expect(text.split('\n').filter((l) => l.includes('"documents.ndjson"'))).toHaveLength(2);
    const other = await emptyCounty('feed-again');
    const { path } = await fileText(files[2]!);
    await on('2026-04-01', () => importFeedFile(other, path));
    const again = await buildDayFile(other, '2026-04-01');
    expect((await fileText(again)).text).toBe(text);
  });

  it("gives back a county export's rows byte for byte after an import", async () => {
    const dir = join(work, 'export');
    await exportCounty({ county: source, sink: dirSink(dir), images: 'reference' });
    const exported = readFileSync(join(dir, 'documents.ndjson'), 'utf8').split('\n').filter(Boolean).sort();
    const other = await emptyCounty('feed-export');
    await on('2026-04-02', async () => {
      const result = await importCounty({ county: other, dir, indexOnly: true, stateDir: join(work, 'state') });
      expect(result.ok, JSON.stringify(result.validation.problems)).toBe(true);
    });
    const head = '{"file":"documents.ndjson","row":';
    const rows = (await fileText(await buildDayFile(other, '2026-04-02'))).text
      .split('\n')
      .filter((l) => l.startsWith(head))
      .map((l) => l.slice(head.length, -1))
      .sort();
    expect(rows).toEqual(exported);
  });
});
