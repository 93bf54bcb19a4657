// The county's page text job against the local stack: a slice reads some pages and saves its cursor; a stop and
// a resume read the rest, every page once; a later job passes over pages read; a cancel stops it. Then the page
// view's text route, with the page preview's access rules. The pages are plain images (the engine finds no words
// on them, quickly) but for one typed line whose words are checked through the route.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJob, requestCancel } from '#src/data/app/page-text-job.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { s3Client } from '../../../platform/aws.ts';
import { buckets } from '../../../platform/buckets.ts';
import { newTestCounty, putDocument, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { pageImageKey } from '../../imaging/page-images.ts';
import { hasPageText, readPageText } from '../page-text-store.ts';
import { runPageTextInProcess } from '../run-in-process.ts';
import { runPageTextSlice } from '../run-slice.ts';
import { startPageTextJob } from '../start-job.ts';

let county = '';
let docs: Array<Awaited<ReturnType<typeof putDocument>>> = [];

beforeAll(async () => {
  county = await newTestCounty('page-text');
  docs = [await putDocument(county, 2), await putDocument(county, 1)];
}, 60_000);

const allPages = () =>
  docs.flatMap((d, i) => Array.from({ length: i === 0 ? 2 : 1 }, (_, p) => [d.docId, p + 1] as const));

describe('page text job', () => {
  it('reads a slice, stops, and on resume reads the rest: every page once', async () => {
    const job = await startPageTextJob(county, 'tester');
    expect(await runPageTextSlice({ county, jobId: job.jobId, maxPages: 1 })).toBe('MORE');
    const after = await readJob(county);
    expect(after).toMatchObject({ state: 'RUNNING', recognised: 1, slice: 1 });
    const first = await readPageText(county, docs[0]!.docId, 1);
    expect(first?.lines).toEqual([]);

    // the runner stopped here (the server went down); a new start resumes the same job at its cursor
    const resumed = await startPageTextJob(county, 'npm start', { resume: true });
    expect(resumed.jobId).toBe(job.jobId);
    await runPageTextInProcess({ county, jobId: job.jobId, maxPages: 1 });
    const done = await readJob(county);
    expect(done).toMatchObject({ state: 'DONE', recognised: 3, alreadyRead: 0, failed: 0, documents: 2 });
    for (const [docId, page] of allPages())
      expect(await hasPageText(county, docId, page), `${docId} ${page}`).toBe(true);
    // the first page was not read again
    expect((await readPageText(county, docs[0]!.docId, 1))?.recognisedAt).toBe(first?.recognisedAt);
  });

  it('passes over pages already read in a new job, and stops at a cancel', async () => {
    const again = await startPageTextJob(county, 'tester');
    await runPageTextInProcess({ county, jobId: again.jobId });
    expect(await readJob(county)).toMatchObject({ jobId: again.jobId, state: 'DONE', recognised: 0, alreadyRead: 3 });

    const extra = await putDocument(county, 1);
    const cancelled = await startPageTextJob(county, 'tester');
    expect(await requestCancel(county, cancelled.jobId, { by: 'tester', at: new Date().toISOString() })).toBe(true);
    expect(await runPageTextSlice({ county, jobId: cancelled.jobId })).toBe('ENDED');
    expect(await readJob(county)).toMatchObject({ state: 'CANCELLED', recognised: 1 });
    expect(await hasPageText(county, extra.docId, 1)).toBe(true);
  });

  it('refuses a second start while a job runs', async () => {
    const running = await startPageTextJob(county, 'tester');
    await expect(startPageTextJob(county, 'someone')).rejects.toMatchObject({ code: 'CONFLICT' });
    await requestCancel(county, running.jobId, { by: 'tester', at: new Date().toISOString() });
    await runPageTextSlice({ county, jobId: running.jobId });
  });
});

describe('imaging/pageText', () => {
  it("answers a page's recognised words to whoever may see the page, NOT_YET before, 404 past the last page", async () => {
    const words = 'WARRANTY DEED recorded at Lakewood';
    const jpeg = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="850" height="200"><rect width="850" height="200" fill="#fff"/><text x="40" y="100" font-family="DejaVu Sans Mono" font-size="28">${words}</text></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const doc = await putDocument(county, 2);
    await s3Client().send(
      new PutObjectCommand({ Bucket: buckets.images, Key: pageImageKey(county, doc.docId, 1), Body: jpeg }),
    );
    const path = (page: number) => `imaging/pageText/A/${doc.documentNumber}/${page}`;
    const examiner = new TestClient(county);
    await examiner.login('title.examiner');
    expect((await examiner.get(path(1))).body.content).toEqual({ state: 'NOT_YET' });

    const job = await startPageTextJob(county, 'tester');
    await runPageTextInProcess({ county, jobId: job.jobId });
    const res = await examiner.get<{ state: string; text: { lines: Array<{ text: string }> } }>(path(1));
    expect(res.status).toBe(200);
    expect(res.body.content?.state).toBe('READY');
    const text = res.body.content!.text.lines.map((l) => l.text).join('\n');
    expect(text).toBe(words);
    expect((await examiner.get(path(3))).status).toBe(404);
    expect((await examiner.get(`imaging/pageText/A/no-such-doc/1`)).status).toBe(404);
    expect((await examiner.get(`imaging/pageText/AB/1/1`)).status).toBe(400);

    expect((await new TestClient(county).get(path(1))).status).toBe(401);
    await setAccount(county, 'demo-card', { imageRetrieval: false });
    const card = new TestClient(county);
    await card.login('card.customer');
    expect((await card.get(path(1))).status).toBe(403);
  });
});
