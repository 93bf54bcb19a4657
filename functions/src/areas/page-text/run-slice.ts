// One slice of a county's page text job: walks the county's page images in the images bucket in key order from
// the job's cursor (one bounded listing), reads each page that has no text yet, and stops after `maxPages` pages
// read or at the end of the county. The cursor and counts are saved after every page read, so a stop anywhere
// loses at most the page under way, and a page whose text was stored before the stop is passed over on resume
// (its text object is there), never read twice.
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { type PageTextJob, putJobIfOwner, readJob } from '#src/data/app/page-text-job.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { hasPageText, writePageText } from './page-text-store.ts';
import { recognisePage } from './recognise-page.ts';

export interface SliceOrder {
  county: string;
  jobId: string;
  /** pages read in this slice at most */
  maxPages?: number;
  /** the slice that owned the job when this order was given (the Lambda runner's orders carry it): a retried or
   *  repeated order whose slice has handed over does nothing, so two runners never read the same pages */
  slice?: number;
}

/** What the slice left: more to do (run the next slice), or nothing (the job ended, or is not this one's). */
export type SliceOutcome = 'MORE' | 'ENDED';

const PAGE_KEY = /\/docs\/([^/]+)\/page-(\d+)\.jpg$/;
/** keys listed at once: a document's four objects a page make this some 60 pages */
const LIST_KEYS = 250;

export async function runPageTextSlice(order: SliceOrder): Promise<SliceOutcome> {
  const { county, jobId } = order;
  const maxPages = order.maxPages ?? 20;
  const job = await readJob(county);
  if (!job || job.jobId !== jobId || job.state !== 'RUNNING') return 'ENDED';
  if (order.slice !== undefined && order.slice !== job.slice) return 'ENDED';
  const owner = job.slice;
  /** `handOver`: the save gives the record to the next slice in the same write */
  const save = async (handOver = false): Promise<boolean> => {
    job.updatedAt = new Date().toISOString();
    if (handOver) job.slice = owner + 1;
    if (await putJobIfOwner(county, job, owner)) return true;
    job.slice = owner;
    const now = await readJob(county);
    if (now?.jobId === jobId && now.slice === owner && now.cancelRequested) await end(county, job, owner, 'CANCELLED');
    return false;
  };
  let read = 0;
  for (;;) {
    const listing = await s3Client().send(
      new ListObjectsV2Command({
        Bucket: buckets.images,
        Prefix: `C#${county}/docs/`,
        StartAfter: job.cursor,
        MaxKeys: LIST_KEYS,
      }),
    );
    for (const { Key } of listing.Contents ?? []) {
      if (!Key) continue;
      const m = PAGE_KEY.exec(Key);
      if (m) {
        const [, docId, n] = m as unknown as [string, string, string];
        const page = Number(n);
        if (page === 1) {
          job.documents += 1;
          job.lastDocument = docId;
        }
        if (job.mode !== 'ALL' && (await hasPageText(county, docId, page))) job.alreadyRead += 1;
        else {
          if (read >= maxPages) {
            job.message = `Reading pages: ${job.recognised.toLocaleString('en-US')} read so far.`;
            if (page === 1) job.documents -= 1;
            return (await save(true)) ? 'MORE' : 'ENDED';
          }
          await readOnePage(county, docId, page, job);
          read += 1;
          job.cursor = Key;
          if (!(await save())) return 'ENDED';
          continue;
        }
      }
      job.cursor = Key;
    }
    if (!listing.IsTruncated) break;
  }
  job.message = `Done: ${job.recognised.toLocaleString('en-US')} pages read, ${job.alreadyRead.toLocaleString('en-US')} had their text already${job.failed ? `, ${job.failed} could not be read` : ''}.`;
  await end(county, job, owner, 'DONE');
  return 'ENDED';
}

async function readOnePage(county: string, docId: string, page: number, job: PageTextJob): Promise<void> {
  try {
    const res = await s3Client().send(
      new GetObjectCommand({ Bucket: buckets.images, Key: `C#${county}/docs/${docId}/page-${page}.jpg` }),
    );
    const jpeg = await res.Body!.transformToByteArray();
    await writePageText(county, await recognisePage({ jpeg, documentId: docId, page }));
    job.recognised += 1;
  } catch (err) {
    // one unreadable page does not stop the county's job; it is counted and tried again by a later job
    console.error(`[page-text] ${county} ${docId} page ${page}`, err);
    job.failed += 1;
  }
}

async function end(county: string, job: PageTextJob, owner: number, state: PageTextJob['state']): Promise<void> {
  job.state = state;
  if (state === 'CANCELLED') job.message = `Cancelled after ${job.recognised.toLocaleString('en-US')} pages read.`;
  job.updatedAt = new Date().toISOString();
  job.finishedAt = job.updatedAt;
  await putJobIfOwner(county, job, owner, true);
}
