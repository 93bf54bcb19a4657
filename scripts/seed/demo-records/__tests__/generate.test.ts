// biome-ignore-all lint/suspicious/noExplicitAny: rows are checked against their schemas, then read freely
// The demo-county generator writes a valid import directory: every row of every file passes its import schema,
// the same options give the same bytes, every row with pages has a TIFF of exactly that many pages, references
// point to earlier documents, codes and plats named are on the code lists, and names follow their frequencies.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docIdOf } from '@portal/shared/records/document';
import { type ImportFileName, imageDocIdOf, importFileNames, importFiles } from '@portal/shared/records/import-files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoRecords } from '../generate.ts';

type Rows = Record<ImportFileName, any[]>;

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'demo-records-'));
  dirs.push(d);
  return d;
};

function readRows(dir: string): Rows {
  const out = {} as Rows;
  for (const file of importFileNames) {
    const text = readFileSync(join(dir, file), 'utf8');
    out[file] = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }
  return out;
}

/** Every file of a directory (images too), name -> bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (name.endsWith('.ndjson') || name.endsWith('.tif')) out.set(name, readFileSync(path));
  }
  return out;
}

const profiles = [
  { profile: 'minnesota', documents: 500, imageDocuments: 60 },
  { profile: 'marianas', documents: 500, imageDocuments: 40 },
] as const;

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(profiles)('the $profile demo county', ({ profile, documents, imageDocuments }) => {
  let dir = '';
  let rows: Rows;
  let result: Awaited<ReturnType<typeof generateDemoRecords>>;

  beforeAll(async () => {
    dir = tempDir();
    result = await generateDemoRecords({ profile, documents, imageDocuments, seed: 11, outDir: dir });
    rows = readRows(dir);
  }, 120_000);

  it('writes every import file, with the counts it reports', () => {
    for (const file of importFileNames) {
      expect(existsSync(join(dir, file))).toBe(true);
      expect(result.counts[file]).toBe(rows[file].length);
    }
    expect(rows['documents.ndjson']).toHaveLength(documents);
    expect(rows['instrument-codes.ndjson'].length).toBeGreaterThanOrEqual(40);
    expect(rows['plats.ndjson'].length).toBeGreaterThanOrEqual(20);
    expect(rows['tax-liens.ndjson'].length).toBeGreaterThan(0);
  });

  it('writes rows that all pass their import schema', () => {
    const problems: string[] = [];
    for (const file of importFileNames) {
      rows[file].forEach((row, i) => {
        const parsed = importFiles[file].safeParse(row);
        if (!parsed.success)
          problems.push(
            `${file}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`,
          );
      });
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('writes each record once (unique ids per file)', () => {
    const ids = (file: ImportFileName, id: (r: any) => string) => {
      const list = rows[file].map(id);
      expect(new Set(list).size, file).toBe(list.length);
    };
    ids('documents.ndjson', docIdOf);
    ids('tax-liens.ndjson', docIdOf);
    ids('torrens-certificates.ndjson', (r) => r.certificateNumber);
    ids('book-references.ndjson', (r) => r.id);
    ids('tract-books.ndjson', (r) => r.id);
    ids('plats.ndjson', (r) => r.code);
    ids('instrument-codes.ndjson', (r) => r.code);
    // an image id is never shared between files
    const images = importFileNames.flatMap((f) => rows[f].map((r) => imageDocIdOf(f, r)).filter(Boolean));
    expect(new Set(images).size).toBe(images.length);
  });

  it('numbers documents in recording order, in office hours, 1950 to 2026', () => {
    const docs = rows['documents.ndjson'];
    for (let i = 1; i < docs.length; i++) {
      expect(docs[i].recordedDateTime >= docs[i - 1].recordedDateTime).toBe(true);
      expect(Number(docs[i].docNumber)).toBeGreaterThan(Number(docs[i - 1].docNumber));
    }
    expect(docs[0].recordedDateTime >= '1950-01-01').toBe(true);
    expect(docs.at(-1).recordedDateTime < '2027-01-01').toBe(true);
    for (const d of docs) {
      const hour = Number(d.recordedDateTime.slice(11, 13));
      expect(hour >= 8 && hour < 17).toBe(true);
    }
    // more documents in recent years
    const before = docs.filter((d) => d.recordedDateTime < '1988').length;
    const after = docs.filter((d) => d.recordedDateTime >= '1988').length;
    expect(after).toBeGreaterThan(before);
  });

  it('names only codes, document types and plats of its code lists', () => {
    const codes = new Set(rows['instrument-codes.ndjson'].map((r) => r.code));
    const groups = new Set(rows['instrument-groups.ndjson'].map((r) => r.code));
    const types = new Set(rows['document-types.ndjson'].map((r) => r.code));
    const plats = new Set(rows['plats.ndjson'].map((r) => r.code));
    const otherLots = new Set(rows['other-lot-codes.ndjson'].map((r) => r.code));
    for (const c of rows['instrument-codes.ndjson']) expect(groups.has(c.group)).toBe(true);
    const legalsOk = (legals: any[] = []) => {
      for (const l of legals) {
        if (l.kind === 'LB') expect(plats.has(l.platCode), l.platCode).toBe(true);
        if (l.otherLotType) expect(otherLots.has(l.otherLotType), l.otherLotType).toBe(true);
      }
    };
    for (const file of ['documents.ndjson', 'tax-liens.ndjson'] as const) {
      for (const r of rows[file]) {
        expect(codes.has(r.instrumentCode), r.instrumentCode).toBe(true);
        expect(types.has(r.docType), r.docType).toBe(true);
        legalsOk(r.legals);
      }
    }
    for (const r of rows['tract-books.ndjson']) legalsOk(r.legals);
    for (const file of ['book-references.ndjson', 'tract-books.ndjson'] as const) {
      for (const r of rows[file]) expect(types.has(r.docType), r.docType).toBe(true);
    }
    expect(types.has('C')).toBe(false);
    // lots and blocks searches find several documents on the same plat
    const perPlat = new Map<string, number>();
    for (const d of rows['documents.ndjson']) {
      for (const l of d.legals ?? []) if (l.kind === 'LB') perPlat.set(l.platCode, (perPlat.get(l.platCode) ?? 0) + 1);
    }
    expect(Math.max(...perPlat.values())).toBeGreaterThanOrEqual(5);
  });

  it('refers only to documents recorded before', () => {
    const seen = new Map<string, string>();
    const liens = new Map(rows['tax-liens.ndjson'].map((l) => [docIdOf(l), l.recordedDateTime as string]));
    let references = 0;
    for (const d of rows['documents.ndjson']) {
      for (const ref of d.references ?? []) {
        // a document recorded before the index begins, named and not on file (showcase-chains.ts)
        if (Number(ref.docNumber.slice(0, 4)) < 1950) continue;
        const id = docIdOf(ref);
        const at = seen.get(id) ?? liens.get(id);
        expect(at, `${docIdOf(d)} refers to ${id}`).toBeDefined();
        expect(at! <= d.recordedDateTime).toBe(true);
        references += 1;
      }
      seen.set(docIdOf(d), d.recordedDateTime);
    }
    expect(references).toBeGreaterThan(documents / 20);
    // satisfactions and assignments refer to mortgages
    const byId = new Map(rows['documents.ndjson'].map((d) => [docIdOf(d), d]));
    for (const d of rows['documents.ndjson'].filter((x) => x.instrumentCode === 'SAT' || x.instrumentCode === 'AOM')) {
      expect(byId.get(docIdOf(d.references[0]))?.instrumentCode).toBe('MTG');
    }
    // a lien's releases and revisions are documents recorded after it
    for (const l of rows['tax-liens.ndjson']) {
      for (const r of [...l.revisions, ...l.releases.map((x: any) => x.release)]) {
        const doc = byId.get(docIdOf(r));
        expect(doc, docIdOf(r)).toBeDefined();
        expect(doc!.recordedDateTime > l.recordedDateTime).toBe(true);
      }
    }
  });

  it('gives mortgages their amount and sales their price', () => {
    const docs = rows['documents.ndjson'];
    for (const d of docs.filter((x) => x.instrumentCode === 'MTG')) expect(d.mortgageAmountCents).toBeGreaterThan(0);
    for (const d of docs.filter((x) => x.instrumentCode === 'WD')) expect(d.salePriceCents).toBeGreaterThan(0);
  });

  it('has page images for the newest documents only, each TIFF with exactly pageCount pages', async () => {
    const docs = rows['documents.ndjson'];
    const withPages = docs.map((d, i) => [i, d.pageCount] as const).filter(([, n]) => n > 0);
    expect(withPages).toHaveLength(imageDocuments);
    expect(withPages[0]![0]).toBe(documents - imageDocuments);
    expect(new Set(withPages.map(([, n]) => n)).size).toBeGreaterThan(1);
    const expected = new Map<string, number>();
    for (const file of importFileNames) {
      for (const r of rows[file]) {
        const id = imageDocIdOf(file, r);
        if (id && r.pageCount > 0) expected.set(`${id}.tif`, r.pageCount);
      }
    }
    const files = readdirSync(join(dir, 'images'));
    expect(files.sort()).toEqual([...expected.keys()].sort());
    let pages = 0;
    for (const [name, count] of expected) {
      const meta = await sharp(join(dir, 'images', name), { pages: -1 }).metadata();
      expect(meta.pages ?? 1, name).toBe(count);
      expect(meta.width).toBe(850);
      expect(meta.pageHeight ?? meta.height).toBe(1100);
      pages += count;
    }
    expect(result.imagePages).toBe(pages);
  });

  it('writes the same bytes for the same options', async () => {
    const again = tempDir();
    await generateDemoRecords({ profile, documents, imageDocuments, seed: 11, outDir: again });
    const a = snapshot(dir);
    const b = snapshot(again);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [name, bytes] of a) expect(bytes.equals(b.get(name)!), name).toBe(true);
  }, 120_000);
});

describe('the Minnesota county', () => {
  let rows: Rows;
  beforeAll(async () => {
    const dir = tempDir();
    await generateDemoRecords({ profile: 'minnesota', documents: 10_000, imageDocuments: 0, seed: 3, outDir: dir });
    rows = readRows(dir);
  }, 120_000);

  it('has SMITH among the three most frequent grantor surnames', () => {
    const count = new Map<string, number>();
    for (const d of rows['documents.ndjson']) {
      for (const g of d.grantors ?? []) if (g.firstName) count.set(g.lastName, (count.get(g.lastName) ?? 0) + 1);
    }
    const top = [...count]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name);
    expect(top).toContain('SMITH');
  });

  it('has Torrens documents on certificates, and certificates cancelled by their successors', () => {
    const torrens = rows['documents.ndjson'].filter((d) => d.docType === 'T');
    expect(torrens.length).toBeGreaterThan(100);
    for (const d of torrens) expect(d.torrensCertificates.length).toBeGreaterThan(0);
    const certs = new Map(rows['torrens-certificates.ndjson'].map((c) => [c.certificateNumber, c]));
    const cancelled = [...certs.values()].filter((c) => c.shortStatus === 'C');
    expect(cancelled.length).toBeGreaterThan(10);
    for (const c of cancelled) for (const by of c.cancelledBy) expect(certs.has(by), by).toBe(true);
    for (const d of torrens) for (const c of d.torrensCertificates) expect(certs.has(c.certificateNumber)).toBe(true);
    const docs = new Set(rows['documents.ndjson'].map(docIdOf));
    for (const c of certs.values()) for (const m of c.memorials) expect(docs.has(docIdOf(m))).toBe(true);
  });

  it('has book and page, growing with time, on abstract documents', () => {
    const abstract = rows['documents.ndjson'].filter((d) => d.docType === 'A');
    let last = 0;
    for (const d of abstract) {
      const at = Number(d.book) * 1000 + Number(d.page);
      expect(at).toBeGreaterThan(last);
      expect(Number(d.page)).toBeLessThanOrEqual(600);
      last = at;
    }
  });

  it('has index book pages whose name ranges do not overlap within a series and era', () => {
    const series = new Map<string, any[]>();
    for (const b of rows['book-references.ndjson']) {
      const key = `${b.type} ${b.fromDate}`;
      series.set(key, [...(series.get(key) ?? []), b]);
    }
    expect(series.size).toBe(10);
    for (const pages of series.values()) {
      const sorted = [...pages].sort((a, b) => (a.fromName < b.fromName ? -1 : 1));
      for (let i = 1; i < sorted.length; i++) expect(sorted[i].fromName > sorted[i - 1].toName).toBe(true);
    }
    for (const t of rows['tract-books.ndjson']) {
      expect(t.fromDate >= '1880-01-01' && (t.toDate ?? t.fromDate) <= '1950-12-31').toBe(true);
    }
  });

  it('has federal and state liens, some released and some expired', () => {
    const liens = rows['tax-liens.ndjson'];
    expect(liens.some((l) => l.lienType === 'FEDERAL')).toBe(true);
    expect(liens.some((l) => l.lienType === 'STATE')).toBe(true);
    expect(liens.some((l) => l.releases.length > 0)).toBe(true);
    expect(liens.some((l) => !l.releases.length && l.expirationDate < '2026-10-30')).toBe(true);
  });
});

describe('the Marianas', () => {
  it('has tracts by island and village, no Torrens, no old books', async () => {
    const dir = tempDir();
    await generateDemoRecords({ profile: 'marianas', documents: 1500, imageDocuments: 0, seed: 5, outDir: dir });
    const rows = readRows(dir);
    const docs = rows['documents.ndjson'];
    expect(docs.every((d) => d.docType !== 'T' && !d.book)).toBe(true);
    expect(rows['torrens-certificates.ndjson']).toHaveLength(0);
    expect(rows['book-references.ndjson']).toHaveLength(0);
    expect(rows['tract-books.ndjson']).toHaveLength(0);
    const islands = new Set(docs.flatMap((d) => (d.tracts ?? []).map((t: any) => t.island)));
    expect([...islands].sort()).toEqual(['ROTA', 'SAIPAN', 'TINIAN']);
    expect(docs.filter((d) => d.tracts?.length).length).toBeGreaterThan(docs.length / 2);
    expect(docs.some((d) => d.instrumentCode === 'LSE')).toBe(true);
    expect(docs.some((d) => d.legals?.some((l: any) => l.kind === 'LB' && l.lot && l.block))).toBe(true);
  }, 120_000);
});
