// Issue 28 against the local stack: a demo county exported and restored into a second, empty set of tables and
// buckets holds item for item what the first did, and a demo sign-in works on it; a by-reference export brings the
// objects back from the source buckets; a damaged export or a target holding the county is refused whole; an export
// holds only its own county's items (not those of a county whose id starts with its id, nor Lakewood's).
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countyObjects } from '../../../functions/src/areas/export/bucket-objects.ts';
import { exportCounty } from '../../../functions/src/areas/export/export-county.ts';
import type { ImageMode } from '../../../functions/src/areas/export/export-files.ts';
import { appItemFile } from '../../../functions/src/areas/export/item-file.ts';
import { appItemsOfCounty } from '../../../functions/src/data/app/export-scan.ts';
import { ledgerItemsOfCounty } from '../../../functions/src/data/ledger/export-scan.ts';
import { recordItemsOfCounty } from '../../../functions/src/data/records/export-scan.ts';
import { putCounty } from '../../../functions/src/platform/config.ts';
import { TestClient } from '../../../test/support/api-client.ts';
import { importCounty } from '../../import/import-county.ts';
import { createTablesAndBuckets } from '../../local/stack.ts';
import { demoCounties, seedDemoCounties } from '../../seed/demo-counties.ts';
import { dirSink } from '../dir-sink.ts';
import { restoreCounty } from '../restore-county.ts';

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

/** A few records in the import format: code lists, a plat, three documents, one with a page image. */
async function recordsDir(): Promise<string> {
  const dir = join(work, 'records');
  mkdirSync(join(dir, 'images'), { recursive: true });
  const ndjson = (name: string, rows: unknown[]) =>
    writeFileSync(join(dir, name), rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
  ndjson('document-types.ndjson', [{ code: 'A', description: 'Abstract' }]);
  ndjson('instrument-groups.ndjson', [{ code: 'DEED', description: 'Deeds' }]);
  ndjson('instrument-codes.ndjson', [{ code: 'WD', description: 'Warranty Deed', group: 'DEED' }]);
  ndjson('plats.ndjson', [{ code: 'P1', description: 'OAK RIDGE ADDITION' }]);
  ndjson(
    'documents.ndjson',
    [1, 2, 3].map((n) => ({
      docType: 'A',
      docNumber: `202400000${n}`,
      instrumentCode: 'WD',
      recordedDateTime: `2024-03-0${n}T10:00`,
      grantors: [{ lastName: 'SMITH', firstName: `JOHN${n}` }],
      grantees: [{ lastName: 'NORTHWOODS TITLE COMPANY' }],
      legals: [{ kind: 'LB', platCode: 'P1', lot: String(n), block: '1' }],
      pageCount: n === 1 ? 1 : 0,
    })),
  );
  const page = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await sharp(page)
    .tiff()
    .toFile(join(dir, 'images', 'A2024000001.tif'));
  return dir;
}

let before: Awaited<ReturnType<typeof holdings>>;

beforeAll(async () => {
  const lakewood = demoCounties.find((c) => c.id === 'lakewood')!;
  await seedDemoCounties([{ ...lakewood, id: county, name: 'Export Test County' }]);
  // a county whose id starts with this one's: none of its items may appear in this one's export
  await putCounty({ id: `${county}-2`, name: 'Export Test County Two', stateCode: 'MN' });
  await importCounty({ county, dir: await recordsDir(), stateDir: join(work, 'state') });
  // a sign-in (audit entry) and a paid search (ledger entry, audit entry, search history)
  const examiner = new TestClient(county);
  await examiner.login('title.examiner');
  expect((await examiner.post('search/searchByName', { lastName1: 'Smith' })).status).toBe(200);
  before = await holdings();
});

afterAll(useSource);

describe('npm run export and npm run restore', () => {
  it('restore an exported county into an empty stack item for item, and its sign-ins work there', async () => {
    const { dir, manifest } = await exportTo('copied', 'copy');
    expect(manifest.files['documents.ndjson']!.count).toBe(3);
    expect(manifest.files['users.jsonl']!.count).toBeGreaterThan(0);
    expect(manifest.files['ledger.jsonl']!.count).toBeGreaterThan(0);
    expect(manifest.files['audit.jsonl']!.count).toBeGreaterThan(0);
    expect(before.objects.length).toBeGreaterThan(0);
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
      const after = await holdings();
      expect(after.app).toEqual(before.app);
      expect(after.ledger).toEqual(before.ledger);
      expect(after.records.length).toBe(before.records.length);
      expect(after.records).toEqual(before.records);
      expect(after.objects).toEqual(before.objects);

      const res = await new TestClient(county).post('auth/login', {
        username: 'title.examiner',
        password: 'Demo#2026',
      });
      expect(res.status).toBe(200);

      // the target holds the county now: a second restore is refused and writes nothing
      await expect(restoreCounty({ dir })).rejects.toThrow(/already has data in the app table/);
    } finally {
      useSource();
    }
  }, 300_000);

  it('refuse a damaged export and write nothing, and restore a by-reference export from the source buckets', async () => {
    const { dir } = await exportTo('referenced', 'reference');
    expect(readdirSync(dir)).not.toContain('objects');
    const damaged = (await exportTo('damaged', 'reference')).dir;
    appendFileSync(join(damaged, 'users.jsonl'), '{"pk":"C#lakewood#USER#x","sk":"USER"}\n');
    try {
      await useEmptyTarget(`ref-${county}`);
      await expect(restoreCounty({ dir: damaged })).rejects.toThrow(/users\.jsonl: checksum does not match/);
      const empty = await holdings();
      expect([empty.app, empty.ledger, empty.records, empty.objects]).toEqual([[], [], [], []]);

      const restored = await restoreCounty({ dir });
      expect(restored.objects).toBe(before.objects.length);
      const after = await holdings();
      expect(after.objects).toEqual(before.objects);
      expect(after.app).toEqual(before.app);
    } finally {
      useSource();
    }
  }, 300_000);

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
