// The importer against the local stack: a directory loads whole, a bad row loads nothing and is named by file and
// line, a second import of the same files writes nothing, an interrupted import resumes, and TIFF pages become
// page images and thumbnails.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { pagesOnFile, readPreview, readThumbnail } from '../../../functions/src/areas/imaging/page-images.ts';
import { getDocument, getImageDocument, listCodes } from '../../../functions/src/data/records/read-records.ts';
import { putCounty } from '../../../functions/src/platform/config.ts';
import { importCounty } from '../import-county.ts';

let county = '';
let dir = '';
let stateDir = '';

const ndjson = (rows: unknown[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
const doc = (n: number, extra: Record<string, unknown> = {}) => ({
  docType: 'A',
  docNumber: String(1000 + n),
  instrumentCode: 'WD',
  recordedDateTime: `2024-03-${String((n % 28) + 1).padStart(2, '0')}T10:00`,
  grantors: [{ lastName: 'SMITH', firstName: `JOHN${n}` }],
  grantees: [{ lastName: 'NORTHWOODS TITLE COMPANY' }],
  legals: [{ kind: 'LB', platCode: 'P1', lot: String(n), block: '1' }],
  ...extra,
});

function writeDir(docs: unknown[]) {
  writeFileSync(join(dir, 'document-types.ndjson'), ndjson([{ code: 'A', description: 'Abstract' }]));
  writeFileSync(join(dir, 'instrument-groups.ndjson'), ndjson([{ code: 'DEED', description: 'Deeds' }]));
  writeFileSync(
    join(dir, 'instrument-codes.ndjson'),
    ndjson([{ code: 'WD', description: 'Warranty Deed', group: 'DEED' }]),
  );
  writeFileSync(join(dir, 'plats.ndjson'), ndjson([{ code: 'P1', description: 'OAK RIDGE ADDITION' }]));
  writeFileSync(join(dir, 'documents.ndjson'), ndjson(docs));
}

async function writeTiff(name: string, pages: number) {
  const images = await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      sharp({ create: { width: 300 + i * 10, height: 400, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    ),
  );
  mkdirSync(join(dir, 'images'), { recursive: true });
  await sharp(images, { join: { animated: true } })
    .tiff({ compression: 'lzw' })
    .toFile(join(dir, 'images', `${name}.tif`));
}

beforeEach(async () => {
  county = `imp-${Math.random().toString(36).slice(2, 8)}`;
  await putCounty({ id: county, name: 'Import Test County', stateCode: 'MN' });
  dir = mkdtempSync(join(tmpdir(), 'import-'));
  stateDir = mkdtempSync(join(tmpdir(), 'import-state-'));
});

describe('importCounty', () => {
  it('loads code lists and documents, and a second import of the same files writes nothing', async () => {
    writeDir([doc(1), doc(2), doc(3)]);
    const first = await importCounty({ county, dir, stateDir });
    expect(first.ok && first.totals).toMatchObject({ written: 3 + 4, unchanged: 0 });
    expect((await getDocument(county, 'A1002'))?.grantors[0]?.firstName).toBe('JOHN2');
    expect((await listCodes(county, 'instrumentCodes')).map((c) => c.description)).toEqual(['Warranty Deed']);

    const again = await importCounty({ county, dir, stateDir });
    expect(again.ok && again.totals).toMatchObject({ written: 0, unchanged: 4 + 3 });
  });

  it('lists every bad row by file and line and loads nothing', async () => {
    writeDir([
      doc(1),
      { ...doc(2), recordedDateTime: '2024-02-30T10:00' },
      doc(3, { instrumentCode: 'XX' }),
      doc(1),
      doc(4, { pageCount: 2 }),
    ]);
    writeFileSync(join(dir, 'documents.ndjson'), `${ndjson([doc(5)])}{not json\n`, { flag: 'a' });
    const result = await importCounty({ county, dir, stateDir });
    expect(result.ok).toBe(false);
    const lines = result.validation.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(lines).toEqual([
      'documents.ndjson:2: recordedDateTime: Not a real date and time.',
      'documents.ndjson:3: instrumentCode: XX is not in instrument-codes',
      'documents.ndjson:4: duplicate document A1001 in this file',
      'documents.ndjson:5: pageCount: 2 pages but images/A1004.tif is missing',
      expect.stringMatching(/^documents\.ndjson:7: not JSON/),
    ]);
    expect(await getDocument(county, 'A1001')).toBeUndefined();
    expect(await listCodes(county, 'plats')).toEqual([]);
  });

  it('refuses a line that is not valid UTF-8, naming its byte and column', async () => {
    writeDir([doc(1), doc(2)]);
    const latin1 = Buffer.from(`${JSON.stringify(doc(3, { grantors: [{ lastName: 'CAFE' }] }))}\n`, 'latin1');
    const at = latin1.indexOf('CAFE') + 3;
    latin1[at] = 0xe9; // 'CAFÉ' written in Latin-1
    writeFileSync(join(dir, 'documents.ndjson'), latin1, { flag: 'a' });
    const result = await importCounty({ county, dir, stateDir });
    expect(result.ok).toBe(false);
    expect(result.validation.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      `documents.ndjson:3: not valid UTF-8 (byte 0xE9 at column ${at + 1})`,
    ]);
    expect(await getDocument(county, 'A1001')).toBeUndefined();
  });

  it("says 'Required.' for a missing field, one message for a date in the wrong format, and duplicates of an invalid row", async () => {
    const { docNumber: _n, ...noNumber } = doc(1);
    writeDir([
      noNumber,
      doc(2, { recordedDateTime: '03/05/2024 10:00' }),
      doc(3, { grantors: [{ firstName: 'ANN' }] }),
      doc(2),
    ]);
    const result = await importCounty({ county, dir, stateDir });
    expect(result.validation.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'documents.ndjson:1: docNumber: Required.',
      'documents.ndjson:2: recordedDateTime: A date and time as YYYY-MM-DDTHH:mm.',
      'documents.ndjson:3: grantors.0.lastName: Required.',
      'documents.ndjson:4: duplicate document A1002 in this file',
    ]);
  });

  it('refuses a code list row that changes a loaded code, unless told to update codes', async () => {
    writeDir([doc(1)]);
    expect((await importCounty({ county, dir, stateDir })).ok).toBe(true);
    writeFileSync(
      join(dir, 'instrument-codes.ndjson'),
      ndjson([{ code: 'WD', description: 'Warranty Deed (joint)', group: 'DEED' }]),
    );
    const refused = await importCounty({ county, dir, stateDir });
    expect(refused.validation.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      "instrument-codes.ndjson:1: code WD is loaded as 'Warranty Deed' in DEED; this row makes it 'Warranty Deed (joint)' in DEED (run with --update-codes to change a loaded code)",
    ]);
    expect((await listCodes(county, 'instrumentCodes')).map((c) => c.description)).toEqual(['Warranty Deed']);

    const updated = await importCounty({ county, dir, stateDir, updateCodes: true });
    // the changed code and the document that shows its description are written; nothing else
    expect(updated.ok && updated.totals).toMatchObject({ written: 2, unchanged: 3 });
    expect((await listCodes(county, 'instrumentCodes')).map((c) => c.description)).toEqual(['Warranty Deed (joint)']);
  });

  it('resumes an interrupted import after the last whole chunk', async () => {
    writeDir(Array.from({ length: 9 }, (_, i) => doc(i + 1)));
    let chunks = 0;
    await expect(
      importCounty({
        county,
        dir,
        stateDir,
        chunkSize: 2,
        onProgress: (p) => {
          if (p.file === 'documents.ndjson' && ++chunks === 2) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    expect(await getDocument(county, 'A1004')).toBeDefined();
    expect(await getDocument(county, 'A1005')).toBeUndefined();

    const resumed = await importCounty({ county, dir, stateDir, chunkSize: 2 });
    // four code-list rows and two chunks of two documents were loaded before the cut
    expect(resumed.ok && resumed.totals).toMatchObject({ resumedPast: 4 + 4, written: 5 });
    expect(await getDocument(county, 'A1009')).toBeDefined();
  });

  it('turns each TIFF page into a page image, a thumbnail and a preview; a shorter TIFF drops the extra pages', async () => {
    await writeTiff('A1001', 3);
    writeDir([doc(1, { pageCount: 3 })]);
    const first = await importCounty({ county, dir, stateDir });
    expect(first.ok && first.totals.imagePages).toBe(3);
    expect(await getImageDocument(county, 'A1001')).toMatchObject({ pageCount: 3, instrumentCode: 'WD' });
    expect([...(await pagesOnFile(county, 'A1001'))].sort()).toEqual([1, 2, 3]);
    const thumb = await readThumbnail(county, 'A1001', 2);
    expect((await sharp(thumb!).metadata()).width).toBe(100);
    const preview = await sharp((await readPreview(county, 'A1001', 2))!).metadata();
    expect([preview.format, preview.width]).toEqual(['jpeg', 1000]);

    await writeTiff('A1001', 2);
    writeDir([doc(1, { pageCount: 2 })]);
    const second = await importCounty({ county, dir, stateDir });
    expect(second.ok && second.totals).toMatchObject({ written: 1, imagePages: 2 });
    expect([...(await pagesOnFile(county, 'A1001'))].sort()).toEqual([1, 2]);
    expect(await readPreview(county, 'A1001', 3)).toBeUndefined();
    expect(await readPreview(county, 'A1001', 2)).toBeDefined();
  });

  it('refuses a county that is not set up', async () => {
    writeDir([doc(1)]);
    await expect(importCounty({ county: 'nowhere-county', dir, stateDir })).rejects.toThrow(/not set up/);
  });
});
