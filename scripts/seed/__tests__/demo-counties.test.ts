// The demo counties offer what their records hold (issue 18, 'The right county's content'): each county's Search 1
// switches follow what its generator profile writes, its login slides do not advertise e-filing it has turned off,
// Notable Dates shows dates within the generated records' span, and both the login page and the signed-in home
// page have news. Read through the API, from the counties api-global.ts seeds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { NotableDates } from '@portal/shared/home/home-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideKey } from '../../../functions/src/areas/auth/slides.ts';
import { s3Client } from '../../../functions/src/platform/aws.ts';
import { buckets } from '../../../functions/src/platform/buckets.ts';
import { TestClient } from '../../../test/support/api-client.ts';
import { demoCounties } from '../demo-counties.ts';
import { LAST_DAY } from '../demo-records/calendar.ts';
import { generateDemoRecords } from '../demo-records/generate.ts';
import { demoRecordProfiles } from '../demo-records.ts';
import { seedDemoSlides } from '../demo-slides.ts';

type Row = Record<string, unknown>;
type Profile = (typeof demoRecordProfiles)[keyof typeof demoRecordProfiles];

const dir = mkdtempSync(join(tmpdir(), 'demo-counties-'));
const records = {} as Record<Profile, Record<string, Row[]>>;
const rows = (profile: Profile, file: string): Row[] =>
  readFileSync(join(dir, profile, `${file}.ndjson`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);

beforeAll(async () => {
  for (const profile of ['minnesota', 'marianas'] as const) {
    await generateDemoRecords({ profile, documents: 600, imageDocuments: 0, outDir: join(dir, profile) });
    records[profile] = Object.fromEntries(
      ['documents', 'plats', 'torrens-certificates', 'book-references', 'tract-books', 'tax-liens'].map((f) => [
        f,
        rows(profile, f),
      ]),
    );
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const signedIn = async (county: string, username = 'county.admin') => {
  const client = new TestClient(county);
  await client.login(username);
  return client;
};

describe.each(Object.entries(demoRecordProfiles))('demo county %s (%s records)', (county, profile) => {
  it('offers exactly the searches its records answer', async () => {
    const r = records[profile];
    const docs = r.documents ?? [];
    const has = {
      torrens: (r['torrens-certificates'] ?? []).length > 0,
      bookPage: docs.some((d) => d.book),
      bookReferences: (r['book-references'] ?? []).length > 0,
      tractBooks: (r['tract-books'] ?? []).length > 0,
      tracts: docs.some((d) => Array.isArray(d.tracts) && d.tracts.length > 0),
      plats: (r.plats ?? []).length > 0,
      liens: (r['tax-liens'] ?? []).length > 0,
    };
    const expected = {
      searchByName: true,
      searchByDate: true,
      searchByDocumentNumber: true,
      searchByBookAndPage: has.bookPage,
      searchByTorrensCertificate: has.torrens,
      searchByTorrensText: has.torrens,
      searchByGrantorGranteeBook: has.bookReferences,
      searchByTractBookId: has.tractBooks,
      searchByTractBookLegal: has.tractBooks,
      searchByTractIndexNMI: has.tracts,
      searchByPlat: has.plats,
      searchByLegalDescription: true,
      searchByTaxLien: has.liens,
    };
    // staff see every search the county has on
    const profileOf = await (await signedIn(county)).get<{ searchList: string[] }>('currentUser/profile');
    const list = profileOf.body.content?.searchList ?? [];
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, list.includes(k)]))).toEqual(expected);
  });

  it('refuses a search it has no records for', async () => {
    const client = await signedIn(county, 'title.examiner');
    const off =
      profile === 'minnesota'
        ? client.post('search/searchByTractIndexNMI', { island: 'SAIPAN', village: 'GARAPAN' })
        : client.post('search/searchByTorrensCertificate', { certificateNumber: '10000' });
    const res = await off;
    expect(res.status).toBe(403);
  });

  it("shows login slides of what the county offers: 'File electronically' only where e-file is on", async () => {
    const demo = demoCounties.find((c) => c.id === county)!;
    const client = new TestClient(county);
    const { numberOfSlides } = (await client.get<{ numberOfSlides: number }>('auth/loginPageSlides')).body.content!;
    const captions: string[] = [];
    for (let n = 1; n <= numberOfSlides; n++) {
      const head = await s3Client().send(new HeadObjectCommand({ Bucket: buckets.images, Key: slideKey(county, n) }));
      captions.push(decodeURIComponent(head.Metadata?.caption ?? ''));
    }
    expect(captions).toEqual((demo.slides ?? []).slice(0, numberOfSlides).map(([caption]) => caption));
    expect(captions.includes('File electronically')).toBe(demo.config.efile?.efile === true);
    if (profile === 'marianas') expect(captions).not.toContain('Torrens certificates');
  });

  it('shows Notable Dates within the span of its records: index begins, verified and posted through', async () => {
    const home = await (await signedIn(county, 'title.examiner')).get<{ notableDates: NotableDates }>('home/all');
    const table = home.body.content!.notableDates;
    const row = (label: string) => table.rows.find((r) => r.label === label)?.values ?? [];
    expect(table.headings).toEqual(
      profile === 'minnesota' ? ['', 'Abstract', 'Torrens', 'Lien'] : ['', 'Abstract', 'Lien'],
    );
    const docs = (records[profile].documents ?? []).map((d) => String(d.recordedDateTime).slice(0, 10)).sort();
    const liens = (records[profile]['tax-liens'] ?? []).map((d) => String(d.recordedDateTime).slice(0, 10)).sort();
    const [begins, lienBegins] = [row('Index Begin')[0]!, row('Index Begin').at(-1)!];
    expect(begins <= docs[0]! && begins >= '1950-01-01').toBe(true);
    expect(lienBegins <= liens[0]! && lienBegins > begins).toBe(true);
    // the generator records through its last day: posted through it, verified a week or so before
    const lastDay = new Date(LAST_DAY * 86_400_000).toISOString().slice(0, 10);
    expect(row('Posted')).toEqual(table.headings.slice(1).map(() => lastDay));
    const fortnightBefore = new Date((LAST_DAY - 14) * 86_400_000).toISOString().slice(0, 10);
    for (const verified of row('Verified')) expect(verified >= fortnightBefore && verified <= lastDay).toBe(true);
    expect(docs.at(-1)! <= lastDay).toBe(true);
  });

  it('has news on the login page and on the signed-in home page', async () => {
    const login = await new TestClient(county).get<{ paragraphs: unknown[] }>('auth/loginPageLatestNews');
    expect(login.body.content?.paragraphs.length).toBeGreaterThan(0);
    const home = await (await signedIn(county, 'title.examiner')).get<{ latestNews: unknown[] }>('home/all');
    expect(home.body.content?.latestNews.length).toBeGreaterThan(0);
  });
});

describe('demo slides', () => {
  it('makes a slide again when its caption changed, and leaves one with the same caption alone', async () => {
    const county = `slides-${Math.random().toString(36).slice(2, 8)}`;
    const s3 = s3Client();
    const head = () => s3.send(new HeadObjectCommand({ Bucket: buckets.images, Key: slideKey(county, 1) }));
    // an older demo slide: no caption kept
    await s3.send(new PutObjectCommand({ Bucket: buckets.images, Key: slideKey(county, 1), Body: 'old' }));
    await seedDemoSlides(county, 1, [['Search recorded documents', 'Names and more']]);
    const made = await head();
    expect(decodeURIComponent(made.Metadata?.caption ?? '')).toBe('Search recorded documents');
    expect(made.ContentType).toBe('image/jpeg');
    await seedDemoSlides(county, 1, [['Search recorded documents', 'Names and more']]);
    expect((await head()).ETag).toBe(made.ETag);
  });
});
