// Issue 28 against the local stack, with a demo county: the Marianas demo county (its configuration, accounts and
// sign-ins) holding a small demo set of records with page images (scripts/seed/demo-records: 60 documents, the
// newest 4 with pages), a sign-in and a paid search. Exported and restored into a second, empty set of tables and
// buckets, it holds item for item what the first did, and a demo sign-in and a search work on it; `npm run import`
// loads the export's records with their page images into another county; a by-reference export brings the objects
// back from the source buckets; a damaged export or a target holding the county is refused whole; an export holds
// only its own county's items (not those of a county whose id starts with its id, nor Lakewood's).
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importFileNames } from '@portal/shared/records/import-files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countyObjects } from '../../../functions/src/areas/export/bucket-objects.ts';
import { exportCounty } from '../../../functions/src/areas/export/export-county.ts';
import type { ImageMode } from '../../../functions/src/areas/export/export-files.ts';
import { appItemFile } from '../../../functions/src/areas/export/item-file.ts';
import { readPageImage } from '../../../functions/src/areas/imaging/page-images.ts';
import { appItemsOfCounty } from '../../../functions/src/data/app/export-scan.ts';
import { ledgerItemsOfCounty } from '../../../functions/src/data/ledger/export-scan.ts';
import { recordItemsOfCounty } from '../../../functions/src/data/records/export-scan.ts';
import { putCounty } from '../../../functions/src/platform/config.ts';
import { TestClient } from '../../../test/support/api-client.ts';
import { importCounty } from '../../import/import-county.ts';
import { createTablesAndBuckets } from '../../local/stack.ts';
import { DEMO_PASSWORD, demoCounties, seedDemoCounties } from '../../seed/demo-counties.ts';
import { generateDemoRecords } from '../../seed/demo-records/generate.ts';
import { dirSink } from '../dir-sink.ts';
import { restoreCounty } from '../restore-county.ts';
import { restoreObjects } from '../restore-objects.ts';

/** the demo set's size: the restore writes about 22 items a document, and the file stays under a minute */
const DOCUMENTS = 60;
const county = `exp-${Math.random().toString(36).slice(2, 7)}`;
const work = mkdtempSync(join(tmpdir(), 'export-test-'));
const names = ['TABLE_APP', 'TABLE_RECORDS', 'TABLE_LEDGER', 'BUCKET_IMAGES', 'BUCKET_UPLOADS'] as const;
const source = Object.fromEntries(names.map((n) => [n, process.env[n]!]));

/** Points the data layer at a new, empty set of tables and buckets on the same emulators. */
async function useEmptyTarget(prefix: string): Promise<void> {
  const target = {
    TABLE_APP: `${prefix}-app`,
    TABLE_RECORDS: `${prefix}-records`,
    TABLE_LEDGER: `${prefix}-ledger`,
    BUCKET_IMAGES: `${prefix}-images`,
    BUCKET_UPLOADS: `${prefix}-uploads`,
  };
  await createTablesAndBuckets({ ...process.env, ...target } as Record<string, string>);
  Object.assign(process.env, target);
}
const useSource = () => Object.assign(process.env, source);

const key = (i: Record<string, unknown>) => `${i.pk}\u0000${i.sk}`;
async function all(items: AsyncIterable<Record<string, unknown>>) {
  const out: Record<string, unknown>[] = [];
  for await (const i of items) out.push(i);
  return out.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Everything the county holds in the stack the environment names, but what only lives a while. */
async function holdings() {
  const objects = [];
  // an object's ETag is the MD5 of its bytes (one PUT, no multipart)
  for await (const o of countyObjects(county)) objects.push(o);
  return {
    app: (await all(appItemsOfCounty(county))).filter((i) => appItemFile(county, String(i.pk))),
    ledger: await all(ledgerItemsOfCounty(county)),
    records: await all(recordItemsOfCounty(county)),
    objects,
  };
}

async function exportTo(name: string, images: ImageMode, of = county) {
  const dir = join(work, name);
  const manifest = await exportCounty({ county: of, sink: dirSink(dir), images });
  return { dir, manifest };
}

const lines = (dir: string, file: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The pages of the demo set's records. */
const pagesOf = (dir: string) =>
  [...lines(dir, 'documents.ndjson'), ...lines(dir, 'tax-liens.ndjson')].reduce(
    (t, r) => t + Number(r.pageCount ?? 0),
    0,
  );

/** The first document's first grantor's last name in the demo set: what the searches look for. */
const someName = (dir: string) =>
  (lines(dir, 'documents.ndjson')[0]!.grantors as Array<{ lastName: string }>)[0]!.lastName;

/** The ids a name search answers, first page. */
async function searchIds(client: TestClient, lastName1: string): Promise<string[]> {
  const res = await client.post<{ searchResults: { searchResultList: Array<{ docId?: string }> } }>(
    'search/searchByName',
    { lastName1 },
  );
  expect(res.status).toBe(200);
  return res.body.content!.searchResults.searchResultList.map((r) => String(r.docId));
}

let before: Awaited<ReturnType<typeof holdings>>;
let records = '';
/** what the examiner's search found before the export */
let found: string[] = [];

beforeAll(async () => {
  const marianas = demoCounties.find((c) => c.id === 'marianas')!;
  await seedDemoCounties([{ ...marianas, id: county, name: 'Export Test County' }]);
  // a county whose id starts with this one's: none of its items may appear in this one's export
  await putCounty({ id: `${county}-2`, name: 'Export Test County Two', stateCode: 'MP' });
  records = join(work, 'records');
  await generateDemoRecords({
    profile: 'marianas',
    documents: DOCUMENTS,
    imageDocuments: 4,
    seed: 28,
    outDir: records,
  });
  expect((await importCounty({ county, dir: records, stateDir: join(work, 'state') })).ok).toBe(true);
  // a sign-in (audit entry) and a paid search (ledger entry, audit entry, search history)
  const examiner = new TestClient(county);
  await examiner.login('title.examiner');
  found = await searchIds(examiner, someName(records));
  expect(found.length).toBeGreaterThan(0);
  before = await holdings();
}, 120_000);

afterAll(useSource);

describe('npm run export and npm run restore', () => {
  it('restore an exported demo county into an empty stack item for item; its sign-ins and searches work there', async () => {
    const { dir, manifest } = await exportTo('copied', 'copy');
    expect(manifest.files['documents.ndjson']!.count).toBe(DOCUMENTS);
    expect(manifest.files['users.jsonl']!.count).toBeGreaterThan(0);
    expect(manifest.files['ledger.jsonl']!.count).toBeGreaterThan(0);
    expect(manifest.files['audit.jsonl']!.count).toBeGreaterThan(0);
    expect(before.objects.filter((o) => /\/page-\d+\.jpg$/.test(o.key))).toHaveLength(pagesOf(records));
    // the export's record files are the import format, hashes and all users' password hashes beside them
    expect(lines(dir, 'documents.ndjson')[0]).toHaveProperty('docNumber');
    expect(lines(dir, 'users.jsonl').some((u) => typeof u.passwordHash === 'string')).toBe(true);

    try {
      await useEmptyTarget(`restore-${county}`);
      const restored = await restoreCounty({ dir });
      expect(restored.rows).toBe(
        Object.entries(manifest.files)
          .filter(([n]) => n.endsWith('.ndjson'))
          .reduce((a, [, f]) => a + f.count, 0),
      );
      expect(restored.objects).toBe(before.objects.length);
      const after = await holdings();
      expect(after.app).toEqual(before.app);
      expect(after.ledger).toEqual(before.ledger);
      expect(after.records.length).toBe(before.records.length);
      expect(after.records).toEqual(before.records);
      expect(after.objects).toEqual(before.objects);

      // a restored user signs in with the password they had, and finds what they found before
      const again = new TestClient(county);
      const res = await again.post('auth/login', { username: 'title.examiner', password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      await again.login('title.examiner');
      expect(await searchIds(again, someName(records))).toEqual(found);

      // the target holds the county now: a second restore is refused and writes nothing
      await expect(restoreCounty({ dir })).rejects.toThrow(/already has data in the app table/);
    } finally {
      useSource();
    }
  }, 120_000);

  it('npm run import loads the export of records with their page images into another county', async () => {
    const { dir } = await exportTo('for-import', 'copy');
    // the export's code lists and its records with pages, as they are in it (the other rows load as the restore
    // above showed), and its images folder
    const subset = join(work, 'for-import-with-pages');
    mkdirSync(subset);
    symlinkSync(join(dir, 'images'), join(subset, 'images'));
    const withPages = (file: string) => {
      const kept = readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((l) => l && (!l.includes('"pageCount"') || Number(JSON.parse(l).pageCount) > 0));
      writeFileSync(join(subset, file), kept.map((l) => `${l}\n`).join(''));
      return kept.sort();
    };
    const files = importFileNames.filter((f) => existsSync(join(dir, f)));
    const rows = Object.fromEntries(files.map((f) => [f, withPages(f)]));
    const other = `${county}-imp`;
    await putCounty({ id: other, name: 'Export Import County', stateCode: 'MP' });
    const result = await importCounty({ county: other, dir: subset, stateDir: join(work, 'state-imp') });
    expect(result.ok && result.totals.imagePages).toBe(pagesOf(records));
    // the same rows come out of the imported county, and each page is there at its size
    const reexported = (await exportTo('reexported', 'copy', other)).dir;
    for (const file of files)
      expect(
        lines(reexported, file)
          .map((r) => JSON.stringify(r))
          .sort(),
        file,
      ).toEqual(rows[file]);
    for (const row of lines(subset, 'documents.ndjson')) {
      const id = `${row.docType}${row.docNumber}`;
      for (let page = 1; page <= Number(row.pageCount); page++) {
        const [was, now] = await Promise.all([readPageImage(county, id, page), readPageImage(other, id, page)]);
        const size = async (b?: Uint8Array) =>
          b ? (({ width, height }) => [width, height])(await sharp(b).metadata()) : [];
        expect(await size(now), `${id} page ${page}`).toEqual(await size(was));
      }
    }
  }, 60_000);

  it('refuse a damaged export and write nothing, and put the objects of a by-reference export back from the source buckets', async () => {
    const { dir, manifest } = await exportTo('referenced', 'reference');
    expect(readdirSync(dir)).not.toContain('objects');
    expect(readdirSync(dir)).not.toContain('images');
    const damaged = (await exportTo('damaged', 'reference')).dir;
    appendFileSync(join(damaged, 'users.jsonl'), '{"pk":"C#lakewood#USER#x","sk":"USER"}\n');
    try {
      await useEmptyTarget(`ref-${county}`);
      await expect(restoreCounty({ dir: damaged })).rejects.toThrow(/users\.jsonl: checksum does not match/);
      const empty = await holdings();
      expect([empty.app, empty.ledger, empty.records, empty.objects]).toEqual([[], [], [], []]);

      // the items are restored as from a copied export (above); the objects are read from the source buckets
      expect(await restoreObjects(dir, manifest, () => {})).toBe(before.objects.length);
      expect((await holdings()).objects).toEqual(before.objects);
    } finally {
      useSource();
    }
  }, 60_000);

  it('hold only the county exported: no Lakewood item in the Marianas export, none of a county named like it', async () => {
    for (const [name, of] of [
      ['marianas', 'marianas'],
      ['own', county],
    ] as const) {
      const { dir, manifest } = await exportTo(name, 'reference', of);
      for (const file of Object.keys(manifest.files).filter((f) => f.endsWith('.jsonl') && f !== 'objects.jsonl')) {
        for (const item of lines(dir, file)) {
          expect(String(item.pk), `${file} of ${of}`).toMatch(new RegExp(`^C#${of}(#|$)`));
        }
      }
      for (const o of lines(dir, 'objects.jsonl'))
        expect(String(o.key)).toMatch(new RegExp(`^(C#${of}/|efile/filed/${of}/)`));
      expect(readFileSync(join(dir, 'configuration.jsonl'), 'utf8')).not.toContain('C#lakewood');
    }
  }, 60_000);
});
