// E-file's synthetic check: a HEAD on the uploads bucket, where every filing's document is posted.
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';

export async function probeEfile(signal: AbortSignal): Promise<'ok'> {
  await s3Client().send(new HeadBucketCommand({ Bucket: buckets.uploads }), { abortSignal: signal });
  return 'ok';
}
