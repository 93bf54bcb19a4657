// A page's recognised text in the images bucket, beside its image: C#<county>/docs/<id>/text-<n>.json
// (pageTextObjectKey). Written whole with one PutObject, so a reader sees the old text or the new, never half;
// then its words are indexed for 'Words on the page' (issue 33), replacing the page's old words.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { type PageText, pageTextObjectKey, pageTextSchema } from '@portal/shared/page-text/page-text';
import { indexPageText } from '#src/data/records/index.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';

const missing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as Error).name);

export async function writePageText(county: string, text: PageText): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: buckets.images,
      Key: pageTextObjectKey(county, text.documentId, text.page),
      Body: JSON.stringify(text),
      ContentType: 'application/json',
    }),
  );
  await indexPageText(county, text);
}

/** The page's text, or undefined when it was not recognised yet (or was stored in a shape this code does not know). */
export async function readPageText(county: string, docId: string, page: number): Promise<PageText | undefined> {
  try {
    const res = await s3Client().send(
      new GetObjectCommand({ Bucket: buckets.images, Key: pageTextObjectKey(county, docId, page) }),
    );
    const parsed = pageTextSchema.safeParse(JSON.parse((await res.Body?.transformToString()) ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch (err) {
    if (missing(err)) return undefined;
    throw err;
  }
}

export async function hasPageText(county: string, docId: string, page: number): Promise<boolean> {
  try {
    await s3Client().send(
      new HeadObjectCommand({ Bucket: buckets.images, Key: pageTextObjectKey(county, docId, page) }),
    );
    return true;
  } catch (err) {
    if (missing(err)) return false;
    throw err;
  }
}
