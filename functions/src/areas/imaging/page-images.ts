// Page images and thumbnails of a document in the images bucket, as the records store writes them at ingest:
// C#<county>/docs/<docId>/page-<n>.jpg, thumb-<n>.jpg and preview-<n>.jpg (the watermarked page view).
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey } from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';

export const docPrefix = (county: string, docId: string) => `C#${county}/docs/${docId}/`;
export const pageImageKey = (county: string, docId: string, page: number) =>
  `${docPrefix(county, docId)}page-${page}.jpg`;
export const thumbnailKey = (county: string, docId: string, page: number) =>
  `${docPrefix(county, docId)}thumb-${page}.jpg`;
export const previewKey = (county: string, docId: string, page: number) =>
  `${docPrefix(county, docId)}preview-${page}.jpg`;

async function getBytes(key: string): Promise<Uint8Array | undefined> {
  try {
    const res = await s3Client().send(new GetObjectCommand({ Bucket: buckets.images, Key: key }));
    return await res.Body?.transformToByteArray();
  } catch (err) {
    if (err instanceof NoSuchKey || (err as Error).name === 'NoSuchKey') return undefined;
    throw err;
  }
}

export const readPageImage = (county: string, docId: string, page: number) =>
  getBytes(pageImageKey(county, docId, page));

export const readThumbnail = (county: string, docId: string, page: number) =>
  getBytes(thumbnailKey(county, docId, page));

export const readPreview = (county: string, docId: string, page: number) => getBytes(previewKey(county, docId, page));

/** Page numbers that have a page image on file. */
export async function pagesOnFile(county: string, docId: string): Promise<Set<number>> {
  const pages = new Set<number>();
  const prefix = `${docPrefix(county, docId)}page-`;
  let token: string | undefined;
  do {
    const res = await s3Client().send(
      new ListObjectsV2Command({ Bucket: buckets.images, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of res.Contents ?? []) {
      const n = Number(/page-(\d+)\.jpg$/.exec(o.Key ?? '')?.[1]);
      if (n > 0) pages.add(n);
    }
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return pages;
}

/** Reads many objects with a bounded number of requests in flight, keeping their order. */
export async function readAll<T>(items: number[], read: (n: number) => Promise<T>, inFlight = 16): Promise<T[]> {
  const out: T[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await read(items[i] as number);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
  return out;
}
